import { SESSION_TOKEN_CLAIM } from '@hearth/shared';
import { getTokenPayload } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startMailTestServer } from '../../test/mail-test-kit.js';
import { TEST_PASSWORD } from '../../test/test-server.js';

let env: Awaited<ReturnType<typeof startMailTestServer>>;
let counter = 0;

beforeAll(async () => {
  env = await startMailTestServer();
});
afterAll(() => env.close());

async function newUser(): Promise<{ email: string; id: string }> {
  const email = `methods-${++counter}@example.com`;
  const record = await env.server
    .client()
    .collection('users')
    .create({
      email,
      password: TEST_PASSWORD,
      passwordConfirm: TEST_PASSWORD,
      nickname: `methods${counter}`,
    });
  return { email, id: record.id };
}

async function otpFor(email: string): Promise<{ otpId: string; code: string }> {
  const { otpId } = await env.server.client().collection('users').requestOTP(email);
  const mail = await env.sink.take(email);
  return { otpId, code: /<strong>(\d+)<\/strong>/.exec(mail.html)?.[1] ?? '' };
}

async function sessionsOf(userId: string) {
  const root = await env.server.superuser();
  return root
    .collection('sessions')
    .getFullList({ filter: root.filter('user = {:u}', { u: userId }) });
}

describe('sign-in methods', () => {
  it('opens a session for an OTP sign-in, and one for a whole MFA sign-in', async () => {
    const admin = await env.server.superuser();
    await admin.collections.update('users', { otp: { enabled: true } });
    const { email, id } = await newUser();
    const { otpId, code } = await otpFor(email);
    const viaOtp = env.server.client();
    await viaOtp.collection('users').authWithOTP(otpId, code);
    expect((await sessionsOf(id)).map((s) => [s.id, s['method']])).toEqual([
      [getTokenPayload(viaOtp.authStore.token)[SESSION_TOKEN_CLAIM], 'otp'],
    ]);

    await admin.collections.update('users', { mfa: { enabled: true } });
    try {
      // note: a new user, as the OTP sign-in above gave the first one a random password (PB compat).
      const { email, id } = await newUser();
      const first = await errorOf(
        env.server.client().collection('users').authWithPassword(email, TEST_PASSWORD),
      );
      expect(await sessionsOf(id)).toEqual([]);
      const mfaId = String(first.response['mfaId']);
      const second = await otpFor(email);
      const viaMfa = env.server.client();
      await viaMfa.collection('users').authWithOTP(second.otpId, second.code, { mfaId });
      expect((await sessionsOf(id)).map((s) => [s.id, s['method']])).toEqual([
        [getTokenPayload(viaMfa.authStore.token)[SESSION_TOKEN_CLAIM], 'otp'],
      ]);
    } finally {
      await admin.collections.update('users', { mfa: { enabled: false } });
    }
  });
});
