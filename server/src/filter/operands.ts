import type { Sql, SqlValue } from '../storage/sql.js';
import type { Dialect } from '../storage/dialect.js';
import type { ResolvedOperand } from './field-resolver.js';

/** A bound value that depends on no row. */
export function paramOperand(value: SqlValue): ResolvedOperand {
  return { sql: { text: '?', params: [value] }, constant: true };
}

/** The SQL `NULL` keyword. */
export const NULL_OPERAND: ResolvedOperand = {
  sql: { text: 'NULL', params: [] },
  constant: true,
  literal: 'null',
};

/** The engine's boolean literal (`1`/`0` in SQLite), as PocketBase renders `true`/`false`. */
export function boolOperand(dialect: Dialect, value: boolean): ResolvedOperand {
  return {
    sql: { text: String(dialect.bool(value)), params: [] },
    constant: true,
    literal: 'bool',
  };
}

/** A column or expression that depends on the row. */
export function columnOperand(sql: Sql, extra: Partial<ResolvedOperand> = {}): ResolvedOperand {
  return { sql, ...extra };
}

function hasEmptyParam(operand: ResolvedOperand): boolean {
  return operand.sql.params.some((value) => value === null || value === '');
}

/** `NULL`, or a single empty parameter (`''`, `LOWER('')`) when coalescing applies. */
export function isEmptyOperand(operand: ResolvedOperand): boolean {
  if (operand.literal === 'null') return true;
  return (
    (operand.nullFallback ?? 'auto') === 'auto' &&
    operand.sql.params.length === 1 &&
    hasEmptyParam(operand)
  );
}

/** A boolean literal or parameters that are all non-empty: compared without coalescing. */
export function isKnownNonEmpty(operand: ResolvedOperand): boolean {
  if (operand.nullFallback === 'enforced') return false;
  if (operand.literal === 'bool') return true;
  return operand.sql.params.length > 0 && !hasEmptyParam(operand) && !isEmptyOperand(operand);
}
