import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import type { Db } from '../storage/db.js';
import { openSqliteDb } from '../storage/sqlite/sqlite-db.js';
import { sqliteDialect } from '../storage/sqlite/sqlite-dialect.js';
import { compileLogFilter, compileLogSort } from './log-filter.js';
import { LogStore, newLogEntry } from './log-store.js';

const dir = mkdtempSync(join(tmpdir(), 'hearth-log-filter-'));
let db: Db;
let store: LogStore;

beforeAll(async () => {
  db = openSqliteDb(join(dir, 'logs.db'));
  store = new LogStore(db);
  await store.init();
  await store.insertMany([
    newLogEntry(0, 'GET /api/health', { status: 200, auth: '', tags: ['a', 'b'] }),
    newLogEntry(8, 'GET /api/nope', { status: 404, auth: 'users', error: 'Not found' }),
    newLogEntry(8, 'POST /api/x_y', { status: 400, auth: '_superusers' }),
    newLogEntry(4, 'warn 100%', { status: null }),
  ]);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

async function matching(filter: string, sort = 'message'): Promise<string[]> {
  const list = await store.list({ page: 1, perPage: 100, sort, filter, skipTotal: false });
  return list.items.map((item) => item.message);
}

describe('logs filter (the filter engine over the logs fields)', () => {
  it.each([
    ['empty', '  ', ['GET /api/health', 'GET /api/nope', 'POST /api/x_y', 'warn 100%']],
    ['level', 'level >= 8', ['GET /api/nope', 'POST /api/x_y']],
    ['json path number', 'data.status = 404', ['GET /api/nope']],
    ['json path text', "data.auth = 'users'", ['GET /api/nope']],
    ['json array index', "data.tags.1 = 'b'", ['GET /api/health']],
    ['json null', 'data.status = null', ['warn 100%']],
    [
      'missing json key is null',
      'data.error = null',
      ['GET /api/health', 'POST /api/x_y', 'warn 100%'],
    ],
    ['contains escapes _', "message ~ 'x_y'", ['POST /api/x_y']],
    ['contains is not a wildcard for _', "message ~ 'x_'", ['POST /api/x_y']],
    ['not contains', "message !~ 'api'", ['warn 100%']],
    [
      'or and groups',
      "(level = 0 || level = 4) && message ~ 'a'",
      ['GET /api/health', 'warn 100%'],
    ],
    [
      'dates',
      "created > '2000-01-01 00:00:00.000Z'",
      ['GET /api/health', 'GET /api/nope', 'POST /api/x_y', 'warn 100%'],
    ],
  ])('%s', async (_name, filter, expected) => {
    expect(await matching(filter)).toEqual(expected);
  });

  it.each([
    ['unknown field', 'nope = 1'],
    ['a request field', "@request.auth.id = ''"],
    ['another collection', "@collection.users.id != ''"],
    ['bad json path', 'data.a-b = 1'],
    ['missing value', 'level ='],
    ['unclosed group', '(level = 1'],
    ['unterminated text', "message = 'abc"],
    ['semicolon', 'level = 1; DROP TABLE _logs'],
    ['overlong', `message = '${'x'.repeat(3600)}'`],
  ])('rejects %s with a 400', (_name, input) => {
    expect(() => compileLogFilter(input, sqliteDialect)).toThrow(ApiError);
  });
});

describe('logs sort', () => {
  it('orders by fields, JSON paths and @rowid', async () => {
    expect(await matching('', '-level,message')).toEqual([
      'GET /api/nope',
      'POST /api/x_y',
      'warn 100%',
      'GET /api/health',
    ]);
    expect(await matching('', '-@rowid')).toEqual([
      'warn 100%',
      'POST /api/x_y',
      'GET /api/nope',
      'GET /api/health',
    ]);
    expect(await matching('level < 8', 'data.status')).toEqual(['warn 100%', 'GET /api/health']);
  });

  it.each(['nope', '-', 'created;', "'text'"])('rejects %j', (input) => {
    expect(() => compileLogSort(input, sqliteDialect)).toThrow(ApiError);
  });
});
