import { useState } from 'react';
import { ClientResponseError } from '@/shared/lib/pb';
import { consoleClient, SUPERUSERS, superuserOf } from './console-session';
import { useConsoleAction } from './use-console-action';

/** Where the sign-in stands: the password form, or the one-time code step. */
export type SignInStep =
  { kind: 'password' } | { kind: 'code'; otpId: string; mfaId?: string; email: string };

/** The server asks for a second factor with a 401 that carries `mfaId`. */
function mfaIdOf(error: unknown): string | undefined {
  if (!(error instanceof ClientResponseError) || error.status !== 401) return undefined;
  const mfaId: unknown = error.response.mfaId;
  return typeof mfaId === 'string' && mfaId !== '' ? mfaId : undefined;
}

/** The console's sign-in: password, then (when the server asks) a one-time code by email. */
export function useConsoleSignIn(onSignedIn: () => void) {
  const [step, setStep] = useState<SignInStep>({ kind: 'password' });
  const { busy, error, run, clearError } = useConsoleAction();

  async function finish() {
    const client = await consoleClient();
    // note: the token is a superuser's by construction; checked anyway, the console trusts no other.
    if (!superuserOf(client)) client.authStore.clear();
    else onSignedIn();
  }

  const signIn = (email: string, password: string) =>
    run(async () => {
      const superusers = (await consoleClient()).collection(SUPERUSERS);
      try {
        await superusers.authWithPassword(email, password);
      } catch (reason) {
        const mfaId = mfaIdOf(reason);
        if (!mfaId) throw reason;
        const { otpId } = await superusers.requestOTP(email);
        setStep({ kind: 'code', otpId, mfaId, email });
        return;
      }
      await finish();
    });

  const sendCode = (email: string) =>
    run(async () => {
      const { otpId } = await (await consoleClient()).collection(SUPERUSERS).requestOTP(email);
      setStep({ kind: 'code', otpId, email });
    });

  const verify = (code: string) =>
    run(async () => {
      if (step.kind !== 'code') return;
      const superusers = (await consoleClient()).collection(SUPERUSERS);
      await superusers.authWithOTP(step.otpId, code, step.mfaId ? { mfaId: step.mfaId } : {});
      await finish();
    });

  const back = () => {
    clearError();
    setStep({ kind: 'password' });
  };

  return { step, busy, error, signIn, sendCode, verify, back };
}
