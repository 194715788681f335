import { randomString } from '../lib/random.js';

/** Length of the random password PocketBase's `SetRandomPassword` sets. */
export const RANDOM_PASSWORD_LENGTH = 30;

/**
 * A password nobody knows (PocketBase's `SetRandomPassword`): set where an account must not stay
 * open to whoever chose, or could guess, its old password, such as a record claimed through a
 * verified email.
 */
export function randomPassword(): string {
  return randomString(RANDOM_PASSWORD_LENGTH);
}
