import { users } from './load-pb';

/** Mails a new verification link to the signed-in user. */
export async function resendVerification(email: string): Promise<void> {
  await (await users()).requestVerification(email);
}
