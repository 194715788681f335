import type { Queryable } from '../../storage/db.js';
import type { SqlValue } from '../../storage/sql.js';
import type { SearchTerm } from './search-query.js';

/** What the index holds of a message: enough to find it, restrict it to its chat, and re-index it. */
export interface IndexedMessage {
  id: string;
  chat: string;
  text: string;
}

/** One page of a search, as the caller may see it. */
export interface MessageQuery {
  terms: readonly SearchTerm[];
  /** The caller: matches are joined with their memberships at query time. */
  user: string;
  /** The chats to search, each one of the caller's; never empty. */
  chats: readonly string[];
  author: string | null;
  /** PocketBase date texts: `created` ≥ `after` and < `before`. */
  after: string | null;
  before: string | null;
  limit: number;
  offset: number;
}

/**
 * The message search index of one storage engine: the only code that knows its SQL. Writes take
 * the `Queryable` of the message write they follow, so the index changes in the same
 * transaction. `find` answers ids only; the caller loads and presents the records.
 */
export interface MessageSearchIndex {
  /** Creates the index's tables (a migration; empty, see `put`). */
  create(q: Queryable): Promise<void>;
  /** Indexes a message's text, replacing what was indexed for it. */
  put(q: Queryable, message: IndexedMessage): Promise<void>;
  /** Forgets a message; nothing happens when it is not indexed. */
  remove(q: Queryable, messageId: string): Promise<void>;
  /**
   * The ids of the matching messages of `query.chats` that are text, not deleted, and of a chat
   * `query.user` is a member of (checked again here, whatever `chats` says): best match
   * first, then newest.
   */
  find(q: Queryable, query: MessageQuery): Promise<string[]>;
  /**
   * Removes entries whose message is gone or no longer searchable (a collection truncated, rows
   * deleted by hand), a slice at a time, each slice in its own short transaction. Answers how
   * many went.
   */
  removeOrphans(db: Queryable): Promise<number>;
  /**
   * Brings the index to its fastest form to read (after a backfill, and daily), a slice of work
   * per short transaction so that message writes wait no longer than one slice.
   */
  compact(db: Queryable): Promise<void>;
}

/**
 * Searches of more chats than this leave the chat restriction to SQL, on both engines: each chat
 * is one more term for the index to walk, and past a few hundred that costs more than checking
 * the matches.
 */
export const MAX_INDEXED_CHATS = 500;
/** Index rows an orphan sweep reads per slice, and removes per transaction at most. */
export const SWEEP_SLICE = 5000;
export const SWEEP_DELETES = 500;

/**
 * The author and date conditions of a query on the messages table aliased `m`, the same on both
 * engines: pushes them onto `where` and their values onto `params`.
 */
export function pushMessageFilters(query: MessageQuery, where: string[], params: SqlValue[]): void {
  if (query.author !== null) {
    where.push('m.author = ?');
    params.push(query.author);
  }
  if (query.after !== null) {
    where.push('m.created >= ?');
    params.push(query.after);
  }
  if (query.before !== null) {
    where.push('m.created < ?');
    params.push(query.before);
  }
}
