import type { Queryable } from '../../storage/db.js';
import type { SqlValue } from '../../storage/sql.js';
import {
  MAX_INDEXED_CHATS,
  pushMessageFilters,
  SWEEP_DELETES,
  SWEEP_SLICE,
  type IndexedMessage,
  type MessageQuery,
  type MessageSearchIndex,
} from './search-index.js';
import type { SearchTerm } from './search-query.js';
import { indexText } from './search-text.js';

/** The FTS5 table: `body` (the folded text, CJK as bigrams) and `chat` (the chat's id). */
export const FTS_TABLE = '_hearthMessageSearch';
/**
 * Which message each FTS row is. The FTS rowid is this table's own `INTEGER PRIMARY KEY`, kept
 * by VACUUM, unlike the implicit rowid of `messages` (whose key is its text id).
 */
export const ROWS_TABLE = '_hearthMessageSearchRows';
/** Pages of merging per step of `compact`: tens of milliseconds of the write lock. */
const MERGE_PAGES = 200;
/** A bound on `compact`'s steps (a million messages take about a hundred). */
const MAX_MERGE_STEPS = 10_000;

/**
 * The SQLite message index: a contentless FTS5 table (it stores no copy of the text, and
 * `contentless_delete` lets edits and deletions remove rows) over `indexText`, tokenised by
 * `unicode61` (case folding and diacritics again, for what NFKC left) with combining marks kept
 * inside words (`M*`), so Indic and Thai words are not cut at their vowel signs.
 *
 * FTS5 writes each transaction's rows as a new segment and merges segments as they pile up; a
 * query looks every term (each of the caller's chats is one) up in every segment, so `compact`
 * merges them into one after a backfill and daily.
 */
export const sqliteSearchIndex: MessageSearchIndex = {
  async create(q) {
    const [fts, rows] = [q.dialect.quoteIdent(FTS_TABLE), q.dialect.quoteIdent(ROWS_TABLE)];
    await q.run(`CREATE TABLE ${rows} (id INTEGER PRIMARY KEY, message TEXT NOT NULL UNIQUE)`);
    await q.run(
      `CREATE VIRTUAL TABLE ${fts} USING fts5(body, chat, content='', contentless_delete=1, ` +
        `tokenize="unicode61 remove_diacritics 2 categories 'L* N* Co M*'")`,
    );
    // note: the chat column only restricts; its matches must not weigh in the ranking.
    await q.run(`INSERT INTO ${fts} (${fts}, rank) VALUES ('rank', 'bm25(1.0, 0.0)')`);
  },

  put,
  remove,

  async find(q, query: MessageQuery) {
    if (query.terms.length === 0 || query.chats.length === 0) return [];
    const quote = q.dialect.quoteIdent;
    const restrictInFts = query.chats.length <= MAX_INDEXED_CHATS;
    const where = [`${quote(FTS_TABLE)} MATCH ?`, `m.kind = 'text'`, 'm.deleted = ?'];
    const params: SqlValue[] = [
      query.user,
      matchExpression(query.terms, restrictInFts ? query.chats : []),
      q.dialect.bool(false),
    ];
    if (!restrictInFts) {
      where.push('m.chat IN (SELECT value FROM json_each(?))');
      params.push(JSON.stringify(query.chats));
    }
    pushMessageFilters(query, where, params);
    // note: CROSS JOIN fixes the join order: FTS first, then a lookup per match. Left to
    // itself the planner may start from the caller's memberships and run the MATCH per row.
    const rows = await q.all<{ id: string }>(
      `SELECT m.id AS id FROM ${quote(FTS_TABLE)}
        CROSS JOIN ${quote(ROWS_TABLE)} AS r ON r.id = ${quote(FTS_TABLE)}.rowid
        CROSS JOIN messages AS m ON m.id = r.message
        CROSS JOIN chat_members AS cm ON cm.chat = m.chat AND cm.${quote('user')} = ?
        WHERE ${where.join(' AND ')}
        ORDER BY ${quote(FTS_TABLE)}.rank, m.created DESC, m.id DESC
        LIMIT ? OFFSET ?`,
      [...params, query.limit, query.offset],
    );
    return rows.map((row) => row.id);
  },

  async compact(db) {
    const fts = db.dialect.quoteIdent(FTS_TABLE);
    for (let step = 0; step < MAX_MERGE_STEPS; step++) {
      const isDone = await db.transaction(async (tx) => {
        const before = await totalChanges(tx);
        // note: a negative page count merges every segment into one, that much work at a time.
        await tx.run(`INSERT INTO ${fts} (${fts}, rank) VALUES ('merge', ?)`, [-MERGE_PAGES]);
        // note: a merge with nothing left to do changes nothing but its own row.
        return (await totalChanges(tx)) - before <= 1;
      });
      if (isDone) return;
    }
  },

  async removeOrphans(db) {
    const rows = db.dialect.quoteIdent(ROWS_TABLE);
    const orphan = `NOT EXISTS (SELECT 1 FROM messages AS m WHERE m.id = r.message
      AND m.kind = 'text' AND m.deleted = ? AND m.text <> '')`;
    let removed = 0;
    for (let after = 0; ;) {
      const slice = await db.all<{ id: number; orphan: number }>(
        `SELECT r.id AS id, ${orphan} AS orphan FROM ${rows} AS r WHERE r.id > ? ORDER BY r.id LIMIT ?`,
        [db.dialect.bool(false), after, SWEEP_SLICE],
      );
      const last = slice[slice.length - 1];
      if (!last) return removed;
      after = last.id;
      const ids = slice.filter((row) => row.orphan).map((row) => row.id);
      for (let at = 0; at < ids.length; at += SWEEP_DELETES) {
        removed += await db.transaction(async (tx) => {
          let count = 0;
          for (const id of ids.slice(at, at + SWEEP_DELETES)) {
            // note: checked again under the write lock: the message may have come back since.
            const gone = await tx.get(
              `DELETE FROM ${rows} AS r WHERE r.id = ? AND ${orphan} RETURNING id`,
              [id, tx.dialect.bool(false)],
            );
            if (gone) {
              await deleteFtsRow(tx, id);
              count++;
            }
          }
          return count;
        });
      }
    }
  },
};

async function put(q: Queryable, message: IndexedMessage): Promise<void> {
  await remove(q, message.id);
  const body = indexText(message.text);
  if (body === '') return;
  const row = await q.get<{ id: number }>(
    `INSERT INTO ${q.dialect.quoteIdent(ROWS_TABLE)} (message) VALUES (?) RETURNING id`,
    [message.id],
  );
  if (!row) throw new Error('the search index row was not created');
  await q.run(
    `INSERT INTO ${q.dialect.quoteIdent(FTS_TABLE)} (rowid, body, chat) VALUES (?, ?, ?)`,
    [row.id, body, message.chat],
  );
}

async function remove(q: Queryable, messageId: string): Promise<void> {
  const row = await q.get<{ id: number }>(
    `DELETE FROM ${q.dialect.quoteIdent(ROWS_TABLE)} WHERE message = ? RETURNING id`,
    [messageId],
  );
  if (row) await deleteFtsRow(q, row.id);
}

async function totalChanges(q: Queryable): Promise<number> {
  const row = await q.get<{ n: number }>('SELECT total_changes() AS n');
  return Number(row?.n ?? 0);
}

function deleteFtsRow(q: Queryable, id: number): Promise<unknown> {
  return q.run(`DELETE FROM ${q.dialect.quoteIdent(FTS_TABLE)} WHERE rowid = ?`, [id]);
}

/**
 * The FTS5 query for a search: every term in `body`, ANDed, each written as a quoted string
 * built here from folded tokens, never from the user's syntax; then the chats as ORed quoted
 * ids in `chat`. A word also matches as itself so that exact words rank above prefixes.
 *
 * `[words [run] prefix, cjk 東京]`, `[c1, c2]` ⇒
 * `body : (("run" OR "run"*) AND "東京") AND chat : ("c1" OR "c2")`
 */
export function matchExpression(terms: readonly SearchTerm[], chats: readonly string[]): string {
  const body = terms.map(termExpression).join(' AND ');
  if (chats.length === 0) return `body : (${body})`;
  return `body : (${body}) AND chat : (${chats.map(ftsString).join(' OR ')})`;
}

function termExpression(term: SearchTerm): string {
  switch (term.kind) {
    case 'cjk':
      return ftsString(term.grams.join(' '));
    case 'character':
      return `${ftsString(term.text)}*`;
    case 'words': {
      const phrase = ftsString(term.words.join(' '));
      return term.isPrefix ? `(${phrase} OR ${phrase}*)` : phrase;
    }
  }
}

/** An FTS5 string: inside double quotes, where only a doubled quote is special. */
function ftsString(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}
