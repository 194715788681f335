import type { App } from '../app.js';
import { MESSAGES, unauthorized } from '../errors.js';
import { verifyRecordToken } from '../security/record-token.js';
import { findRecordById } from '../records/record-store.js';
import type { AuthIdentity } from '../request-info.js';

/**
 * What a token whose session was ended gets: `refuse` (401) everywhere a signed-in caller acts,
 * `guest` where a client signs in or recovers an account, so that a client still holding the
 * dead token (the SDK sends its stored token with every request) can sign in again; `refresh`
 * (auth-refresh) is refused too, but by a sign-in check first when one refuses the owner (a
 * suspension's 403 tells the signed-out app why).
 */
export type EndedSessionPolicy = 'refuse' | 'guest' | 'refresh';

/**
 * Resolves an `Authorization` header (a raw token or `Bearer <token>`) to an identity. PB compat:
 * an invalid, expired or unknown token is not an error; the request just continues as a guest
 * and endpoints that need auth answer 401 themselves.
 */
export async function identityFromHeader(
  app: App,
  header: string | undefined,
  endedSession: EndedSessionPolicy = 'refuse',
): Promise<AuthIdentity | null> {
  const token = header?.replace(/^bearer\s+/i, '').trim() ?? '';
  if (token === '') return null;
  const verified = await verifyRecordToken(token, 'auth', {
    findCollection: (id) => app.collections.find(id),
    findRecord: (collection, id) => findRecordById(app.db, collection, id),
  });
  if (!verified) return null;
  const { collection, record, claims } = verified;
  const sessionId = claims.sid;
  if (typeof sessionId !== 'string' || sessionId === '') return { collection, record };
  // PB compat: PocketBase has no sessions. A valid token whose session was ended (signed out
  // from another device, a password change) answers 401 on every request rather than going on
  // as a guest: the client must learn at once that it was signed out (docs/sessions.md).
  if (!(await app.auth.isSessionLive(collection.id, String(record['id']), sessionId))) {
    if (endedSession === 'guest') return null;
    if (endedSession === 'refresh') await app.auth.checkEndedSession(collection, record);
    throw unauthorized(MESSAGES.requireAuth);
  }
  return { collection, record, sessionId };
}

/**
 * The auth endpoints that sign in or recover an account; the rest of an auth collection's
 * endpoints (auth-refresh, request-email-change, impersonate) act as the caller.
 */
const SIGN_IN_ENDPOINT =
  /^\/api\/collections\/[^/]+\/(?:auth-with-|auth-methods$|request-otp$|request-password-reset$|confirm-|request-verification$)/;

const REFRESH_ENDPOINT = /^\/api\/collections\/[^/]+\/auth-refresh$/;

/** How the request at `path` treats a token whose session was ended. */
export function endedSessionPolicy(path: string): EndedSessionPolicy {
  if (SIGN_IN_ENDPOINT.test(path)) return 'guest';
  return REFRESH_ENDPOINT.test(path) ? 'refresh' : 'refuse';
}
