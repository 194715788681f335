import { createHash } from 'node:crypto';
import { randomString } from '../lib/random.js';

/** PocketBase's code verifier length (RFC 7636 allows 43–128 characters). */
const CODE_VERIFIER_LENGTH = 43;

/** A PKCE pair (RFC 7636) with the S256 method. */
export interface PkcePair {
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
}

/** Makes a random code verifier and its S256 challenge. */
export function newPkcePair(): PkcePair {
  const codeVerifier = randomString(CODE_VERIFIER_LENGTH);
  return { codeVerifier, codeChallenge: s256Challenge(codeVerifier), codeChallengeMethod: 'S256' };
}

/**
 * The S256 challenge of a verifier: base64url of its SHA-256, without padding.
 * `"dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"` ⇒ `"E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"`
 */
export function s256Challenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}
