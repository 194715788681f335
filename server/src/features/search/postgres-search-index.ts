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
import { cjkTokens, foldText, indexText, segmentsOf, wordsOf } from './search-text.js';

/**
 * One row per indexed message: its tokens in order (as FTS5 would cut `indexText`), the same
 * tokens and the chat as a `tsvector` (GIN-indexed, no positions: it only finds candidates),
 * and the row's length as bm25 counts it. Named as SQLite's rows table, which it replaces.
 */
export const ROWS_TABLE = '_hearthMessageSearchRows';
const LEXEMES_INDEX = '_hearthMessageSearchLexemes';
/**
 * One row: how many rows were ever indexed and their total length, bm25's document count and
 * average length as FTS5 keeps them: a contentless FTS5 table (`contentless_delete`) adds every
 * row it indexes to its totals and takes nothing away when a row is deleted, so an edited
 * message counts twice. Kept by triggers: each index insert adds to two transaction-local
 * settings, and a deferred trigger adds them to this row once, at commit. (Updating the row
 * once per message would make a transaction that indexes n messages cost n², as each update
 * walks the versions the transaction already made of it.)
 */
const TOTALS_TABLE = '_hearthMessageSearchTotals';
const PENDING_DOCS = 'hearth.search_pending_docs';
const PENDING_TOKENS = 'hearth.search_pending_tokens';
/** Counts a phrase's occurrences in a token array (the `tsvector` keeps no order). */
const PHRASE_HITS = 'hearth_search_phrase_hits';
/**
 * Longer tokens are cut to this many characters in the `tsvector` (a lexeme may not exceed
 * 2 KB); the token array keeps them whole, so matching stays exact.
 */
const LEXEME_MAX = 200;
/** FTS5's bm25 constants, so that both engines rank alike. */
const BM25_K1 = 1.2;
const BM25_B = 0.75;

/**
 * The PostgreSQL message index: the same tokens as SQLite's FTS5 table (CJK runs as bigrams plus
 * the run's last character, other words as `unicode61` cuts them), so that what matches and how
 * it ranks are the same. A GIN index over a `tsvector` of the tokens finds candidates: exact
 * lexemes for words and CJK bigrams (a two-character CJK query is one lexeme), prefix lexemes
 * (`'run':*`) for prefixes and lone CJK characters. `hearth_search_phrase_hits` then counts each
 * phrase in the ordered tokens, which both decides the match (consecutive tokens) and gives bm25
 * its term frequencies; document counts and lengths come from the whole index, as FTS5's do.
 */
export const postgresSearchIndex: MessageSearchIndex = {
  async create(q) {
    const quote = q.dialect.quoteIdent;
    await q.run(
      `CREATE TABLE ${quote(ROWS_TABLE)} (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        message TEXT NOT NULL UNIQUE,
        tokens TEXT[] COLLATE "C" NOT NULL,
        lexemes TSVECTOR NOT NULL,
        length INTEGER NOT NULL)`,
    );
    await q.run(`CREATE INDEX ${quote(LEXEMES_INDEX)} ON ${quote(ROWS_TABLE)} USING gin (lexemes)`);
    await q.run(PHRASE_HITS_FUNCTION);
    await q.run(
      `CREATE TABLE ${quote(TOTALS_TABLE)} (docs BIGINT NOT NULL, tokens BIGINT NOT NULL)`,
    );
    await q.run(`INSERT INTO ${quote(TOTALS_TABLE)} (docs, tokens) VALUES (0, 0)`);
    await q.run(COUNT_FUNCTION);
    await q.run(FLUSH_FUNCTION);
    await q.run(
      `CREATE TRIGGER ${quote(`${ROWS_TABLE}Count`)} AFTER INSERT ON ${quote(ROWS_TABLE)}
        FOR EACH ROW EXECUTE FUNCTION hearth_search_count()`,
    );
    await q.run(
      `CREATE CONSTRAINT TRIGGER ${quote(`${ROWS_TABLE}Flush`)}
        AFTER INSERT ON ${quote(ROWS_TABLE)} DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION hearth_search_flush()`,
    );
  },

  put,
  remove,

  async find(q, query: MessageQuery) {
    if (query.terms.length === 0 || query.chats.length === 0) return [];
    const quote = q.dialect.quoteIdent;
    const phrases = query.terms.flatMap(phrasesOf);
    const stats = await corpusStats(q, phrases);
    const scored = phrases.map((phrase, i) => ({
      tokens: phrase.tokens,
      prefix: phrase.prefix,
      required: phrase.required,
      idf: inverseFrequency(stats.docs, stats.hits[i] ?? 0),
    }));
    const restrictInIndex = query.chats.length <= MAX_INDEXED_CHATS;
    const candidates = candidateQuery(
      phrases.filter((phrase) => phrase.required),
      restrictInIndex ? query.chats : [],
    );
    const where = [
      's.matches',
      `m.kind = 'text'`,
      'm.deleted = ?',
      'm.chat IN (SELECT jsonb_array_elements_text(CAST(? AS jsonb)))',
    ];
    const params: SqlValue[] = [
      JSON.stringify(scored),
      candidates,
      query.user,
      stats.docs === 0 ? 1 : stats.tokens / stats.docs,
      q.dialect.bool(false),
      JSON.stringify(query.chats),
    ];
    pushMessageFilters(query, where, params);
    // note: the candidates come first, from the GIN index (MATERIALIZED keeps them first: left
    // to itself the planner may walk every message of the caller's chats, as it cannot tell how
    // rare a prefix is). bm25 is FTS5's, in double precision (a bare 1.2 would be numeric):
    // -Σ idf · f·(k1+1) / (f + k1·(1 − b + b·length/avgdl)).
    const rows = await q.all<{ id: string }>(
      `WITH phrases AS MATERIALIZED (
          SELECT * FROM jsonb_to_recordset(CAST(? AS jsonb))
            AS p(tokens text[], prefix boolean, required boolean, idf double precision)),
        r AS MATERIALIZED (
          SELECT message, tokens, length FROM ${quote(ROWS_TABLE)}
          WHERE lexemes @@ CAST(? AS tsquery))
        SELECT m.id AS id FROM r
        JOIN messages AS m ON m.id = r.message
        JOIN chat_members AS cm ON cm.chat = m.chat AND cm.${quote('user')} = ?
        CROSS JOIN (SELECT CAST(? AS double precision) AS length) AS average
        CROSS JOIN LATERAL (
          SELECT bool_and(f.hits > 0 OR NOT f.required) AS matches,
            -sum(f.idf * (f.hits * (${BM25_K1}::float8 + 1.0::float8)) / (f.hits + ${BM25_K1}::float8
              * (1.0::float8 - ${BM25_B}::float8 + ${BM25_B}::float8 * r.length / average.length))) AS rank
          FROM (SELECT p.idf, p.required, ${PHRASE_HITS}(r.tokens, p.tokens, p.prefix) AS hits
            FROM phrases AS p) AS f) AS s
        WHERE ${where.join(' AND ')}
        ORDER BY s.rank, m.created DESC, m.id DESC
        LIMIT ? OFFSET ?`,
      [...params, query.limit, query.offset],
    );
    return rows.map((row) => row.id);
  },

  async compact(db) {
    const quote = db.dialect.quoteIdent;
    // note: GIN puts new entries in a pending list that every query scans; this merges it into
    // the index proper (what FTS5's merge is to its segments), and refreshes the statistics.
    await db.transaction(async (tx) => {
      await tx.get(`SELECT gin_clean_pending_list(CAST(? AS regclass)) AS pages`, [
        quote(LEXEMES_INDEX),
      ]);
    });
    await db.run(`ANALYZE ${db.dialect.quoteIdent(ROWS_TABLE)}`);
  },

  async removeOrphans(db) {
    const rows = db.dialect.quoteIdent(ROWS_TABLE);
    const orphan = `NOT EXISTS (SELECT 1 FROM messages AS m WHERE m.id = r.message
      AND m.kind = 'text' AND m.deleted = ? AND m.text <> '')`;
    let removed = 0;
    for (let after = 0; ;) {
      const slice = await db.all<{ id: string; orphan: boolean }>(
        `SELECT r.id AS id, ${orphan} AS orphan FROM ${rows} AS r WHERE r.id > ? ORDER BY r.id LIMIT ?`,
        [db.dialect.bool(false), after, SWEEP_SLICE],
      );
      const last = slice[slice.length - 1];
      if (!last) return removed;
      after = Number(last.id);
      const ids = slice.filter((row) => row.orphan).map((row) => row.id);
      for (let at = 0; at < ids.length; at += SWEEP_DELETES) {
        const batch = ids.slice(at, at + SWEEP_DELETES);
        removed += await db.transaction(async (tx) => {
          // note: checked again in the deleting statement: the message may have come back since.
          const gone = await tx.all(
            `DELETE FROM ${rows} AS r WHERE r.id IN
              (SELECT CAST(jsonb_array_elements_text(CAST(? AS jsonb)) AS bigint)) AND ${orphan}
              RETURNING r.id`,
            [JSON.stringify(batch), tx.dialect.bool(false)],
          );
          return gone.length;
        });
      }
    }
  },
};

/** A phrase of a query: consecutive tokens, the last one a prefix or not. */
interface Phrase {
  tokens: string[];
  prefix: boolean;
  /** Whether the term needs it: the exact twin of a prefix only ranks (`run` above `running`). */
  required: boolean;
}

/** The phrases FTS5's MATCH expression makes of a term (`matchExpression`), in its order. */
function phrasesOf(term: SearchTerm): Phrase[] {
  switch (term.kind) {
    case 'cjk':
      return [{ tokens: term.grams, prefix: false, required: true }];
    case 'character':
      return [{ tokens: [term.text], prefix: true, required: true }];
    case 'words':
      if (!term.isPrefix) return [{ tokens: term.words, prefix: false, required: true }];
      return [
        { tokens: term.words, prefix: false, required: false },
        { tokens: term.words, prefix: true, required: true },
      ];
  }
}

/** The tokens of a message's text as FTS5's `unicode61` cuts `indexText`, in order. */
export function tokensOf(text: string): string[] {
  return segmentsOf(foldText(text)).flatMap((segment) =>
    segment.isCjk ? cjkTokens(segment.text) : wordsOf(segment.text),
  );
}

async function put(q: Queryable, message: IndexedMessage): Promise<void> {
  await remove(q, message.id);
  // note: FTS5 keeps a row for any non-empty body, even one without tokens ('!!!'): it counts
  // in bm25's document count and average length.
  if (indexText(message.text) === '') return;
  const tokens = tokensOf(message.text);
  // note: bm25's length is the row's, over both FTS5 columns: the chat id is tokens too.
  const length = tokens.length + wordsOf(foldText(message.chat)).length;
  await q.run(
    `INSERT INTO ${q.dialect.quoteIdent(ROWS_TABLE)} (message, tokens, lexemes, length)
      SELECT ?, t.tokens, array_to_tsvector(t.lexemes), ?
      FROM (SELECT ARRAY(SELECT jsonb_array_elements_text(CAST(? AS jsonb))) AS tokens,
        ARRAY(SELECT jsonb_array_elements_text(CAST(? AS jsonb))) AS lexemes) AS t`,
    [
      message.id,
      length,
      JSON.stringify(tokens),
      JSON.stringify([...tokens.map(lexemeOf), chatLexeme(message.chat)]),
    ],
  );
}

async function remove(q: Queryable, messageId: string): Promise<void> {
  await q.run(`DELETE FROM ${q.dialect.quoteIdent(ROWS_TABLE)} WHERE message = ?`, [messageId]);
}

/** A token as the `tsvector` holds it: cut to `LEXEME_MAX` characters. */
function lexemeOf(token: string): string {
  const characters = Array.from(token);
  return characters.length > LEXEME_MAX ? characters.slice(0, LEXEME_MAX).join('') : token;
}

/**
 * The `tsquery` of the lexemes a phrase's rows must all hold (a superset of its matches): each
 * token exact, the last a prefix when the phrase ends in one. A cut token matches the cut
 * lexeme exactly, prefix or not. Written as `tsquery` text: quoted, `'` and `\` escaped.
 */
function lexemeQuery(phrase: Phrase): string {
  return phrase.tokens
    .map((token, i) => {
      const lexeme = lexemeOf(token);
      const isPrefix = phrase.prefix && i === phrase.tokens.length - 1 && lexeme === token;
      return `${quoteLexeme(lexeme)}${isPrefix ? ':*' : ''}`;
    })
    .join(' & ');
}

/** Every required phrase's lexemes, and one of the chats' when they are given. */
function candidateQuery(phrases: readonly Phrase[], chats: readonly string[]): string {
  const terms = phrases.map((phrase) => `(${lexemeQuery(phrase)})`);
  if (chats.length > 0) {
    terms.push(`(${chats.map((chat) => quoteLexeme(chatLexeme(chat))).join(' | ')})`);
  }
  return terms.join(' & ');
}

/** A `tsquery` lexeme: quoted, with `'` and `\` escaped. */
function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** The lexeme that tells a row's chat: its id after a space, which no token can start with. */
function chatLexeme(chat: string): string {
  return ` ${chat}`;
}

/** Whether the `tsvector` alone decides a phrase: one token, not cut. */
function isDecidedByLexemes(phrase: Phrase): boolean {
  return phrase.tokens.length === 1 && lexemeOf(phrase.tokens[0] ?? '') === phrase.tokens[0];
}

interface CorpusStats {
  docs: number;
  tokens: number;
  /** For each phrase, how many rows of the whole index hold it (bm25's document frequency). */
  hits: number[];
}

/**
 * What bm25 needs of the whole index, as FTS5 reads it: rows and tokens ever indexed (with what
 * this transaction has not yet added), and how many rows hold each phrase now.
 */
async function corpusStats(q: Queryable, phrases: readonly Phrase[]): Promise<CorpusStats> {
  const rows = q.dialect.quoteIdent(ROWS_TABLE);
  const params: SqlValue[] = [];
  const counts = phrases.map((phrase, i) => {
    params.push(lexemeQuery(phrase));
    if (isDecidedByLexemes(phrase)) {
      return `(SELECT count(*) FROM ${rows} AS r WHERE r.lexemes @@ CAST(? AS tsquery)) AS h${i}`;
    }
    params.push(JSON.stringify(phrase.tokens), phrase.prefix);
    return `(SELECT count(*) FROM ${rows} AS r WHERE r.lexemes @@ CAST(? AS tsquery)
      AND ${PHRASE_HITS}(r.tokens, ARRAY(SELECT jsonb_array_elements_text(CAST(? AS jsonb))), ?) > 0)
      AS h${i}`;
  });
  const row = await q.get<Record<string, string | number>>(
    `SELECT t.docs + ${pending(PENDING_DOCS)} AS docs, t.tokens + ${pending(PENDING_TOKENS)} AS tokens,
      ${counts.join(', ')} FROM ${q.dialect.quoteIdent(TOTALS_TABLE)} AS t`,
    params,
  );
  return {
    docs: Number(row?.['docs'] ?? 0),
    tokens: Number(row?.['tokens'] ?? 0),
    hits: phrases.map((_, i) => Number(row?.[`h${i}`] ?? 0)),
  };
}

/** A transaction-local counter's value (a setting never set reads as null, once reset as ''). */
function pending(setting: string): string {
  return `coalesce(nullif(current_setting('${setting}', true), ''), '0')::bigint`;
}

/** FTS5's idf: ln((N − n + 0.5) / (n + 0.5)), and a tiny positive weight where that is ≤ 0. */
function inverseFrequency(docs: number, hits: number): number {
  const idf = Math.log((docs - hits + 0.5) / (hits + 0.5));
  return idf <= 0 ? 1e-6 : idf;
}

/**
 * How many times `phrase` occurs in `tokens` as consecutive tokens, overlaps included (FTS5's
 * phrase instances); with `is_prefix`, the last token need only start with the phrase's last.
 */
const PHRASE_HITS_FUNCTION = String.raw`
CREATE OR REPLACE FUNCTION ${PHRASE_HITS}(tokens text[], phrase text[], is_prefix boolean)
RETURNS integer LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  size integer := cardinality(phrase);
  last text := phrase[size];
  hits integer := 0;
  same boolean;
BEGIN
  IF size = 1 AND NOT is_prefix THEN
    RETURN coalesce(cardinality(array_positions(tokens, last)), 0);
  END IF;
  FOR start IN 0 .. cardinality(tokens) - size LOOP
    same := true;
    FOR i IN 1 .. size - 1 LOOP
      IF tokens[start + i] <> phrase[i] THEN
        same := false;
        EXIT;
      END IF;
    END LOOP;
    IF same AND ((is_prefix AND starts_with(tokens[start + size], last))
        OR (NOT is_prefix AND tokens[start + size] = last)) THEN
      hits := hits + 1;
    END IF;
  END LOOP;
  RETURN hits;
END
$fn$`;

/** Adds each indexed row to the transaction's pending totals. */
const COUNT_FUNCTION = String.raw`
CREATE OR REPLACE FUNCTION hearth_search_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  docs bigint := ${pending(PENDING_DOCS)} + 1;
  tokens bigint := ${pending(PENDING_TOKENS)} + NEW.length;
BEGIN
  PERFORM set_config('${PENDING_DOCS}', docs::text, true),
    set_config('${PENDING_TOKENS}', tokens::text, true);
  RETURN NULL;
END
$fn$`;

/** At commit, adds the pending totals to the totals row, once (the first firing clears them). */
const FLUSH_FUNCTION = String.raw`
CREATE OR REPLACE FUNCTION hearth_search_flush() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  pending_docs bigint := ${pending(PENDING_DOCS)};
  pending_tokens bigint := ${pending(PENDING_TOKENS)};
BEGIN
  IF pending_docs <> 0 OR pending_tokens <> 0 THEN
    UPDATE "${TOTALS_TABLE}" SET docs = docs + pending_docs, tokens = tokens + pending_tokens;
    PERFORM set_config('${PENDING_DOCS}', '0', true), set_config('${PENDING_TOKENS}', '0', true);
  END IF;
  RETURN NULL;
END
$fn$`;
