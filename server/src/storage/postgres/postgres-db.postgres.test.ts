import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDbConformance } from '../db.case.js';
import { TransactionConflictError } from '../db.js';
import { lockName, lockRow } from '../row-lock.js';
import { gate, untilSomeoneWaits } from '../../test/lock-waits.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-postgres.js';
import { openPostgresDb, type PostgresDb } from './postgres-db.js';

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

    it('rolls the whole transaction back, loudly, after a failed statement outside a savepoint', async () => {
      await db.run('CREATE TABLE t (id TEXT PRIMARY KEY)');
      const outcome = db.transaction(async (tx) => {
        await tx.run("INSERT INTO t VALUES ('a')");
        await expect(tx.run("INSERT INTO t VALUES ('a')")).rejects.toThrow(/unique/);
      });
      await expect(outcome).rejects.toThrow(/rolled back/);
      expect(await db.all('SELECT id FROM t')).toEqual([]);
    });

    it('formats times as SQLite strftime does', async () => {
      const row = await db.get(
        `SELECT ${db.dialect.strftime('%Y-%m-%d %H:%M:%f', { text: '?', params: ['2024-02-29 10:20:30.456Z'] }, ['+1 day', 'start of month']).text} AS t`,
        ['%Y-%m-%d %H:%M:%f', '2024-02-29 10:20:30.456Z', '+1 day', 'start of month'],
      );
      expect(row).toEqual({ t: '2024-03-01 00:00:00.000' });
    });
  });

  describe('transactions running at the same time', () => {
    let db: PostgresDb;
    beforeAll(async () => {
      db = await freshDb();
      await db.run('CREATE TABLE chats (id TEXT PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0)');
    });
    afterAll(() => db.close());

    it('writes to one row while another transaction holds a different row locked', async () => {
      await db.run("INSERT INTO chats (id) VALUES ('a'), ('b')");
      const hold = gate();
      let aOpen = true;
      const a = db.transaction(async (tx) => {
        await lockRow(tx, 'chats', 'a');
        await tx.run("UPDATE chats SET n = n + 1 WHERE id = 'a'");
        await hold.opened;
        aOpen = false;
      });
      await db.transaction(async (tx) => {
        await lockRow(tx, 'chats', 'b');
        await tx.run("UPDATE chats SET n = n + 1 WHERE id = 'b'");
      });
      expect(aOpen).toBe(true);
      expect(await db.get("SELECT n FROM chats WHERE id = 'b'")).toEqual({ n: 1 });
      hold.open();
      await a;
      expect(await db.get("SELECT n FROM chats WHERE id = 'a'")).toEqual({ n: 1 });
    });

    it('waits for a row another transaction holds, then reads what it committed', async () => {
      await db.run("INSERT INTO chats (id) VALUES ('c')");
      const locked = gate();
      const hold = gate();
      const first = db.transaction(async (tx) => {
        await lockRow(tx, 'chats', 'c');
        await tx.run("UPDATE chats SET n = 5 WHERE id = 'c'");
        locked.open();
        await hold.opened;
      });
      await locked.opened;
      const second = db.transaction(async (tx) => {
        await lockRow(tx, 'chats', 'c');
        return tx.get<{ n: number }>("SELECT n FROM chats WHERE id = 'c'");
      });
      await untilSomeoneWaits(db);
      hold.open();
      await first;
      expect(await second).toEqual({ n: 5 });
    });

    it('runs transactions locking one name one after another', async () => {
      const locked = gate();
      const hold = gate();
      const order: string[] = [];
      const first = db.transaction(async (tx) => {
        await lockName(tx, 'pair:x');
        locked.open();
        await hold.opened;
        order.push('first');
      });
      await locked.opened;
      const second = db.transaction(async (tx) => {
        await lockName(tx, 'pair:x');
        order.push('second');
      });
      await untilSomeoneWaits(db);
      hold.open();
      await Promise.all([first, second]);
      expect(order).toEqual(['first', 'second']);
    });

    it('runs schema transactions one after another', async () => {
      const locked = gate();
      const hold = gate();
      const order: string[] = [];
      const schemaChange = (name: string, wait: () => Promise<void>) =>
        db.transaction(
          async (tx) => {
            await tx.get('SELECT 1 AS one');
            await wait();
            order.push(name);
          },
          { schema: true },
        );
      const first = schemaChange('first', async () => {
        locked.open();
        await hold.opened;
      });
      await locked.opened;
      const second = schemaChange('second', async () => undefined);
      await untilSomeoneWaits(db);
      hold.open();
      await Promise.all([first, second]);
      expect(order).toEqual(['first', 'second']);
    });

    it('answers a deadlock with a TransactionConflictError that rolled back', async () => {
      await db.run("INSERT INTO chats (id) VALUES ('d1'), ('d2')");
      const bothHold = { a: gate(), b: gate() };
      const crosswise = (mine: string, theirs: string, held: () => void, other: Promise<void>) =>
        db.transaction(async (tx) => {
          await tx.run('UPDATE chats SET n = n + 1 WHERE id = ?', [mine]);
          held();
          await other;
          await lockRow(tx, 'chats', theirs);
        });
      const outcomes = await Promise.allSettled([
        crosswise('d1', 'd2', bothHold.a.open, bothHold.b.opened),
        crosswise('d2', 'd1', bothHold.b.open, bothHold.a.opened),
      ]);
      const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(failed).toHaveLength(1);
      expect(failed[0]?.reason).toBeInstanceOf(TransactionConflictError);
      const rows = await db.all<{ n: number }>(
        "SELECT n FROM chats WHERE id IN ('d1', 'd2') ORDER BY id",
      );
      expect(rows.map((row) => row.n).sort()).toEqual([0, 1]);
    });

    it('runs a prepared statement again when a schema change elsewhere changed its rows', async () => {
      await db.run("INSERT INTO chats (id) VALUES ('e')");
      const read = () => db.get('SELECT * FROM chats WHERE id = ?', ['e']);
      // note: read on every pooled connection, so each holds the prepared statement.
      await Promise.all(Array.from({ length: 12 }, read));
      const other = await openPostgresDb(db.url);
      try {
        await other.run('ALTER TABLE chats ADD COLUMN title TEXT');
      } finally {
        await other.close();
      }
      const rows = await Promise.all(Array.from({ length: 12 }, read));
      expect(rows.every((row) => row?.['title'] === null)).toBe(true);
    });
  });
});
