import type { SearchResult } from '@hearth/shared';
import type { RecordModel } from 'pocketbase';
import type { Person } from './social-kit.js';
import type { TestServer } from './test-server.js';

/**
 * Message search as its clients use it (`GET /api/hearth/search`, docs/chat-data-model.md),
 * and what the index holds, read straight from the database to tell that it follows writes.
 */

const SEARCH_ROUTE = '/api/hearth/search';

/** Search parameters besides `q`. */
export type SearchParams = Partial<
  Record<'chat' | 'author' | 'after' | 'before' | 'page' | 'perPage', string | number>
>;

/** `GET /api/hearth/search` as `who`. */
export function search(
  who: Person,
  q: string,
  params: SearchParams = {},
): Promise<SearchResult<RecordModel>> {
  return who.pb.send<SearchResult<RecordModel>>(SEARCH_ROUTE, {
    method: 'GET',
    query: { q, ...params },
  });
}

/** The texts of the messages a search finds, in the order found. */
export async function foundTexts(who: Person, q: string, params: SearchParams = {}) {
  const result = await search(who, q, params);
  return result.items.map((hit) => String(hit.message['text']));
}

/** The parts of each hit's text its highlights mark. */
export async function highlightedParts(who: Person, q: string, params: SearchParams = {}) {
  const result = await search(who, q, params);
  return result.items.map((hit) => {
    const text = String(hit.message['text']);
    return hit.highlights.map(([start, end]) => text.slice(start, end));
  });
}

/** How many index entries a message has (0 or 1), read from the database. */
export async function indexEntries(server: TestServer, messageId: string): Promise<number> {
  const row = await server.app.db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM "_hearthMessageSearchRows" WHERE message = ?',
    [messageId],
  );
  return Number(row?.n ?? 0);
}

/**
 * Every index entry, with the full-text rows, as one text (to tell that nothing changed). On
 * PostgreSQL the entries are the full-text rows.
 */
export async function indexState(server: TestServer): Promise<string> {
  const db = server.app.db;
  const rows = await db.all('SELECT * FROM "_hearthMessageSearchRows" ORDER BY id');
  if (db.dialect.name === 'postgres') return JSON.stringify({ rows, fts: rows.length });
  const fts = await db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM "_hearthMessageSearch_docsize"',
  );
  return JSON.stringify({ rows, fts: fts?.n });
}

/**
 * How many segments the index is in. FTS5: each write makes one, compaction merges them.
 * PostgreSQL: the GIN index, plus one while its pending list (where writes go first) holds
 * entries, which compaction moves into the index (read with `pgstattuple`).
 */
export async function indexSegments(server: TestServer): Promise<number> {
  const db = server.app.db;
  if (db.dialect.name === 'postgres') {
    await db.run('CREATE EXTENSION IF NOT EXISTS pgstattuple');
    const row = await db.get<{ pending: number }>(
      `SELECT pending_tuples AS pending FROM pgstatginindex('"_hearthMessageSearchLexemes"')`,
    );
    return Number(row?.pending ?? 0) > 0 ? 2 : 1;
  }
  const row = await db.get<{ n: number }>(
    'SELECT COUNT(DISTINCT segid) AS n FROM "_hearthMessageSearch_idx"',
  );
  return Number(row?.n ?? 0);
}
