import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from '@hearth/shared';
import type { SearchHit } from '@hearth/shared';
import { loadPb } from '../lib/load-pb';
import type { UserRecord } from '../lib/user-record';
import type { ChatRecord, MessageRecord } from './chat-records';

/** A found message, with its author and chat (`GET /api/hearth/search`). */
export type FoundMessage = MessageRecord & { expand?: { author?: UserRecord; chat?: ChatRecord } };

/** One search result: the message and the matched `[start, end)` ranges of its text. */
export type MessageHit = SearchHit<FoundMessage>;

/** What to search: the words, and filters ('' for none; dates as `YYYY-MM-DD`). */
export interface SearchRequest {
  q: string;
  chat: string;
  author: string;
  after: string;
  before: string;
}

/** One page of results, best match first, and whether another page may follow. */
export interface SearchPage {
  hits: MessageHit[];
  hasMore: boolean;
}

const FILTERS = ['chat', 'author', 'after', 'before'] as const;

/**
 * Searches the caller's messages. `requestKey` names the search box: a newer search from the
 * same box cancels the one still on its way.
 */
export async function searchMessages(
  request: SearchRequest,
  page: number,
  requestKey: string,
): Promise<SearchPage> {
  const { pb } = await loadPb();
  const query: Record<string, string | number> = {
    q: request.q.slice(0, SEARCH_QUERY_MAX),
    page,
    perPage: SEARCH_PAGE_SIZE,
  };
  for (const filter of FILTERS) if (request[filter]) query[filter] = request[filter];
  const answer = await pb.send<{ items?: MessageHit[] }>('/api/hearth/search', {
    query,
    requestKey,
  });
  const hits = answer.items ?? [];
  return { hits, hasMore: hits.length >= SEARCH_PAGE_SIZE };
}
