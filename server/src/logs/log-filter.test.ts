import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { sqliteDialect } from '../storage/sqlite/sqlite-dialect.js';
import { compileLogFilter, compileLogSort } from './log-filter.js';

const DATA = '(CASE WHEN json_valid(`data`) THEN json_extract(`data`, ?) ELSE NULL END)';

describe('compileLogFilter', () => {
  it.each([
    ['empty', '  ', '1=1', []],
    ['number comparison', 'level >= 4', '`level` >= ?', [4]],
    [
      'equality with null fallback',
      "message = 'GET /'",
      "COALESCE(`message`, '') = COALESCE(?, '')",
      ['GET /'],
    ],
    [
      'json path',
      'data.status = 404',
      `COALESCE(${DATA}, '') = COALESCE(?, '')`,
      ['$.status', 404],
    ],
    ['contains', 'message ~ "a_b"', "`message` LIKE ? ESCAPE '\\'", ['%a\\_b%']],
    ['explicit wildcard', "message ~ 'GET%'", "`message` LIKE ? ESCAPE '\\'", ['GET%']],
    ['not contains', "message !~ 'x'", "NOT (`message` LIKE ? ESCAPE '\\')", ['%x%']],
    ['escaped quote', "message = 'it\\'s'", "COALESCE(`message`, '') = COALESCE(?, '')", ["it's"]],
    [
      'and binds tighter than or',
      'level = 0 || level = 8 && id = 1',
      "(COALESCE(`level`, '') = COALESCE(?, '') OR (COALESCE(`level`, '') = COALESCE(?, '') AND COALESCE(`id`, '') = COALESCE(?, '')))",
      [0, 8, 1],
    ],
    [
      'groups',
      '(level = 0 || level = 8) && id != null',
      "((COALESCE(`level`, '') = COALESCE(?, '') OR COALESCE(`level`, '') = COALESCE(?, '')) AND COALESCE(`id`, '') != COALESCE(?, ''))",
      [0, 8, null],
    ],
  ])('%s', (_name, input, text, params) => {
    expect(compileLogFilter(input, sqliteDialect)).toEqual({ text, params });
  });

  it.each([
    ['unknown field', 'nope = 1'],
    ['field with a bad path', 'data.a-b = 1'],
    ['missing value', 'level ='],
    ['missing operator', 'level 1'],
    ['unclosed group', '(level = 1'],
    ['stray token', 'level = 1 )'],
    ['unterminated text', "message = 'abc"],
    ['like against a field', 'message ~ id'],
    ['unsupported operator', 'level ?= 1'],
    ['semicolon', 'level = 1; DROP TABLE _logs'],
  ])('rejects %s with a 400', (_name, input) => {
    expect(() => compileLogFilter(input, sqliteDialect)).toThrow(ApiError);
  });
});

describe('compileLogSort', () => {
  it.each([
    ['', ''],
    ['-created', '`created` DESC'],
    ['level,-@rowid', '`level` ASC, _rowid_ DESC'],
    ['@random', 'RANDOM()'],
  ])('%j', (input, expected) => {
    expect(compileLogSort(input, sqliteDialect)).toBe(expected);
  });

  it.each(['data', 'nope', '-', 'created;'])('rejects %j', (input) => {
    expect(() => compileLogSort(input, sqliteDialect)).toThrow(ApiError);
  });
});
