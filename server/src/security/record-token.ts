import type { AuthCollectionModel, CollectionModel } from '@hearth/shared';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import type { RecordValues } from '../request-info.js';

/** The token kinds PocketBase issues, each signed with its own collection secret. */
export type TokenType = 'auth' | 'file' | 'verification' | 'passwordReset' | 'emailChange';

/** The auth options that hold a token type's duration and secret. */
type TokenConfigKey =
  'authToken' | 'fileToken' | 'verificationToken' | 'passwordResetToken' | 'emailChangeToken';

const SECRET_KEY: Record<TokenType, TokenConfigKey> = {
  auth: 'authToken',
  file: 'fileToken',
  verification: 'verificationToken',
  passwordReset: 'passwordResetToken',
  emailChange: 'emailChangeToken',
};

/** The claims of every record token (PocketBase's: no `iat`, no `sub`). */
export interface RecordTokenClaims {
  id: string;
  type: TokenType;
  collectionId: string;
  exp: number;
  refreshable?: boolean;
  email?: string;
  newEmail?: string;
  /** Auth tokens: the session the token belongs to, when sessions are kept (the `sid` claim). */
  sid?: string;
}

/** A verified token with the record it belongs to. */
export interface VerifiedToken {
  collection: AuthCollectionModel;
  record: RecordValues;
  claims: RecordTokenClaims;
}

/** Looks up what a token names; the caller decides how (cache, transaction). */
export interface TokenSubjectLookup {
  findCollection(id: string): CollectionModel | undefined;
  findRecord(collection: AuthCollectionModel, id: string): Promise<RecordValues | null>;
}

function signingKey(collection: AuthCollectionModel, record: RecordValues, type: TokenType) {
  const config = collection[SECRET_KEY[type]];
  // A token dies when the record's tokenKey (password/email change) or the secret changes.
  return new TextEncoder().encode(String(record['tokenKey'] ?? '') + (config.secret ?? ''));
}

/** The configured lifetime of a token type, in seconds. */
export function tokenDuration(collection: AuthCollectionModel, type: TokenType): number {
  return collection[SECRET_KEY[type]].duration;
}

/**
 * Signs a record token (HS256) with PocketBase's claims. `durationSeconds` defaults to the
 * collection's setting for the type.
 */
export async function signRecordToken(
  collection: AuthCollectionModel,
  record: RecordValues,
  type: TokenType,
  extra: Partial<Pick<RecordTokenClaims, 'refreshable' | 'email' | 'newEmail' | 'sid'>> = {},
  durationSeconds: number = tokenDuration(collection, type),
): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + durationSeconds;
  const claims: Record<string, unknown> = {
    id: String(record['id']),
    type,
    collectionId: collection.id,
    ...extra,
  };
  if (type === 'auth' && claims['refreshable'] === undefined) claims['refreshable'] = true;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(exp)
    .sign(signingKey(collection, record, type));
}

/**
 * Verifies a token of the expected type, in PocketBase's order: read the claims unverified,
 * load the auth record they name, then check the signature with that record's key and the
 * expiry (no leeway). Returns `null` for anything invalid, never throws.
 */
export async function verifyRecordToken(
  token: string,
  type: TokenType,
  lookup: TokenSubjectLookup,
): Promise<VerifiedToken | null> {
  const unverified = readClaims(token);
  if (!unverified || unverified.type !== type) return null;
  const collection = lookup.findCollection(unverified.collectionId);
  if (!collection || collection.type !== 'auth' || collection.id !== unverified.collectionId) {
    return null;
  }
  const record = await lookup.findRecord(collection, unverified.id);
  if (!record) return null;
  const key = signingKey(collection, record, type);
  const keyText = keyTextOf(key);
  if (verifiedSignatures.get(token) === keyText) {
    // The signature was checked with this very key; only the time has moved on since.
    return unverified.exp > Date.now() / 1000 ? { collection, record, claims: unverified } : null;
  }
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const claims = toClaims(payload);
    if (claims) rememberVerified(token, keyText);
    return claims ? { collection, record, claims } : null;
  } catch {
    // note: bad signature, expiry or format all mean "not a valid token".
    return null;
  }
}

/**
 * Tokens whose signature was verified, with the key that verified it. Every request of a
 * session presents the same token; checking its HMAC again through WebCrypto was a large part
 * of a small request's time. A changed key (new tokenKey or secret) never matches, and the
 * expiry is checked each time.
 */
const verifiedSignatures = new Map<string, string>();
const MAX_VERIFIED_SIGNATURES = 10_000;

function rememberVerified(token: string, keyText: string): void {
  verifiedSignatures.delete(token);
  verifiedSignatures.set(token, keyText);
  if (verifiedSignatures.size <= MAX_VERIFIED_SIGNATURES) return;
  const oldest = verifiedSignatures.keys().next().value;
  if (oldest !== undefined) verifiedSignatures.delete(oldest);
}

function keyTextOf(key: Uint8Array): string {
  return Buffer.from(key).toString('base64');
}

/** The claims of a token without verifying it (for routing to the right key), or `null`. */
export function readClaims(token: string): RecordTokenClaims | null {
  try {
    return toClaims(decodeJwt(token));
  } catch {
    return null;
  }
}

function toClaims(payload: Record<string, unknown>): RecordTokenClaims | null {
  const { id, type, collectionId, exp } = payload;
  if (
    typeof id !== 'string' ||
    id === '' ||
    typeof collectionId !== 'string' ||
    collectionId === ''
  ) {
    return null;
  }
  if (typeof type !== 'string' || !(type in SECRET_KEY) || typeof exp !== 'number') return null;
  // note: the required claims are checked above; the optional ones come from our own signature
  // once the token is verified, and callers that read them before that check their types.
  return payload as unknown as RecordTokenClaims;
}
