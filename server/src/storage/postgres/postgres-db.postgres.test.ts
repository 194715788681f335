import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDbConformance } from '../db.case.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-postgres.js';
import { openPostgresDb } from './postgres-db.js';

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
});

async function freshDb() {
  const database = await createTestDatabase();
  databases.push(database);
  return openPostgresDb(database.url);
}

describe('postgres', () => {
  runDbConformance('postgres', freshDb);

  describe('postgres specifics', () => {
    let db: Awaited<ReturnType<typeof freshDb>>;
    beforeAll(async () => {
      db = await freshDb();
    });
    afterAll(() => db.close());

    it('reads JSON kept as text leniently, as SQLite does', async () => {
      const row = await db.get(
        `SELECT ${db.dialect.jsonExtract('?', '?')} AS a, ${db.dialect.jsonArrayLength('?')} AS n, ${db.dialect.jsonValid('?')} AS ok`,
        ['{"a":{"b":[1,"x"]}}', '$.a.b[1]', 'not json', 'nope'],
      );
      expect(row).toEqual({ a: 'x', n: 0, ok: 0 });
    });

    it('keeps a transaction usable after a statement in it fails', async () => {
      await db.run('CREATE TABLE t (id TEXT PRIMARY KEY)');
      await db.transaction(async (tx) => {
        await tx.run("INSERT INTO t VALUES ('a')");
        await expect(tx.run("INSERT INTO t VALUES ('a')")).rejects.toThrow(/unique/);
        await tx.run("INSERT INTO t VALUES ('b')");
      });
      expect(await db.all('SELECT id FROM t ORDER BY id')).toEqual([{ id: 'a' }, { id: 'b' }]);
    });

    it('formats times as SQLite strftime does', async () => {
      const row = await db.get(
        `SELECT ${db.dialect.strftime('%Y-%m-%d %H:%M:%f', { text: '?', params: ['2024-02-29 10:20:30.456Z'] }, ['+1 day', 'start of month']).text} AS t`,
        ['%Y-%m-%d %H:%M:%f', '2024-02-29 10:20:30.456Z', '+1 day', 'start of month'],
      );
      expect(row).toEqual({ t: '2024-03-01 00:00:00.000' });
    });
  });
});
