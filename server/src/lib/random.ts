import { randomBytes, randomInt } from 'node:crypto';

/** Lower-case letters and digits: PocketBase's record id and file suffix alphabet. */
export const ALPHANUMERIC_LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Letters and digits in both cases: realtime client ids and secrets. */
export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Returns a cryptographically random string of `length` characters from `alphabet`. */
export function randomString(length: number, alphabet: string = ALPHANUMERIC): string {
  // Rejection sampling via randomInt keeps every character equally likely.
  let out = '';
  if (alphabet.length === 0) return out;
  const bytes = randomBytes(length * 2);
  const limit = 256 - (256 % alphabet.length);
  let i = 0;
  while (out.length < length) {
    if (i >= bytes.length) {
      out += alphabet[randomInt(alphabet.length)];
      continue;
    }
    const byte = bytes[i++] ?? 0;
    if (byte < limit) out += alphabet[byte % alphabet.length];
  }
  return out;
}

/** A new 15-character record id, as PocketBase generates them. */
export function newRecordId(): string {
  return randomString(15, ALPHANUMERIC_LOWER);
}

/** A random string of digits (OTP codes). */
export function randomDigits(length: number): string {
  return randomString(length, '0123456789');
}
