import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrapInternalTables } from '../../migrations/bootstrap.js';
import type { Db } from '../../storage/db.js';
import { openSqliteDb } from '../../storage/sqlite/sqlite-db.js';
import { comparableValue } from './column-values.js';
import { INTERNAL_TABLES, type CopiedTable } from './copied-tables.js';
import { columnNamesIn } from './table-columns.js';
import { tableChecksum } from './table-checksum.js';
import { READ_BATCH_ROWS } from './table-rows.js';

const NOTES: CopiedTable = {
  name: 'notes',
  key: 'id',
  columns: [
    { name: 'id', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'score', kind: 'number' },
    { name: 'done', kind: 'bool' },
  ],
};

let db: Db;
beforeEach(async () => {
  db = openSqliteDb(':memory:');
  await db.run('CREATE TABLE notes (id TEXT PRIMARY KEY, title TEXT, score NUMERIC, done BOOLEAN)');
});
afterEach(() => db.close());

const insert = (id: string, title: string | null, score: number, done: number) =>
  db.run('INSERT INTO notes VALUES (?, ?, ?, ?)', [id, title, score, done]);

describe('comparable values', () => {
  it('are the same text for a value as either engine gives it back', () => {
    expect(comparableValue('bool', 1)).toBe(comparableValue('bool', true));
    expect(comparableValue('bool', 0)).toBe(comparableValue('bool', false));
    expect(comparableValue('number', 2.5)).toBe(comparableValue('number', '2.5'));
    expect(comparableValue('number', 3)).toBe(comparableValue('number', 3.0));
  });

  it('tell NULL from empty text and from the text "null"', () => {
    expect(comparableValue('text', null)).toBeNull();
    expect(comparableValue('text', '')).toBe('');
    expect(comparableValue('text', 'null')).toBe('null');
  });
});

describe('tableChecksum', () => {
  it('counts rows and does not depend on the order they were written in', async () => {
    await insert('a', 'one', 1, 1);
    await insert('b', 'two', 2.5, 0);
    const first = await tableChecksum(db, NOTES);
    await db.run('DELETE FROM notes');
    await insert('b', 'two', 2.5, 0);
    await insert('a', 'one', 1, 1);
    expect(await tableChecksum(db, NOTES)).toEqual(first);
    expect(first.rows).toBe(2);
    expect(first.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when any value changes, NULL included', async () => {
    await insert('a', 'one', 1, 1);
    const sums = new Set([(await tableChecksum(db, NOTES)).checksum]);
    for (const change of [
      "UPDATE notes SET title = 'One'",
      'UPDATE notes SET title = NULL',
      "UPDATE notes SET title = ''",
      'UPDATE notes SET score = 1.5',
      'UPDATE notes SET done = 0',
    ]) {
      await db.run(change);
      sums.add((await tableChecksum(db, NOTES)).checksum);
    }
    expect(sums.size).toBe(6);
  });

  it('reads a table larger than one batch whole', async () => {
    await db.transaction(async (tx) => {
      for (let i = 0; i < READ_BATCH_ROWS + 5; i++) {
        await tx.run('INSERT INTO notes VALUES (?, ?, ?, ?)', [
          `r${String(i).padStart(5, '0')}`,
          'x',
          i,
          0,
        ]);
      }
    });
    expect((await tableChecksum(db, NOTES)).rows).toBe(READ_BATCH_ROWS + 5);
  });
});

describe('the internal tables', () => {
  it('are described as bootstrap.ts creates them, column for column', async () => {
    await bootstrapInternalTables(db);
    for (const table of INTERNAL_TABLES) {
      const names = await columnNamesIn(db, table);
      expect([...names.values()]).toEqual(table.columns.map((column) => column.name));
    }
  });

  it('a column the copy does not know is an error, not data left behind', async () => {
    await bootstrapInternalTables(db);
    await db.run('ALTER TABLE _params ADD COLUMN extra TEXT');
    const params = INTERNAL_TABLES.find((table) => table.name === '_params');
    await expect(columnNamesIn(db, params ?? NOTES)).rejects.toThrow(
      '_params has columns the copy does not know: extra',
    );
  });
});
