import type { Language } from '@hearth/shared';
import type { AuthProviderInfo } from '@/shared/lib/pb';
import { users } from '@/shared/lib/load-pb';
import { clearSuspension } from '@/shared/moderation/suspension-signal';

/** The sign-in methods the server offers for `users`. */
export interface SignInMethods {
  password: boolean;
  otp: boolean;
  providers: AuthProviderInfo[];
}

/** Asks the server which sign-in methods are enabled (GET auth-methods). */
export async function fetchSignInMethods(): Promise<SignInMethods> {
  const methods = await (await users()).listAuthMethods({ requestKey: 'auth-methods' });
  return {
    password: methods.password.enabled,
    otp: methods.otp.enabled,
    providers: methods.oauth2.enabled ? methods.oauth2.providers : [],
  };
}

/**
 * Runs a sign-in: true once signed in (an old suspension notice goes), false when the account is
 * suspended (the sign-in page's notice says why, so the form shows no error of its own).
 */
async function signIn(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    clearSuspension();
    return true;
  } catch (error) {
    // note: loaded only on a refusal, so the sign-in page's first paint does not carry it.
    const { noteSuspension } = await import('@/shared/moderation/suspension-store');
    if (noteSuspension(error)) return false;
    throw error;
  }
}

/** Signs in with a password: false when the account is suspended (see `signIn`). */
export async function signInWithPassword(identity: string, password: string): Promise<boolean> {
  const api = await users();
  return signIn(() => api.authWithPassword(identity.trim(), password));
}

/** Mails a one-time code; resolves with the id the code must be sent back with. */
export async function requestSignInCode(email: string): Promise<string> {
  const { otpId } = await (await users()).requestOTP(email.trim());
  return otpId;
}

/** Signs in with a mailed code: false when the account is suspended (see `signIn`). */
export async function signInWithCode(otpId: string, code: string): Promise<boolean> {
  const api = await users();
  return signIn(() => api.authWithOTP(otpId, code.trim()));
}

/** Runs PocketBase's OAuth2 popup flow for one provider: false when the account is suspended. */
export async function signInWithProvider(provider: string): Promise<boolean> {
  const api = await users();
  return signIn(() => api.authWithOAuth2({ provider }));
}

export interface Registration {
  nickname: string;
  email: string;
  password: string;
  passwordConfirm: string;
  language: Language;
}

/**
 * Creates the account, signs in, and asks for a verification mail. A failed mail request does
 * not undo the account: it is logged and can be repeated from the settings page.
 */
export async function register(input: Registration): Promise<{ verificationSent: boolean }> {
  const email = input.email.trim();
  await (
    await users()
  ).create({
    nickname: input.nickname.trim(),
    email,
    emailVisibility: false,
    password: input.password,
    passwordConfirm: input.passwordConfirm,
    language: input.language,
  });
  await (await users()).authWithPassword(email, input.password);
  try {
    await (await users()).requestVerification(email);
    return { verificationSent: true };
  } catch (error) {
    // eslint-disable-next-line no-console -- the account exists; only the mail failed.
    console.warn('Could not request the verification mail:', error);
    return { verificationSent: false };
  }
}

export async function requestPasswordReset(email: string): Promise<void> {
  await (await users()).requestPasswordReset(email.trim());
}

export async function confirmPasswordReset(
  token: string,
  password: string,
  passwordConfirm: string,
): Promise<void> {
  await (await users()).confirmPasswordReset(token, password, passwordConfirm);
}

/**
 * Asks whether a mailed link's token still works without using it: sent with no password, the
 * confirmation is refused and changes nothing, and the answer names the token when it is the
 * token that is refused (PocketBase checks both and reports every field).
 */
export async function probeLink(kind: 'reset' | 'emailChange', token: string): Promise<void> {
  const service = await users();
  await (kind === 'reset'
    ? service.confirmPasswordReset(token, '', '', { requestKey: null })
    : service.confirmEmailChange(token, '', { requestKey: null }));
}

export async function confirmVerification(token: string): Promise<void> {
  await (await users()).confirmVerification(token);
}

export async function confirmEmailChange(token: string, password: string): Promise<void> {
  await (await users()).confirmEmailChange(token, password);
}

/** Where to go after signing in: a same-site path from `?redirect=`, else home. */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  return target;
}
