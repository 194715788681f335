import { describe, expect, it } from 'vitest';
import type { Sql, SqlValue } from '../storage/sql.js';
import { sqliteDialect } from '../storage/sqlite/sqlite-dialect.js';
import { compileFilter, MAX_COMPARISONS, wrapInJoinScope } from './compile.js';
import { FakeResolver } from '../test/fake-field-resolver.js';
import type { FieldResolver } from './field-resolver.js';
import { FilterError } from './filter-error.js';
import { raw } from './sql-fragment.js';
import { MAX_STRFTIME_ARGS } from './functions.js';

const NOW = new Date('2024-03-09T10:11:12.345Z');

function compile(input: string): Sql {
  return compileFilter(input, new FakeResolver(), sqliteDialect, { now: NOW });
}

const LIKE = "ESCAPE '\\'";
const MATCH_ALL_M = (where: string) =>
  `NOT EXISTS (SELECT 1 FROM (SELECT 1) AS __mm LEFT JOIN json_each(m) AS mx ON 1=1 WHERE NOT (${where}))`;

describe('compileFilter', () => {
  it.each<[string, string, string, SqlValue[]]>([
    ['equality with text', 'a = "x"', 'a = ?', ['x']],
    ['non-equality is null-safe', 'a != "x"', 'a IS NOT ?', ['x']],
    ['equal to empty text', 'a = ""', "(a = '' OR a IS NULL)", []],
    ['not equal to null', 'a != null', "(a IS NOT '' AND a IS NOT NULL)", []],
    ['empty on the left', "'' = a", "('' = a OR a IS NULL)", []],
    ['empty param of a field', 'e = a', "('' = a OR a IS NULL)", []],
    [
      'null keyword in any case',
      'a = NULL || a = Null',
      "((a = '' OR a IS NULL) OR (a = '' OR a IS NULL))",
      [],
    ],
    ['two columns coalesce', 'a = b', "COALESCE(a, '') = COALESCE(b, '')", []],
    ['two columns differ', 'a != b', "COALESCE(a, '') IS NOT COALESCE(b, '')", []],
    ['empty against null', "'' = null && null != ''", '((1=1) AND (1=0))', []],
    ['booleans are literals', 'a = true && b != False', '(a = 1 AND b IS NOT 0)', []],
    ['a constant compares directly', 'p = a', '? = a', ['P']],
    [
      'numbers are parameters',
      'a > 1 && a >= -2.5 && a < 3 && a <= 4',
      '(a > ? AND a >= ? AND a < ? AND a <= ?)',
      [1, -2.5, 3, 4],
    ],
    ['literal against literal', '1 < 2', '? < ?', [1, 2]],
    [
      'no coalescing for JSON',
      'j = "x" || j != null',
      '(json(j) IS ? OR json(j) IS NOT NULL)',
      ['x'],
    ],
    ['enforced coalescing against a literal', 's = "x"', 's = ?', ['x']],
    ['enforced coalescing against a column', 's = a', "COALESCE(s, '') = COALESCE(a, '')", []],
    ['contains wraps the text', 'a ~ "x_y"', `a LIKE ? ${LIKE}`, ['%x\\_y%']],
    ['a pattern is kept', 'a !~ "x%"', `NOT (a LIKE ? ${LIKE})`, ['x%']],
    ['contains another column', 'a ~ b', `a LIKE ('%' || b || '%') ${LIKE}`, []],
    ['text contains a column', '"x" ?!~ a', `NOT (? LIKE ('%' || a || '%') ${LIKE})`, ['x']],
    ['any-of on a single value', 'a ?= "x" && a ?> 1', '(a = ? AND a > ?)', ['x', 1]],
    ['or binds loosest', 'a = 1 || b = 2 && a = 3', '(a = ? OR (b = ? AND a = ?))', [1, 2, 3]],
    ['the wrapper applies', 'w = "x"', '(w = ? AND visible)', ['x']],
    [
      'match-all on a multi value',
      'm = "x"',
      `((m.v = ?) AND (${MATCH_ALL_M('mx.value = ?')}))`,
      ['x', 'x'],
    ],
    ['any-of on a multi value', 'm ?= "x"', 'm.v = ?', ['x']],
    [
      'multi value on the right',
      '"x" != m',
      `((? IS NOT m.v) AND (${MATCH_ALL_M('? IS NOT mx.value')}))`,
      ['x', 'x'],
    ],
    [
      'match-all against empty',
      'm = ""',
      `(((m.v = '' OR m.v IS NULL)) AND (${MATCH_ALL_M("(mx.value = '' OR mx.value IS NULL)")}))`,
      [],
    ],
    [
      'both sides multi',
      'm < n',
      '((m.v < n.v) AND (NOT EXISTS (SELECT 1 FROM (SELECT 1) AS __mm LEFT JOIN json_each(m) AS mx ON 1=1 LEFT JOIN json_each(n) AS nx ON 1=1 WHERE NOT (mx.value < nx.value))))',
      [],
    ],
    ['both sides multi, any-of', 'm ?= n', "COALESCE(m.v, '') = COALESCE(n.v, '')", []],
    [
      'joins wrap the whole expression',
      'r = "x" || a = "y"',
      'EXISTS (SELECT 1 FROM (SELECT 1) AS __scope LEFT JOIN rel AS r ON r.id = ? WHERE ((r.name = ? OR a = ?)))',
      ['R', 'x', 'y'],
    ],
    [
      'date macros are parameters',
      '@now > a && @todayStart < a',
      '(? > a AND ? < a)',
      ['2024-03-09 10:11:12.345Z', '2024-03-09 00:00:00.000Z'],
    ],
    [
      'all date macros',
      '@yesterday = a || @tomorrow = a || @todayEnd = a || @monthStart = a || @monthEnd = a || @yearStart = a || @yearEnd = a',
      '(? = a OR ? = a OR ? = a OR ? = a OR ? = a OR ? = a OR ? = a)',
      [
        '2024-03-08 10:11:12.345Z',
        '2024-03-10 10:11:12.345Z',
        '2024-03-09 23:59:59.999Z',
        '2024-03-01 00:00:00.000Z',
        '2024-03-31 23:59:59.999Z',
        '2024-01-01 00:00:00.000Z',
        '2024-12-31 23:59:59.999Z',
      ],
    ],
    [
      'numeric macros',
      '@second = a || @minute = a || @hour = a || @day = a || @month = a || @year = a || @weekday = a',
      '(? = a OR ? = a OR ? = a OR ? = a OR ? = a OR ? = a OR ? = a)',
      [12, 11, 10, 9, 3, 2024, 6],
    ],
    [
      'geoDistance',
      'geoDistance(a, b, 1, 2) < 5',
      '(6371 * acos(max(-1, min(1, cos(radians(b)) * cos(radians(?)) * cos(radians(?) - radians(a)) + sin(radians(b)) * sin(radians(?)))))) < ?',
      [2, 1, 2, 5],
    ],
    [
      'geoDistance is compared without coalescing',
      'geoDistance(a, b, a, b) = null',
      '(6371 * acos(max(-1, min(1, cos(radians(b)) * cos(radians(b)) * cos(radians(a) - radians(a)) + sin(radians(b)) * sin(radians(b)))))) IS NULL',
      [],
    ],
    ['strftime of a column', "strftime('%Y', a) = '2024'", 'strftime(?, a) = ?', ['%Y', '2024']],
    [
      'strftime is never a known value',
      "strftime('%Y') = a",
      "COALESCE(strftime(?), '') = COALESCE(a, '')",
      ['%Y'],
    ],
    [
      'strftime with modifiers',
      "strftime('%d', '2024-01-31', '+1 day', 'start of month') != ''",
      "(strftime(?, ?, ?, ?) IS NOT '' AND strftime(?, ?, ?, ?) IS NOT NULL)",
      [
        '%d',
        '2024-01-31',
        '+1 day',
        'start of month',
        '%d',
        '2024-01-31',
        '+1 day',
        'start of month',
      ],
    ],
    [
      'strftime over a multi value',
      "strftime('%Y', m) = '2024'",
      `((strftime(?, m.v) = ?) AND (${MATCH_ALL_M('strftime(?, mx.value) = ?')}))`,
      ['%Y', '2024', '%Y', '2024'],
    ],
  ])('%s', (_name, input, text, params) => {
    expect(compile(input)).toEqual({ text, params });
  });

  it.each([
    ['an unknown field', 'a = 1 && zz = 2', 'unknown field "zz"', 9],
    ['an unknown function', 'nope(a) = 1', 'unknown function nope', 0],
    ['geoDistance with 3 arguments', 'geoDistance(a, b, 1) < 1', 'expects 4 arguments', 0],
    [
      'geoDistance with 5 arguments',
      'geoDistance(a, b, 1, 2, 3) < 1',
      'expects 4 arguments, got 5',
      0,
    ],
    ['geoDistance with text', "geoDistance(a, b, 1, '2') < 1", 'identifiers or numbers', 21],
    ['strftime without a format', 'strftime() = 1', 'expects a format', 0],
    ['strftime with a column format', 'strftime(a) = 1', 'format must be text', 9],
    [
      'strftime with a call as time',
      "strftime('%Y', strftime('%Y')) = 1",
      'invalid strftime time value',
      15,
    ],
    ['strftime with a column modifier', "strftime('%Y', a, b) = 1", 'modifiers must be text', 18],
    [
      'strftime with 11 arguments',
      `strftime('%Y', a${", 'x'".repeat(9)}) = 1`,
      'at most 10 arguments',
      0,
    ],
    ['a syntax error', 'a = (', 'expected an identifier', 4],
  ])('rejects %s', (_name, input, message, position) => {
    let caught: unknown;
    try {
      compile(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FilterError);
    expect((caught as FilterError).message).toContain(message);
    expect((caught as FilterError).position).toBe(position);
  });

  it(`allows ${MAX_COMPARISONS} comparisons and refuses one more`, () => {
    const within = Array.from({ length: MAX_COMPARISONS }, () => 'a = 1').join(' || ');
    expect(compile(within).params).toHaveLength(MAX_COMPARISONS);
    expect(() => compile(`${within} || (b = 2)`)).toThrow(/too many comparisons/);
  });

  it('resolves keywords only when the resolver does not know the name', () => {
    const resolver = new FakeResolver();
    const resolve = resolver.resolve.bind(resolver);
    resolver.resolve = (name) => (name === 'true' ? { sql: raw('truecolumn') } : resolve(name));
    expect(compileFilter('a = true', resolver, sqliteDialect).text).toBe(
      "COALESCE(a, '') = COALESCE(truecolumn, '')",
    );
  });

  it('keeps every literal out of the SQL text', () => {
    const evil = `x' OR 1=1; DROP TABLE posts; -- \\" é 😀`;
    const compiled = compile(`a = ${JSON.stringify(evil)} || a ~ 'it\\'s --'`);
    expect(compiled.text).toBe(`(a = ? OR a LIKE ? ${LIKE})`);
    expect(compiled.params).toEqual([evil, "%it's --%"]);
  });

  it(`allows strftime with ${MAX_STRFTIME_ARGS} arguments`, () => {
    const modifiers = Array.from({ length: MAX_STRFTIME_ARGS - 2 }, () => '+1 day');
    const call = `strftime('%Y', a, ${modifiers.map((item) => `'${item}'`).join(', ')})`;
    expect(compile(`${call} = '2024'`)).toEqual({
      text: `strftime(?, a${', ?'.repeat(modifiers.length)}) = ?`,
      params: ['%Y', ...modifiers, '2024'],
    });
  });

  it('reads null, true and false in any case without asking a resolver that lacks the name', () => {
    const fake = new FakeResolver();
    const asked: string[] = [];
    const resolver: FieldResolver = {
      resolve: (name) => {
        asked.push(name);
        return fake.resolve(name);
      },
      scope: () => fake.scope(),
      hasField: (name) => name === 'a',
    };
    expect(compileFilter('a = TRUE && a != False && a = nUlL', resolver, sqliteDialect).text).toBe(
      "(a = 1 AND a IS NOT 0 AND (a = '' OR a IS NULL))",
    );
    expect(asked).toEqual(['a', 'a', 'a']);
  });

  it('keeps the position a resolver gives and passes other errors through', () => {
    const resolver = new FakeResolver();
    const resolve = resolver.resolve.bind(resolver);
    resolver.resolve = (name) => {
      if (name === 'placed') throw new FilterError('placed here', 42);
      if (name === 'broken') throw new TypeError('not a filter problem');
      return resolve(name);
    };
    const placed = (() => {
      try {
        compileFilter('a = 1 && placed = 2', resolver, sqliteDialect);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(placed).toBeInstanceOf(FilterError);
    expect(placed).toMatchObject({ position: 42, message: 'placed here (at 42)' });
    expect(() => compileFilter('a = 1 && broken = 2', resolver, sqliteDialect)).toThrow(TypeError);
  });

  it('names the position of an unknown field in the message', () => {
    expect(() => compile('a = 1 && zz = 2')).toThrow(
      expect.objectContaining({ name: 'FilterError', message: 'unknown field "zz" (at 9)' }),
    );
  });

  it('wraps an expression whose scope has conditions but no joins', () => {
    expect(wrapInJoinScope(raw('x = 1'), [], [raw('c1'), raw('c2')]).text).toBe(
      'EXISTS (SELECT 1 FROM (SELECT 1) AS __scope WHERE (x = 1) AND (c1) AND (c2))',
    );
    expect(wrapInJoinScope(raw('x = 1'), [], [])).toEqual(raw('x = 1'));
  });
});
