import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { compileColumnFilter, type ColumnTable } from '../filter/column-resolver.js';
import { FilterError } from '../filter/filter-error.js';
import type { Db } from '../storage/db.js';
import { sql, type Sql } from '../storage/sql.js';
import { openSqliteDb } from '../storage/sqlite/sqlite-db.js';
import { asBadRequest } from './filter-errors.js';
import { searchPage, type SearchSource } from './search-provider.js';

const TABLE: ColumnTable = { alias: 'items', columns: { id: 'text', n: 'number' } };
const ROWS = 7;

let db: Db;

beforeAll(async () => {
  db = openSqliteDb(':memory:');
  await db.run('CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL, n INTEGER NOT NULL)');
  for (let n = 1; n <= ROWS; n++) {
    await db.run('INSERT INTO items (id, n) VALUES (?, ?)', [`i${n}`, n]);
  }
});
afterAll(async () => {
  await db.close();
});

/** The items table in ascending `n`, narrowed by `where`. */
function source(where: Sql[] = [], orderBy: Sql = sql`items.n ASC`): SearchSource {
  return { select: 'items.id, items.n', from: 'items', where, orderBy };
}

async function page(
  query: { page: number; perPage: number; skipTotal?: boolean },
  from: SearchSource = source(),
) {
  const found = await searchPage<{ n: number }>(db, from, {
    skipTotal: false,
    ...query,
  });
  return { ...found, items: found.items.map((row) => row.n) };
}

/** PocketBase's list envelope, with the `n` of each item. */
function envelope(
  page: number,
  perPage: number,
  totalItems: number,
  totalPages: number,
  items: number[],
) {
  return { page, perPage, totalItems, totalPages, items };
}

describe('searchPage (the one paged list runner)', () => {
  it('answers the first page with the totals', async () => {
    expect(await page({ page: 1, perPage: 3 })).toEqual(envelope(1, 3, 7, 3, [1, 2, 3]));
  });

  it('skips the rows of earlier pages, and the last page holds the rest', async () => {
    expect((await page({ page: 2, perPage: 3 })).items).toEqual([4, 5, 6]);
    expect(await page({ page: 3, perPage: 3 })).toEqual(envelope(3, 3, 7, 3, [7]));
  });

  it('takes perPage rows at the most, all of them when perPage is larger', async () => {
    expect((await page({ page: 1, perPage: 5 })).items).toEqual([1, 2, 3, 4, 5]);
    const all = [1, 2, 3, 4, 5, 6, 7];
    expect(await page({ page: 1, perPage: 100 })).toEqual(envelope(1, 100, 7, 1, all));
  });

  it('answers an empty page past the end, keeping the totals', async () => {
    expect(await page({ page: 4, perPage: 3 })).toEqual(envelope(4, 3, 7, 3, []));
  });

  it('answers -1 totals with skipTotal, still paging the items', async () => {
    expect(await page({ page: 2, perPage: 2, skipTotal: true })).toEqual(
      envelope(2, 2, -1, -1, [3, 4]),
    );
  });

  it('ANDs every condition into both the page and the count, parameters in order', async () => {
    const from = source([sql`items.n > ${2}`, sql`items.n < ${7}`], sql`abs(items.n - ${5}) ASC`);
    expect(await page({ page: 1, perPage: 3 }, from)).toEqual(envelope(1, 3, 4, 2, [5, 4, 6]));
  });

  it('counts nothing and answers no pages when no row matches', async () => {
    expect(await page({ page: 1, perPage: 3 }, source([sql`items.n > ${ROWS}`]))).toEqual(
      envelope(1, 3, 0, 0, []),
    );
  });
});

describe('asBadRequest (a bad filter or sort is a 400)', () => {
  it("turns a FilterError into PocketBase's plain 400, keeping the reason as the cause", () => {
    const error = thrownBy(() => compileColumnFilter('nope = 1', TABLE, db.dialect));
    expect(error).toBeInstanceOf(ApiError);
    expect(error instanceof ApiError && error.toJSON()).toEqual({
      status: 400,
      message: 'Something went wrong while processing your request.',
      data: {},
    });
    expect(error instanceof ApiError && error.cause).toBeInstanceOf(FilterError);
  });

  it('lets every other error through unchanged', () => {
    const denied = new ApiError(403, 'Only superusers can filter by @request.');
    expect(
      thrownBy(() => {
        throw denied;
      }),
    ).toBe(denied);
  });

  it('returns what compiled', () => {
    expect(asBadRequest(() => compileColumnFilter('n > 3', TABLE, db.dialect)).params).toEqual([3]);
  });
});

/** What `asBadRequest(compile)` throws, or `undefined` when it returns. */
function thrownBy(compile: () => unknown): unknown {
  try {
    asBadRequest(compile);
  } catch (error) {
    return error;
  }
  return undefined;
}
