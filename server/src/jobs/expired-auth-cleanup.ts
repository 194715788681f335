import type { AuthCollectionModel } from '@hearth/shared';
import { formatDate } from '../lib/dates.js';
import type { Db } from '../storage/db.js';

/** Where PocketBase keeps pending OTPs and MFA sessions, and which duration bounds each. */
const EXPIRING = {
  otps: { table: '_otps', duration: (collection: AuthCollectionModel) => collection.otp.duration },
  mfas: { table: '_mfas', duration: (collection: AuthCollectionModel) => collection.mfa.duration },
} as const;

/**
 * Deletes the OTPs or MFA sessions that outlived their auth collection's configured duration
 * (`otp.duration` / `mfa.duration`, in seconds); returns how many rows went.
 */
export async function deleteExpiredAuthRows(
  db: Db,
  kind: keyof typeof EXPIRING,
  authCollections: readonly AuthCollectionModel[],
  now: Date = new Date(),
): Promise<number> {
  const { table, duration } = EXPIRING[kind];
  const sql = `DELETE FROM ${db.dialect.quoteIdent(table)} WHERE ${db.dialect.quoteIdent('collectionRef')} = ? AND created < ?`;
  let deleted = 0;
  for (const collection of authCollections) {
    const cutoff = formatDate(new Date(now.getTime() - duration(collection) * 1000));
    deleted += (await db.run(sql, [collection.id, cutoff])).changes;
  }
  return deleted;
}
