import type { CollectionModel } from '@hearth/shared';
import { parseDate } from '../lib/dates.js';
import { valuesFromRow } from '../records/record-store.js';
import type { RecordValues } from '../request-info.js';
import type { Queryable } from '../storage/db.js';

/** The system collections that belong to one auth record (`_otps`, `_mfas`, `_authOrigins`). */
export const OTPS = '_otps';
export const MFAS = '_mfas';
export const AUTH_ORIGINS = '_authOrigins';

/**
 * Lists the rows of a per-record system collection that belong to an auth record, newest
 * first by `orderBy` (`created` or `updated`).
 */
export async function findOwnedRecords(
  q: Queryable,
  collection: CollectionModel,
  owner: { collectionId: string; recordId: string },
  orderBy: 'created' | 'updated',
): Promise<RecordValues[]> {
  const id = (name: string) => q.dialect.quoteIdent(name);
  const rows = await q.all(
    `SELECT * FROM ${id(collection.name)} WHERE ${id('collectionRef')} = ? AND ${id('recordRef')} = ? ORDER BY ${id(orderBy)} DESC, ${id('id')} DESC`,
    [owner.collectionId, owner.recordId],
  );
  return rows.map((row) => valuesFromRow(collection, row));
}

/** Tells whether a record created at `created` is older than `durationSeconds`. */
export function hasExpired(created: unknown, durationSeconds: number, now = Date.now()): boolean {
  const date = parseDate(created);
  return !date || date.getTime() + durationSeconds * 1000 < now;
}
