import { describe, expect, it } from 'vitest';
import type { Sql, SqlValue } from '../storage/sql.js';
import { sqliteDialect } from '../storage/sqlite/sqlite-dialect.js';
import { FakeResolver } from '../test/fake-field-resolver.js';
import type { FieldResolver } from './field-resolver.js';
import { FilterError } from './filter-error.js';
import { raw } from './sql-fragment.js';
import { compileSort, MAX_SORT_EXPRESSIONS, MAX_SORT_FIELD_LENGTH, parseSort } from './sort.js';

function compile(sort: string): Sql {
  return compileSort(sort, () => new FakeResolver(), sqliteDialect, { rowid: 'm._rowid_' });
}

describe('parseSort', () => {
  it('splits, trims and reads the direction prefix', () => {
    expect(parseSort(' -a , +b,c ,')).toEqual([
      { name: 'a', direction: 'DESC' },
      { name: 'b', direction: 'ASC' },
      { name: 'c', direction: 'ASC' },
      { name: '', direction: 'ASC' },
    ]);
  });
});

describe('compileSort', () => {
  it.each<[string, string, string, SqlValue[]]>([
    ['nothing', '', '', []],
    ['one field', 'a', 'a ASC', []],
    ['directions', '-a,+b', 'a DESC, b ASC', []],
    ['spaces around items', ' -a , b ', 'a DESC, b ASC', []],
    ['random order ignores the direction', '-@random', 'RANDOM()', []],
    ['insertion order', '@rowid,-@rowid', 'm._rowid_ ASC, m._rowid_ DESC', []],
    [
      'a joined field ascending reads the smallest value',
      'r',
      '(SELECT MIN(r.name) FROM (SELECT 1) AS __scope LEFT JOIN rel AS r ON r.id = ?) ASC',
      ['R'],
    ],
    [
      'a joined field descending reads the largest value',
      '-r,a',
      '(SELECT MAX(r.name) FROM (SELECT 1) AS __scope LEFT JOIN rel AS r ON r.id = ?) DESC, a ASC',
      ['R'],
    ],
    ['a multi value sorts by its joined column', 'm', 'm.v ASC', []],
  ])('%s', (_name, sort, text, params) => {
    expect(compile(sort)).toEqual({ text, params });
  });

  it.each([
    ['a constant', 'p', 'invalid sort field "p"'],
    ['an unknown field', 'a,zz', 'unknown field "zz"'],
    ['an empty item', 'a,,b', 'unknown field ""'],
    [
      'too many fields',
      Array.from({ length: MAX_SORT_EXPRESSIONS + 1 }, () => 'a').join(','),
      'too many sort expressions',
    ],
    ['a too long field', 'a'.repeat(MAX_SORT_FIELD_LENGTH + 1), 'longer than 255'],
    ['a macro', '@now', 'unknown field "@now"'],
  ])('rejects %s', (_name, sort, message) => {
    expect(() => compile(sort)).toThrow(FilterError);
    expect(() => compile(sort)).toThrow(message);
  });

  it(`accepts ${MAX_SORT_EXPRESSIONS} fields of ${MAX_SORT_FIELD_LENGTH} characters`, () => {
    expect(compile(Array.from({ length: MAX_SORT_EXPRESSIONS }, () => 'a').join(',')).text).toBe(
      Array.from({ length: MAX_SORT_EXPRESSIONS }, () => 'a ASC').join(', '),
    );
  });

  it('reads a field whose scope has conditions but no joins through a subquery', () => {
    const resolver = (): FieldResolver => ({
      resolve: () => ({ sql: raw('x') }),
      scope: () => ({ joins: [], conditions: [raw('c1'), raw('c2')] }),
    });
    expect(compileSort('-x', resolver, sqliteDialect, { rowid: 'm._rowid_' }).text).toBe(
      '(SELECT MAX(x) FROM (SELECT 1) AS __scope WHERE (c1) AND (c2)) DESC',
    );
  });
});
