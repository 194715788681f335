import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../storage/db.js';
import { openPostgresDb } from '../../storage/postgres/postgres-db.js';
import { openSqliteDb } from '../../storage/sqlite/sqlite-db.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-postgres.js';
import { postgresSearchIndex } from './postgres-search-index.js';
import type { MessageQuery, MessageSearchIndex } from './search-index.js';
import { parseSearchQuery } from './search-query.js';
import { sqliteSearchIndex } from './sqlite-search-index.js';

/**
 * The PostgreSQL index against SQLite's FTS5 one over the same messages: the same ids in the
 * same order for every query (matching and bm25 ranking alike), including queries of two CJK
 * characters, lone CJK characters, prefixes and phrases. Runs where the tests have PostgreSQL.
 */

const WORDS = ['run', 'running', 'rerun', 'plan', 'planning', 'café', 'cafe', 'the', 'deploy', 'x'];
const CJK = ['東京', '京都', '中文', '我们', 'ありがとう', 'あ', 'ああ', '서울', '开发', '吧'];
const CHATS = ['chata', 'chatb', 'chatc'];

/** A deterministic pseudo-random source, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function corpus(count: number) {
  const next = random(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const parts = Array.from({ length: 1 + Math.floor(next() * 8) }, () =>
      next() < 0.5 ? pick(WORDS) : pick(CJK),
    );
    const glue = next() < 0.5 ? ' ' : '';
    return {
      id: `m${String(i).padStart(5, '0')}`,
      chat: pick(CHATS),
      text: parts.join(glue),
      created: `2024-01-${String(1 + (i % 28)).padStart(2, '0')} 10:00:00.000Z`,
    };
  });
}

const QUERIES = [
  '東京',
  '京',
  'ああ',
  'あ',
  'ありがとう',
  '东京',
  'run',
  'RUN',
  'ru',
  'r',
  'plan',
  'cafe',
  'the deploy',
  'deploy 東京',
  '我们说',
  'x',
  '吧 run',
  'running 京都',
  'plan-the',
  'café-run',
  'run-x',
];

async function seed(db: Db, index: MessageSearchIndex, messages: ReturnType<typeof corpus>) {
  const quote = db.dialect.quoteIdent;
  await db.run(
    `CREATE TABLE messages (id TEXT PRIMARY KEY, chat TEXT, author TEXT, kind TEXT,
      deleted BOOLEAN, text TEXT, created TEXT)`,
  );
  await db.run(`CREATE TABLE chat_members (chat TEXT, ${quote('user')} TEXT)`);
  await db.transaction(async (tx) => {
    await index.create(tx);
    for (const chat of CHATS) {
      await tx.run(`INSERT INTO chat_members (chat, ${quote('user')}) VALUES (?, 'u')`, [chat]);
    }
    for (const message of messages) {
      await tx.run(
        `INSERT INTO messages (id, chat, author, kind, deleted, text, created)
          VALUES (?, ?, 'u', 'text', ?, ?, ?)`,
        [message.id, message.chat, tx.dialect.bool(false), message.text, message.created],
      );
      await index.put(tx, message);
    }
  });
}

function queryOf(text: string, chats: readonly string[]): MessageQuery {
  const terms = parseSearchQuery(text);
  return { terms, user: 'u', chats, author: null, after: null, before: null, limit: 50, offset: 0 };
}

describe('the PostgreSQL index beside FTS5', () => {
  let sqlite: Db;
  let postgres: Db;
  let database: TestDatabase;

  beforeAll(async () => {
    const messages = corpus(600);
    database = await createTestDatabase();
    sqlite = openSqliteDb(':memory:');
    postgres = await openPostgresDb(database.url);
    await seed(sqlite, sqliteSearchIndex, messages);
    await seed(postgres, postgresSearchIndex, messages);
  });
  afterAll(async () => {
    await sqlite.close();
    await postgres.close();
    await database.drop();
  });

  it.each(QUERIES)('finds and ranks %s alike', async (text) => {
    await expectAlike(text);
  });

  it('still after edits and deletions, one transaction or many', async () => {
    const edits = corpus(600).filter((_, i) => i % 5 === 0);
    for (const [db, index] of [
      [sqlite, sqliteSearchIndex],
      [postgres, postgresSearchIndex],
    ] as const) {
      await db.transaction(async (tx) => {
        for (const [i, message] of edits.entries()) {
          if (i % 2 === 0) await index.remove(tx, message.id);
          else await index.put(tx, { ...message, text: `${message.text} run ${message.text}` });
        }
      });
      for (const message of edits.slice(0, 20)) await index.remove(db, message.id);
    }
    for (const text of QUERIES) await expectAlike(text);
  });

  it('still after orphans are swept and the index compacted', async () => {
    const removed: number[] = [];
    for (const [db, index] of [
      [sqlite, sqliteSearchIndex],
      [postgres, postgresSearchIndex],
    ] as const) {
      await db.run(`DELETE FROM messages WHERE id LIKE '%3'`);
      await db.run(`UPDATE messages SET deleted = ? WHERE id LIKE '%7'`, [db.dialect.bool(true)]);
      removed.push(await index.removeOrphans(db));
      await index.compact(db);
    }
    expect(removed[0]).toBeGreaterThan(50);
    expect(removed[1]).toBe(removed[0]);
    for (const text of QUERIES) await expectAlike(text);
  });

  async function expectAlike(text: string) {
    // note: past 500 chats both indexes leave the chat restriction to SQL.
    const many = [...Array.from({ length: 500 }, (_, i) => `nochat${i}`), 'chatb'];
    for (const chats of [CHATS, ['chatb'], many]) {
      const query = queryOf(text, chats);
      const expected = await sqliteSearchIndex.find(sqlite, query);
      expect(
        await postgresSearchIndex.find(postgres, query),
        `${text} in ${chats.length} chats`,
      ).toEqual(expected);
    }
  }
});
