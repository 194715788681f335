import type { Migration } from '../../migrations/migration.js';
import { backfillIndex } from './message-indexing.js';
import { searchIndexFor } from './search-index-for.js';

/**
 * Message search: creates the index and fills it with the messages already stored, then
 * compacts it, in the migration's one transaction (an install upgraded mid-way keeps no
 * half-built index).
 */
export const messageSearch: Migration = {
  name: '0007_message_search',
  async up({ q }) {
    const index = searchIndexFor(q.dialect);
    await index.create(q);
    await backfillIndex(index, q);
    await index.compact(q);
  },
};
