import { ProviderResponseError } from './oauth2-fetch.js';
import { isPlainObject } from '../lib/is-plain-object.js';

/** A provider's user answer, which must be a JSON object. */
export function userObject(value: unknown): Record<string, unknown> {
  if (!isPlainObject(value)) {
    throw new ProviderResponseError('the user answer is not a JSON object');
  }
  return value;
}

/**
 * A claim as text: strings as they are, finite numbers in decimal (GitHub's numeric ids),
 * anything else empty.
 * `"abc"` ⇒ `"abc"`; `123` ⇒ `"123"`; `null` ⇒ `""`; `{}` ⇒ `""`
 */
export function textClaim(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * A claim as a boolean the way PocketBase's `cast.ToBool` reads `email_verified` (some providers
 * send a string).
 * `true` ⇒ true; `"true"` ⇒ true; `"1"` ⇒ true; `1` ⇒ true; `"yes"` ⇒ false; absent ⇒ false
 */
export function boolClaim(raw: Record<string, unknown>, key: string): boolean {
  const value = raw[key];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return ['1', 't', 'true'].includes(value.trim().toLowerCase());
  return false;
}
