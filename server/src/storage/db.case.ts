import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UniqueViolationError, type Db, type Queryable } from './db.js';
import { lockName, lockRow } from './row-lock.js';

/**
 * The behaviour every storage adapter must show. Each adapter's test file runs it with a
 * factory for a fresh, empty database.
 */
export function runDbConformance(name: string, openDb: () => Promise<Db>): void {
  describe(`Db conformance: ${name}`, () => {
    let db: Db;

    beforeEach(async () => {
      db = await openDb();
      const q = db.dialect.quoteIdent.bind(db.dialect);
      await db.run(
        `CREATE TABLE ${q('items')} (${q('id')} TEXT PRIMARY KEY NOT NULL, ${q('title')} ${db.dialect.columnDefinition('text')}, ${q('n')} ${db.dialect.columnDefinition('number')})`,
      );
      await db.run(`CREATE UNIQUE INDEX ${q('idx_items_title')} ON ${q('items')} (${q('title')})`);
    });

    afterEach(async () => {
      await db.close();
    });

    it('writes and reads rows with bound parameters', async () => {
      await db.run('INSERT INTO items (id, title, n) VALUES (?, ?, ?)', ['a', "it's", 3]);
      const rows = await db.all('SELECT id, title, n FROM items WHERE title = ?', ["it's"]);
      expect(rows).toEqual([{ id: 'a', title: "it's", n: 3 }]);
      expect(await db.get('SELECT id FROM items WHERE id = ?', ['missing'])).toBeUndefined();
    });

    it('commits a transaction that resolves', async () => {
      await db.transaction(async (tx) => {
        await tx.run('INSERT INTO items (id, title) VALUES (?, ?)', ['a', 'one']);
        await tx.run('INSERT INTO items (id, title) VALUES (?, ?)', ['b', 'two']);
      });
      expect(await db.all('SELECT id FROM items ORDER BY id')).toEqual([{ id: 'a' }, { id: 'b' }]);
    });

    it('rolls back a transaction that throws', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.run('INSERT INTO items (id, title) VALUES (?, ?)', ['a', 'one']);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await db.all('SELECT id FROM items')).toEqual([]);
    });

    it('rolls back only the failed nested transaction', async () => {
      await db.transaction(async (tx) => {
        await tx.run('INSERT INTO items (id, title) VALUES (?, ?)', ['a', 'one']);
        await expect(
          tx.transaction(async (inner) => {
            await inner.run('INSERT INTO items (id, title) VALUES (?, ?)', ['b', 'two']);
            throw new Error('inner');
          }),
        ).rejects.toThrow('inner');
      });
      expect(await db.all('SELECT id FROM items')).toEqual([{ id: 'a' }]);
    });

    it('goes on after a statement that failed in a savepoint', async () => {
      await db.transaction(async (tx) => {
        await tx.run('INSERT INTO items (id, title) VALUES (?, ?)', ['a', 'one']);
        const failed = tx.transaction((inner) =>
          inner.run('INSERT INTO items (id, title) VALUES (?, ?)', ['b', 'one']),
        );
        await expect(failed).rejects.toBeInstanceOf(UniqueViolationError);
        await tx.run('INSERT INTO items (id, title) VALUES (?, ?)', ['c', 'three']);
      });
      expect(await db.all('SELECT id FROM items ORDER BY id')).toEqual([{ id: 'a' }, { id: 'c' }]);
    });

    it('keeps read-then-write increments whole under a row lock', async () => {
      await db.run('INSERT INTO items (id, title, n) VALUES (?, ?, ?)', ['c', 'counter', 0]);
      const increment = () =>
        db.transaction(async (tx) => {
          await lockRow(tx, 'items', 'c');
          const row = await tx.get<{ n: number }>('SELECT n FROM items WHERE id = ?', ['c']);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.run('UPDATE items SET n = ? WHERE id = ?', [(row?.n ?? 0) + 1, 'c']);
        });
      await Promise.all(Array.from({ length: 10 }, increment));
      expect(await db.get('SELECT n FROM items WHERE id = ?', ['c'])).toEqual({ n: 10 });
    });

    it('keeps read-then-insert counts whole under a name lock', async () => {
      const addIfRoom = (id: string) =>
        db.transaction(async (tx) => {
          await lockName(tx, 'items:room');
          const row = await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM items');
          await new Promise((resolve) => setTimeout(resolve, 1));
          if (Number(row?.n) < 3) {
            await tx.run('INSERT INTO items (id, title) VALUES (?, ?)', [id, id]);
          }
        });
      await Promise.all(Array.from({ length: 8 }, (_, i) => addIfRoom(`i${i}`)));
      expect(await db.get('SELECT COUNT(*) AS n FROM items')).toEqual({ n: 3 });
    });

    it('refuses a row lock outside a transaction', async () => {
      await expect(lockRow(db, 'items', 'a')).rejects.toThrow(/transaction/);
    });

    it('reports unique violations with the column names', async () => {
      await db.run('INSERT INTO items (id, title) VALUES (?, ?)', ['a', 'same']);
      const error = await db
        .run('INSERT INTO items (id, title) VALUES (?, ?)', ['b', 'same'])
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UniqueViolationError);
      expect((error as UniqueViolationError).columns).toEqual(['title']);
    });

    it('appends rows in the background with a bulk inserter, in order', async () => {
      const inserter = db.bulkInserter('items', ['id', 'title', 'n']);
      await inserter.insert([
        ['b1', 'first', 1],
        ['b2', 'second', 2],
      ]);
      await inserter.insert([['b3', 'third', 3]]);
      const rows = await db.all('SELECT id, n FROM items ORDER BY id');
      expect(rows).toEqual([
        { id: 'b1', n: 1 },
        { id: 'b2', n: 2 },
        { id: 'b3', n: 3 },
      ]);
      await expect(inserter.insert([['b4', 'first', 4]])).rejects.toThrow();
      expect(await db.get('SELECT id FROM items WHERE id = ?', ['b4'])).toBeUndefined();
      await inserter.close();
    });

    it('compares text ignoring ASCII case with nocaseEqual', async () => {
      await db.run('INSERT INTO items (id, title) VALUES (?, ?)', ['a', 'Ann@Example.COM']);
      const where = db.dialect.nocaseEqual(db.dialect.quoteIdent('title'), '?');
      const found = await db.all(`SELECT id FROM items WHERE ${where}`, ['ann@example.com']);
      expect(found).toEqual([{ id: 'a' }]);
      expect(await db.all(`SELECT id FROM items WHERE ${where}`, ['bob@example.com'])).toEqual([]);
    });

    it('refuses to run on a finished transaction', async () => {
      let leaked: Queryable | undefined;
      await db.transaction(async (tx) => {
        leaked = tx;
      });
      await expect(leaked?.run('DELETE FROM items')).rejects.toThrow(/finished/);
    });

    it('refuses to run in a savepoint whose outer transaction has finished', async () => {
      let resume: () => void = () => undefined;
      let inner: Promise<unknown> = Promise.resolve();
      await db
        .transaction(async (tx) => {
          inner = tx.transaction(async (savepoint) => {
            await new Promise<void>((resolve) => (resume = resolve));
            await savepoint.run('INSERT INTO items (id, title) VALUES (?, ?)', ['late', 'x']);
          });
          // The outer transaction gives up while the savepoint is still waiting.
          throw new Error('timeout');
        })
        .catch(() => undefined);
      await db.transaction((tx) =>
        tx.run('INSERT INTO items (id, title) VALUES (?, ?)', ['next', 'y']),
      );
      resume();
      await expect(inner).rejects.toThrow(/finished/);
      expect(await db.all('SELECT id FROM items ORDER BY id')).toEqual([{ id: 'next' }]);
    });
  });
}
