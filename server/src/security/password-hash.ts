import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { verify as bcryptVerify } from '@node-rs/bcrypt';

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). It verifies in about 11 ms here against
 * about 60 ms for bcrypt cost 10 (PocketBase's choice), while being memory-hard; see
 * `bench/password-hash.bench.mjs` and docs/decisions.
 */
const ARGON2_OPTIONS = {
  // note: the package's `Algorithm` is an ambient const enum, which isolated modules cannot
  // read; 2 is its Argon2id member.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id. */
export function hashPassword(plain: string): Promise<string> {
  return argon2Hash(plain, ARGON2_OPTIONS);
}

/**
 * Checks a password against a stored hash: argon2id, or bcrypt for hashes imported from
 * PocketBase. An empty or unknown hash never matches.
 */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  try {
    if (stored.startsWith('$argon2')) return await argon2Verify(stored, plain);
    if (/^\$2[abxy]\$/.test(stored)) return await bcryptVerify(plain, stored);
  } catch {
    // note: a malformed stored hash is a non-match, not a server error.
    return false;
  }
  return false;
}

/** Tells whether a stored hash should be replaced by an argon2id one after a successful login. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith('$argon2id$');
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one verification without a stored hash, so that an unknown identity
 * takes as long as a wrong password (PocketBase does the same with bcrypt).
 */
export async function verifyDummyPassword(plain: string): Promise<void> {
  dummyHash ??= hashPassword('hearth-timing-equaliser');
  await verifyPassword(plain, await dummyHash);
}
