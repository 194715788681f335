import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthCollectionModel, CollectionModel } from '@hearth/shared';
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

/** The HMAC key of a token: its record's and its type's, as UTF-8 text. */
function signingKey(
  collection: AuthCollectionModel,
  record: RecordValues,
  type: TokenType,
): string {
  const config = collection[SECRET_KEY[type]];
  // A token dies when the record's tokenKey (password/email change) or the secret changes.
  return String(record['tokenKey'] ?? '') + (config.secret ?? '');
}

/** The one JOSE header Hearth signs with and accepts, encoded once. */
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The HS256 signature of `header.payload`, base64url without padding (RFC 7515). */
function signatureOf(signingInput: string, key: string): string {
  return createHmac('sha256', key).update(signingInput).digest('base64url');
}

/** The configured lifetime of a token type, in seconds. */
export function tokenDuration(collection: AuthCollectionModel, type: TokenType): number {
  return collection[SECRET_KEY[type]].duration;
}

/**
 * Signs a record token (HS256) with PocketBase's claims. `durationSeconds` defaults to the
 * collection's setting for the type.
 */
export function signRecordToken(
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
  claims['exp'] = exp;
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return Promise.resolve(
    `${signingInput}.${signatureOf(signingInput, signingKey(collection, record, type))}`,
  );
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
  // note: the claims read above are the ones signed, once the signature below matches.
  if (verifiedSignatures.get(token) !== key) {
    if (!hasValidSignature(token, key)) return null;
    rememberVerified(token, key);
  }
  // PB compat: no leeway; a token is dead from its `exp` second on.
  return unverified.exp > Date.now() / 1000 ? { collection, record, claims: unverified } : null;
}

/**
 * Whether `token` is a compact JWS with Hearth's one accepted algorithm (HS256, so never `none`
 * nor another HMAC size) whose signature is `key`'s, compared in constant time.
 */
function hasValidSignature(token: string, key: string): boolean {
  const parts = compactParts(token);
  if (!parts) return false;
  const header = parseJson(parts[0]);
  // note: a `crit` header names extensions this verifier does not know, so it must refuse.
  if (header?.['alg'] !== 'HS256' || header['crit'] !== undefined) return false;
  const expected = Buffer.from(signatureOf(`${parts[0]}.${parts[1]}`, key));
  const given = Buffer.from(parts[2]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The three base64url parts of a compact JWS, or `null`. */
function compactParts(token: string): [string, string, string] | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  if (header === undefined || payload === undefined || signature === undefined) return null;
  if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) {
    return null;
  }
  return [header, payload, signature];
}

/** A base64url JSON object, or `null` for anything else. */
function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Tokens whose signature was verified, with the key that verified it. Every request of a
 * session presents the same token, so its HMAC is computed once per key, not per request. A
 * changed key (new tokenKey or secret) never matches, and the expiry is checked each time.
 */
const verifiedSignatures = new Map<string, string>();
const MAX_VERIFIED_SIGNATURES = 10_000;

function rememberVerified(token: string, key: string): void {
  verifiedSignatures.delete(token);
  verifiedSignatures.set(token, key);
  if (verifiedSignatures.size <= MAX_VERIFIED_SIGNATURES) return;
  const oldest = verifiedSignatures.keys().next().value;
  if (oldest !== undefined) verifiedSignatures.delete(oldest);
}

/** The claims of a token without verifying it (for routing to the right key), or `null`. */
export function readClaims(token: string): RecordTokenClaims | null {
  const parts = compactParts(token);
  const payload = parts && parseJson(parts[1]);
  return payload ? toClaims(payload) : null;
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
