import { describe, expect, it } from 'vitest';
import { sqliteDialect } from '../storage/sqlite/sqlite-dialect.js';
import type { ResolvedOperand } from './field-resolver.js';
import {
  boolOperand,
  columnOperand,
  isEmptyOperand,
  isKnownNonEmpty,
  NULL_OPERAND,
  paramOperand,
} from './operands.js';
import { raw } from './sql-fragment.js';

const params = (values: (string | null)[], extra: Partial<ResolvedOperand> = {}) =>
  ({
    sql: { text: values.map(() => '?').join(', '), params: values },
    ...extra,
  }) satisfies ResolvedOperand;

// Which side of `=`/`!=` is "empty" (compared as `(x = '' OR x IS NULL)`) and which is a known
// value (compared directly, so an index can be used) decides the SQL of every equality.
describe('isEmptyOperand', () => {
  it.each<[string, ResolvedOperand, boolean]>([
    ['the NULL keyword', NULL_OPERAND, true],
    ['an empty text parameter', paramOperand(''), true],
    ['a NULL parameter', paramOperand(null), true],
    ['LOWER of an empty text', { sql: { text: 'LOWER(?)', params: [''] }, constant: true }, true],
    ['a non-empty parameter', paramOperand('x'), false],
    ['a column', columnOperand(raw('a')), false],
    ['two parameters, one empty', params(['', 'x']), false],
    ['an empty parameter never coalesced', params([''], { nullFallback: 'disabled' }), false],
    ['an empty parameter that may be NULL', params([''], { nullFallback: 'enforced' }), false],
  ])('%s: %s', (_name, operand, expected) => {
    expect(isEmptyOperand(operand)).toBe(expected);
  });
});

describe('isKnownNonEmpty', () => {
  it.each<[string, ResolvedOperand, boolean]>([
    ['true', boolOperand(sqliteDialect, true), true],
    ['false', boolOperand(sqliteDialect, false), true],
    ['a non-empty parameter', paramOperand('x'), true],
    ['a number', paramOperand(0), true],
    ['several non-empty parameters', params(['x', 'y']), true],
    ['parameters with an empty one', params(['x', '']), false],
    ['parameters with a NULL one', params([null, 'x']), false],
    ['an empty parameter', paramOperand(''), false],
    ['the NULL keyword', NULL_OPERAND, false],
    ['a column', columnOperand(raw('a')), false],
    ['a value that may be NULL', params(['x'], { nullFallback: 'enforced' }), false],
  ])('%s: %s', (_name, operand, expected) => {
    expect(isKnownNonEmpty(operand)).toBe(expected);
  });
});

describe('columnOperand', () => {
  it('is the SQL with the given extras', () => {
    expect(columnOperand(raw('a'))).toEqual({ sql: raw('a') });
    expect(columnOperand(raw('a'), { nullFallback: 'disabled' })).toEqual({
      sql: raw('a'),
      nullFallback: 'disabled',
    });
  });
});
