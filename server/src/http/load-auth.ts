import type { App } from '../app.js';
import { MESSAGES, unauthorized } from '../errors.js';
import { verifyRecordToken } from '../security/record-token.js';
import { findRecordById } from '../records/record-store.js';
import type { AuthIdentity } from '../request-info.js';

/**
 * Resolves an `Authorization` header (a raw token or `Bearer <token>`) to an identity. PB compat:
 * an invalid, expired or unknown token is not an error; the request just continues as a guest
 * and endpoints that need auth answer 401 themselves.
 */
export async function identityFromHeader(
  app: App,
  header: string | undefined,
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
    throw unauthorized(MESSAGES.requireAuth);
  }
  return { collection, record, sessionId };
}
