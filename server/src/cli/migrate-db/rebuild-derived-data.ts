import type { CollectionModel } from '@hearth/shared';
import { backfillIndex, MESSAGES_COLLECTION } from '../../features/search/message-indexing.js';
import { searchIndexFor } from '../../features/search/search-index-for.js';
import type { Queryable } from '../../storage/db.js';

/**
 * Rebuilds on the target what is derived from the copied rows and kept in engine-specific
 * form, so it is never copied: the message search index (an FTS5 table on SQLite). The
 * target's migrations created it while it had no messages; it is filled in the copy's
 * transaction by the same code that indexes messages as they are written.
 */
export async function rebuildDerivedData(
  target: Queryable,
  collections: readonly CollectionModel[],
): Promise<void> {
  if (!collections.some((collection) => collection.name === MESSAGES_COLLECTION)) return;
  const index = searchIndexFor(target.dialect);
  await backfillIndex(index, target);
  await index.compact(target);
}
