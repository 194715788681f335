import type { Sql } from './sql.js';

/**
 * What the SQL-building code needs to differ on between engines. Nothing outside the storage
 * adapters and the code that asks this interface knows which engine runs.
 *
 * Methods that take SQL text as `string` may repeat it in their output, so callers pass
 * parameter-free expressions (columns, function calls over columns) to them.
 */
export interface Dialect {
  readonly name: 'sqlite' | 'postgres';
  /** Quotes a table or column name. */
  quoteIdent(name: string): string;
  /** Column type and default for a stored value kind. */
  columnDefinition(kind: ColumnKind): string;
  /**
   * A FROM-clause item that turns a JSON array into rows with one column `value` (text),
   * named `alias`. A non-array or NULL input gives no rows; a scalar gives one row.
   * It must be usable after `LEFT JOIN … ON 1=1` and may reference columns of the FROM
   * items before it and of enclosing queries (PostgreSQL needs `LATERAL` for that).
   */
  jsonEach(expression: string, alias: string): string;
  /** The length of a JSON array, 0 for NULL or non-arrays. */
  jsonArrayLength(expression: string): string;
  /** Extracts a value at a path of keys/indexes (given as one bound parameter: `$.a.b[0]`). */
  jsonExtract(expression: string, pathParam: string): string;
  /** Tells whether an expression holds valid JSON (used to read JSON text columns safely). */
  jsonValid(expression: string): string;
  /** The suffix that makes `\` the escape character of a LIKE pattern. */
  readonly likeEscape: string;
  /**
   * An expression for case-insensitive LIKE with `\` as the escape character, given the left
   * and right operands. Each operand appears exactly once, left first, so they may carry
   * parameters.
   */
  like(left: string, right: string): string;
  /**
   * Null-safe equality: true when both sides are equal or both are NULL, never NULL itself
   * (`a IS b` in SQLite, `a IS NOT DISTINCT FROM b` in PostgreSQL). Each operand appears
   * exactly once, left first.
   */
  nullSafeEqual(left: string, right: string): string;
  /** The negation of `nullSafeEqual`, never NULL itself; same operand order guarantee. */
  nullSafeNotEqual(left: string, right: string): string;
  /**
   * Equality ignoring ASCII case, as a `COLLATE NOCASE` index compares (`a = b COLLATE NOCASE`
   * in SQLite, `LOWER(a) = LOWER(b)` in PostgreSQL). Each operand appears exactly once, left first.
   */
  nocaseEqual(left: string, right: string): string;
  /**
   * The great-circle distance in kilometres between two points given in degrees, on a sphere
   * of radius 6371 km (spherical law of cosines). NULL when any input is NULL.
   */
  geoDistance(lonA: Sql, latA: Sql, lonB: Sql, latB: Sql): Sql;
  /**
   * SQLite's `strftime(format, time-value, modifiers…)` semantics: formats a time value (a date
   * text, a number, or the current time when `timeValue` is null) after applying the modifiers.
   * NULL when the time value or a modifier is invalid. `format` and `modifiers` are literal
   * texts the implementation binds or translates; `timeValue` is SQL with its own parameters.
   */
  strftime(format: string, timeValue: Sql | null, modifiers: readonly string[]): Sql;
  /**
   * The suffix of a `SELECT` that locks the rows it reads until the transaction ends, so
   * transactions that touch the same row (a chat's `seq`, its members) take turns
   * (` FOR UPDATE` on PostgreSQL; empty on SQLite, whose one writer already runs write
   * transactions one after another).
   */
  readonly forUpdate: string;
  /**
   * An expression that takes a lock on a name (one `?` parameter) until the transaction ends
   * (PostgreSQL: a transaction-level advisory lock on the name's 64-bit hash); empty on SQLite,
   * for the same reason as `forUpdate`.
   */
  readonly nameLock: string;
  /** A random ordering expression. */
  readonly random: string;
  /** An expression that orders rows by insertion. */
  readonly rowid: string;
  /** The value stored for a boolean. */
  bool(value: boolean): number | boolean;
  /**
   * A bound parameter that stands for a stored column of `kind` (a row that is not in a table
   * yet). SQLite needs nothing; PostgreSQL would otherwise type an unused parameter as text.
   */
  typedParam(kind: ColumnKind): string;
  /**
   * A filter expression whose parameters carry their values' types where the engine needs them
   * to compare across types as SQLite does (identity on SQLite). Applied once to a compiled filter.
   */
  typedParams(fragment: Sql): Sql;
  /** The empty text literal, typed as text where the engine needs it to compare with any type. */
  readonly emptyText: string;
  /**
   * An expression as text with NULL read as `''`, for PocketBase's "NULL equals empty" rule
   * (`COALESCE(x, '')` in SQLite). Each operand appears exactly once.
   */
  coalesceText(expression: string): string;
  /** Casts an expression to a number for comparisons. */
  castNumber(expression: string): string;
  /** Casts an expression to text. */
  castText(expression: string): string;
  /** Wraps a pagination clause. */
  limitOffset(limitParam: string, offsetParam: string): string;
  /** Converts a single text value to a JSON array text (`''` ⇒ `[]`, `'a'` ⇒ `["a"]`). */
  jsonArrayFromScalar(expression: string): string;
  /** The last item of a JSON array as text, `''` when empty. */
  lastJsonArrayItem(expression: string): string;
}

/** How a field's value is stored in its column. */
export type ColumnKind = 'text' | 'number' | 'bool' | 'json' | 'jsonArray' | 'primaryKey';
