import type { CollectionRegistry } from '../collections/collection-registry.js';
import type { RecordHooks } from '../hooks/record-hooks.js';
import { AUTH_ORIGINS, MFAS, OTPS } from './auth-records-query.js';
import { EXTERNAL_AUTHS } from './oauth2/external-auths.js';

/** The system collections whose rows belong to an auth record (`collectionRef` + `recordRef`). */
const OWNED_BY_AUTH_RECORDS = [EXTERNAL_AUTHS, OTPS, MFAS, AUTH_ORIGINS] as const;

/**
 * Deletes an auth record's OAuth2 links, one-time passwords, MFA sessions and known login
 * origins in the same transaction as the record, as PocketBase does, so a deleted account
 * leaves nothing behind that could sign it back in or describe it.
 */
export function deleteAuthOwnedRecordsWithTheirOwner(
  hooks: RecordHooks,
  collections: CollectionRegistry,
): void {
  hooks.onBeforeDelete(async (event, q) => {
    if (event.collection.type !== 'auth') return;
    const id = (name: string) => q.dialect.quoteIdent(name);
    for (const name of OWNED_BY_AUTH_RECORDS) {
      const owned = collections.find(name);
      if (!owned) continue;
      await q.run(
        `DELETE FROM ${id(owned.name)} WHERE ${id('collectionRef')} = ? AND ${id('recordRef')} = ?`,
        [event.collection.id, String(event.record['id'])],
      );
    }
  });
}
