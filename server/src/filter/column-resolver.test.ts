import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../storage/db.js';
import { openSqliteDb } from '../storage/sqlite/sqlite-db.js';
import { sqliteDialect } from '../storage/sqlite/sqlite-dialect.js';
import { compileColumnFilter, compileColumnSort, type ColumnTable } from './column-resolver.js';
import { FilterError } from './filter-error.js';
import { MAX_SORT_FIELD_LENGTH } from './sort.js';

// A column exactly as long as a sort field may be.
const LONG = 'l'.repeat(MAX_SORT_FIELD_LENGTH);

const TABLE: ColumnTable = {
  alias: 'items',
  columns: { id: 'text', title: 'text', n: 'number', data: 'json', [LONG]: 'number' },
  jsonColumn: 'data',
};

let db: Db;

beforeAll(async () => {
  db = openSqliteDb(':memory:');
  // Nullable columns, so that NULL and '' can be told apart.
  await db.run(
    `CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL, title TEXT, n INTEGER, data JSON, ${LONG} INTEGER)`,
  );
  const rows: [string, string | null, number, string | null, number][] = [
    ['i1', 'a', 1, '{"s":"x","k1":5,"1k":6,"a":[5,6]}', 3],
    ['i2', '', 2, '{"s":"","l":[0,1,2,3,4,5,6,7,8,9,10]}', 1],
    ['i3', null, 3, null, 4],
    ['i4', 'Zed', 4, '{"s":null}', 2],
  ];
  for (const row of rows) {
    await db.run(`INSERT INTO items (id, title, n, data, ${LONG}) VALUES (?, ?, ?, ?, ?)`, row);
  }
});

afterAll(async () => {
  await db.close();
});

/** Ids of the rows matching `filter`, ordered by `sort` (then by id). */
async function ids(filter: string, sort = ''): Promise<string[]> {
  const where = compileColumnFilter(filter, TABLE, sqliteDialect);
  const order = compileColumnSort(sort, TABLE, sqliteDialect);
  const rows = await db.all<{ id: string }>(
    `SELECT id FROM items WHERE ${where.text} ORDER BY ${order.text ? `${order.text}, ` : ''}id`,
    [...where.params, ...order.params],
  );
  return rows.map((row) => row.id);
}

function failure(filter: string): FilterError {
  try {
    compileColumnFilter(filter, TABLE, sqliteDialect);
  } catch (error) {
    if (error instanceof FilterError) return error;
    throw error;
  }
  throw new Error(`expected ${filter} to fail`);
}

describe('compileColumnFilter on real rows', () => {
  it.each([
    ['an empty filter matches everything', ' ', ['i1', 'i2', 'i3', 'i4']],
    ['a text column: NULL equals empty text', 'title = ""', ['i2', 'i3']],
    ['a text column: NULL is empty for !=', 'title != ""', ['i1', 'i4']],
    ['a JSON column is compared without coalescing', 'data != ""', ['i1', 'i2', 'i3', 'i4']],
    ['a JSON column is NULL only when NULL', 'data = null', ['i3']],
    ['a nested key', 'data.s = "x"', ['i1']],
    ['a key ending in digits is a key', 'data.k1 = 5', ['i1']],
    ['a key starting with digits is a key', 'data.1k = 6', ['i1']],
    ['an array index', 'data.a.1 = 6', ['i1']],
    ['a two-digit array index', 'data.l.10 = 10', ['i2']],
    ['a JSON empty text is not NULL', '"" = data.s', ['i2']],
    ['NULL on the left of a JSON value', 'null = data.s', ['i3', 'i4']],
  ])('%s: %s', async (_name, filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it.each([
    ['an unknown column', 'nope = 1', 'unknown field "nope"'],
    ['a JSON key with a colon', 'data.a:b = 1', 'invalid JSON path "a:b"'],
  ])('rejects %s', (_name, filter, message) => {
    expect(failure(filter).message).toContain(message);
  });

  it(`sorts by a column name of ${MAX_SORT_FIELD_LENGTH} characters and refuses a longer one`, async () => {
    expect(await ids('', `-${LONG}`)).toEqual(['i3', 'i1', 'i4', 'i2']);
    expect(await ids('', LONG)).toEqual(['i2', 'i4', 'i1', 'i3']);
    expect(() => compileColumnSort(`${LONG}x`, TABLE, sqliteDialect)).toThrow(
      /sort field longer than 255/,
    );
  });
});
