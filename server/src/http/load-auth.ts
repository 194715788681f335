import type { App } from '../app.js';
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
  return verified ? { collection: verified.collection, record: verified.record } : null;
}
