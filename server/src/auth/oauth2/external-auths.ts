import type { CollectionModel } from '@hearth/shared';
import type { CollectionRegistry } from '../../collections/collection-registry.js';
import { findFirstRecord } from '../../records/record-store.js';
import type { RecordValues } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { findOwnedRecords } from '../auth-records-query.js';

/** PocketBase's collection of links between auth records and provider accounts. */
export const EXTERNAL_AUTHS = '_externalAuths';

/** What identifies a provider account within an auth collection. */
export interface ProviderAccount {
  collectionId: string;
  provider: string;
  providerId: string;
}

/** The `_externalAuths` collection, which the system migration always creates. */
export function externalAuthsOf(collections: CollectionRegistry): CollectionModel {
  const collection = collections.find(EXTERNAL_AUTHS);
  if (!collection) throw new Error(`missing collection ${EXTERNAL_AUTHS}`);
  return collection;
}

/** The link of a provider account, if there is one. */
export function findLink(
  q: Queryable,
  links: CollectionModel,
  account: ProviderAccount,
): Promise<RecordValues | null> {
  const id = (name: string) => q.dialect.quoteIdent(name);
  return findFirstRecord(q, links, {
    text: `${id('collectionRef')} = ? AND ${id('provider')} = ? AND ${id('providerId')} = ?`,
    params: [account.collectionId, account.provider, account.providerId],
  });
}

/** Every link of one auth record, newest first. */
export function findLinksOf(
  q: Queryable,
  links: CollectionModel,
  owner: { collectionId: string; recordId: string },
): Promise<RecordValues[]> {
  return findOwnedRecords(q, links, owner, 'created');
}
