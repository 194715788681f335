import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { LruCache } from '../lib/lru-cache.js';
import { ProviderResponseError } from './oauth2-fetch.js';

/** Clock skew accepted on `exp` and `iat` (PocketBase's default `PB_ID_TOKEN_LEEWAY`). */
const LEEWAY_SECONDS = 300;
/** Key sets kept (by URL) so that sign-ins do not fetch them every time. */
const MAX_KEY_SETS = 32;
/** How long fetching a key set may take. */
const JWKS_TIMEOUT_MS = 10_000;

const keySets = new LruCache<string, ReturnType<typeof createRemoteJWKSet>>(MAX_KEY_SETS);

/** How an id_token is checked. */
export interface IdTokenCheck {
  /** The client id, which the `aud` claim must contain. */
  audience: string;
  /** Accepted `iss` values; empty accepts any. */
  issuers: readonly string[];
  /** Where the provider's signing keys are; empty skips the signature check. */
  jwksURL: string;
}

/**
 * Reads the claims of an OpenID Connect id_token received straight from the token endpoint.
 * Always checked: `aud`, `exp` and `iat` (5 minutes of leeway), `iss` when `issuers` is set.
 * The signature is checked against `jwksURL` when one is set; without it the token is trusted
 * because it came over the direct TLS call to the provider (OpenID Connect Core §3.1.3.7), as
 * PocketBase does.
 */
export async function readIdToken(idToken: string, check: IdTokenCheck): Promise<JWTPayload> {
  const issuer = check.issuers.length > 0 ? [...check.issuers] : undefined;
  if (check.jwksURL !== '') {
    const { payload } = await jwtVerify(idToken, keySet(check.jwksURL), {
      audience: check.audience,
      ...(issuer ? { issuer } : {}),
      clockTolerance: LEEWAY_SECONDS,
    });
    return payload;
  }
  let payload: JWTPayload;
  try {
    payload = decodeJwt(idToken);
  } catch {
    throw new ProviderResponseError('the id_token is not a JWT');
  }
  assertClaims(payload, check.audience, issuer);
  return payload;
}

function assertClaims(payload: JWTPayload, audience: string, issuers: string[] | undefined) {
  const now = Date.now() / 1000;
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(audience)) throw new ProviderResponseError('id_token: wrong aud');
  if (typeof payload.exp === 'number' && payload.exp + LEEWAY_SECONDS < now) {
    throw new ProviderResponseError('id_token: expired');
  }
  if (typeof payload.iat === 'number' && payload.iat - LEEWAY_SECONDS > now) {
    throw new ProviderResponseError('id_token: issued in the future');
  }
  if (issuers && !issuers.includes(payload.iss ?? '')) {
    throw new ProviderResponseError('id_token: wrong iss');
  }
}

function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: JWKS_TIMEOUT_MS });
    keySets.set(url, set);
  }
  return set;
}
