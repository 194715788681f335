/**
 * What the SQL-building code needs to differ on between engines. Nothing outside the storage
 * adapters and the code that asks this interface knows which engine runs.
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
  /** An expression for case-insensitive LIKE, given the left and right operands. */
  like(left: string, right: string): string;
  /** A random ordering expression. */
  readonly random: string;
  /** An expression that orders rows by insertion. */
  readonly rowid: string;
  /** The value stored for a boolean. */
  bool(value: boolean): number | boolean;
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
