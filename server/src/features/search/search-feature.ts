import type { Feature } from '../../app.js';
import { messageSearch } from './0007_message_search.js';
import { indexMessageWrites, unindexDeletedMessages } from './message-indexing.js';
import { searchMessages } from './message-search.js';
import { searchIndexFor } from './search-index-for.js';

/**
 * The index's daily upkeep (03:30 UTC): entries whose message went around the hooks are
 * removed, then the index is compacted.
 */
export const SEARCH_UPKEEP_JOB = { id: 'hearthSearchUpkeep', expression: '30 3 * * *' } as const;

/**
 * Message search (docs/chat-data-model.md, "Search"): a full-text index over the messages,
 * kept in step with their writes in the same transaction, and `GET /api/hearth/search`.
 * Needs the chat feature, set up before it, as is every feature that changes a message's text
 * before it is stored: the index takes the text its write hook sees.
 */
export const searchFeature: Feature = {
  name: 'search',
  migrations: [messageSearch],
  setup(app) {
    const index = searchIndexFor(app.db.dialect);
    app.recordHooks.onBeforeWrite(indexMessageWrites(index));
    app.recordHooks.onBeforeDelete(unindexDeletedMessages(index));
    app.routes.add({
      method: 'GET',
      path: '/api/hearth/search',
      handler: ({ info }) => searchMessages(app, index, info),
    });
    app.crons.add(SEARCH_UPKEEP_JOB.id, SEARCH_UPKEEP_JOB.expression, async () => {
      const removed = await index.removeOrphans(app.db);
      if (removed > 0) {
        app.logger.info('search index: removed entries of gone messages', { removed });
      }
      await index.compact(app.db);
    });
  },
};
