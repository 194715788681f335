import type { Sql } from '../storage/sql.js';

/**
 * How `=`/`!=` treat NULL against `''` for an operand (PocketBase's `NullFallback`):
 * - `auto`: NULL and `''` are equal; a known non-empty literal compares directly.
 * - `disabled`: compare with null-safe `IS`/`IS NOT`, no coalescing (JSON values, distances).
 * - `enforced`: never taken for a known non-empty value although it carries parameters, so
 *   it is coalesced unless the other side is a known literal (`strftime(?, col)` may be NULL).
 */
export type NullFallback = 'auto' | 'disabled' | 'enforced';

/** A FROM item to LEFT JOIN, e.g. `"tags" AS "__j2"` ON `"__j2"."id" = "__j1"."value"`. */
export interface Join {
  item: Sql;
  /** The join condition; `null` joins every row (`ON 1=1`). */
  on: Sql | null;
}

/**
 * Every value of a multi-valued operand for the current main row: LEFT JOINing `joins` in order
 * (correlated to the main row) yields one row per value, or a single row with NULL when
 * there are none, and `value` reads the value from those rows.
 */
export interface MultiValues {
  joins: readonly Join[];
  value: Sql;
}

/** What an identifier stands for in SQL. */
export interface ResolvedOperand {
  /** The value for the current row of every joined source. */
  sql: Sql;
  nullFallback?: NullFallback;
  /** Set when the operand has several values per main row (match-all semantics apply). */
  multi?: MultiValues;
  /** Applied to every finished comparison that uses the operand (e.g. an extra visibility check). */
  wrap?: (comparison: Sql) => Sql;
  /** True when the value does not depend on any row (request data, literals); sorts refuse it. */
  constant?: boolean;
  /** Set for the SQL keywords `NULL` and the boolean literals, which carry no parameters. */
  literal?: 'null' | 'bool';
}

/**
 * Maps identifiers to SQL for one compilation (PocketBase's `FieldResolver`). Resolving may
 * register joins; the compiler wraps the finished expression so that those joins are evaluated
 * once per main row, and every condition that names the same source sees the same joined row.
 */
export interface FieldResolver {
  /** Resolves an identifier; throws a `FilterError` for unknown or forbidden ones. */
  resolve(identifier: string): ResolvedOperand;
  /** The joins registered so far and the extra conditions their rows must satisfy. */
  scope(): { joins: readonly Join[]; conditions: readonly Sql[] };
  /**
   * Whether a plain name (no dots) is one of the row's fields, when the resolver can tell
   * without resolving: the keywords `null`/`true`/`false` then skip a failed resolution.
   */
  hasField?(name: string): boolean;
}
