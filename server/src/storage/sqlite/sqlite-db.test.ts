import { mkdtempSync, rmSync } from 'node:fs';
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
