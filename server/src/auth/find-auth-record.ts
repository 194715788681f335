import type { AuthCollectionModel } from '@hearth/shared';
import { findFirstRecord } from '../records/record-store.js';
import type { RecordValues } from '../request-info.js';
import type { Queryable } from '../storage/db.js';
import { isNoCaseIndexed } from '../collections/index-definition.js';

/**
 * Finds the auth record with an email, as PocketBase's `FindAuthRecordByEmail`: the match is
 * case-insensitive only when the email's unique index says `COLLATE NOCASE`.
 */
export function findAuthRecordByEmail(
  q: Queryable,
  collection: AuthCollectionModel,
  email: string,
): Promise<RecordValues | null> {
  if (email === '') return Promise.resolve(null);
  const column = q.dialect.quoteIdent('email');
  const text = isNoCaseIndexed(collection, 'email')
    ? q.dialect.nocaseEqual(column, '?')
    : `${column} = ?`;
  return findFirstRecord(q, collection, { text, params: [email] });
}
