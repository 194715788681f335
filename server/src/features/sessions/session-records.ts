import { SESSIONS_COLLECTION_ID } from '@hearth/shared';
import type { CollectionModel } from '@hearth/shared';
import type { App } from '../../app.js';
import { SUPERUSERS, systemRequestInfo, type RequestInfo } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';

/** The `sessions` collection, which the feature's migration created. */
export function sessionsOf(app: App): CollectionModel {
  const collection = app.collections.find(SESSIONS_COLLECTION_ID);
  if (!collection) throw new Error('missing the sessions collection');
  return collection;
}

/** Full rights, for the session writes only the server makes. */
export function systemInfo(app: App): RequestInfo {
  const superusers = app.collections.find(SUPERUSERS);
  if (superusers?.type !== 'auth') throw new Error('_superusers must be an auth collection');
  return systemRequestInfo(superusers);
}

/**
 * Ends sessions of a user: each is deleted through the record service, so its connections
 * hear it and lose their authorization once the deletes commit (`announceEndedSessions`).
 * With `q`, the deletes join that transaction. Returns how many it ended.
 */
export async function endSessions(
  app: App,
  userId: string,
  keep: string | undefined,
  q?: Queryable,
): Promise<number> {
  const run = async (tx: Queryable) => {
    const rows = await tx.all<{ id: string }>(
      `SELECT id FROM ${tx.dialect.quoteIdent('sessions')} WHERE ${tx.dialect.quoteIdent('user')} = ?`,
      [userId],
    );
    const ended = rows.filter((row) => row.id !== keep);
    const collection = sessionsOf(app);
    const info = systemInfo(app);
    for (const { id } of ended) await app.records.delete(collection, id, info, { tx });
    return ended.length;
  };
  return q ? run(q) : app.records.transaction(run);
}
