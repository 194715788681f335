import { mkdtempSync, renameSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDbConformance } from '../db.case.js';
import { openSqliteDb } from './sqlite-db.js';

const dir = mkdtempSync(join(tmpdir(), 'hearth-sqlite-'));
let counter = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

runDbConformance('sqlite (file, WAL)', async () => openSqliteDb(join(dir, `db${counter++}.db`)));

describe('sqlite specifics', () => {
  it('does not show uncommitted writes to readers outside the transaction', async () => {
    const db = openSqliteDb(join(dir, 'isolation.db'));
    await db.run('CREATE TABLE t (id TEXT)');
    let seenDuring: unknown[] = [];
    await db.transaction(async (tx) => {
      await tx.run("INSERT INTO t VALUES ('x')");
      seenDuring = await db.all('SELECT id FROM t');
    });
    expect(seenDuring).toEqual([]);
    expect(await db.all('SELECT id FROM t')).toEqual([{ id: 'x' }]);
    await db.close();
  });

  it('makes a consistent backup while open', async () => {
    const db = openSqliteDb(join(dir, 'source.db'));
    await db.run('CREATE TABLE t (id TEXT)');
    await db.run("INSERT INTO t VALUES ('kept')");
    const target = join(dir, 'copy.db');
    await db.backupTo(target);
    await db.close();
    const copy = openSqliteDb(target);
    expect(await copy.all('SELECT id FROM t')).toEqual([{ id: 'kept' }]);
    await copy.close();
  });
});

describe('sqlite reopen, integrity and upkeep', () => {
  const makeDb = async (file: string, value: string) => {
    const db = openSqliteDb(file);
    await db.run('CREATE TABLE t (id TEXT)');
    await db.run('INSERT INTO t VALUES (?)', [value]);
    return db;
  };

  it('swaps the database file in one step and keeps serving', async () => {
    const live = join(dir, 'live.db');
    const db = await makeDb(live, 'old');
    const other = await makeDb(join(dir, 'other.db'), 'new');
    await other.close();
    await db.reopen(() => {
      renameSync(live, join(dir, 'live-previous.db'));
      renameSync(join(dir, 'other.db'), live);
      return () => undefined;
    });
    expect(await db.all('SELECT id FROM t')).toEqual([{ id: 'new' }]);
    await db.run("INSERT INTO t VALUES ('more')");
    expect(await db.all('SELECT id FROM t ORDER BY id')).toEqual([{ id: 'more' }, { id: 'new' }]);
    await db.close();
  });

  it('puts the previous database back when the new one cannot be opened', async () => {
    const live = join(dir, 'kept.db');
    const db = await makeDb(live, 'kept');
    const garbage = join(dir, 'garbage.db');
    writeFileSync(garbage, 'this is not a database, just some text long enough to matter');
    const aside = join(dir, 'kept-aside.db');
    await expect(
      db.reopen(() => {
        renameSync(live, aside);
        renameSync(garbage, live);
        return () => {
          renameSync(live, garbage);
          renameSync(aside, live);
        };
      }),
    ).rejects.toThrow();
    expect(await db.all('SELECT id FROM t')).toEqual([{ id: 'kept' }]);
    await db.close();
  });

  it('reports a damaged file and accepts a sound one', async () => {
    const sound = await makeDb(join(dir, 'sound.db'), 'x');
    await expect(sound.checkIntegrity()).resolves.toBeUndefined();
    await sound.optimize();
    await sound.close();
    const damaged = join(dir, 'damaged.db');
    writeFileSync(damaged, 'this is not a database, just some text long enough to matter');
    expect(() => openSqliteDb(damaged)).toThrow();
    const truncated = join(dir, 'truncated.db');
    const big = await makeDb(truncated, 'x');
    await big.run('CREATE INDEX t_id ON t (id)');
    for (let i = 0; i < 300; i++) await big.run('INSERT INTO t VALUES (?)', ['y'.repeat(500)]);
    await big.close();
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    // note: depending on where the damage lies, opening or the check itself fails.
    const openAndCheck = async () => {
      const db = openSqliteDb(truncated, { readonly: true });
      try {
        await db.checkIntegrity();
      } finally {
        await db.close();
      }
    };
    await expect(openAndCheck()).rejects.toThrow();
  });
});
