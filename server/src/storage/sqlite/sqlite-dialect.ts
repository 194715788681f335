import type { ColumnKind, Dialect } from '../dialect.js';

const COLUMN_DEFINITIONS: Record<ColumnKind, string> = {
  primaryKey: "TEXT PRIMARY KEY DEFAULT ('r'||lower(hex(randomblob(7)))) NOT NULL",
  text: "TEXT DEFAULT '' NOT NULL",
  number: 'NUMERIC DEFAULT 0 NOT NULL',
  bool: 'BOOLEAN DEFAULT FALSE NOT NULL',
  json: 'JSON DEFAULT NULL',
  jsonArray: "JSON DEFAULT '[]' NOT NULL",
};

/** SQLite's answers to the `Dialect` questions. */
export const sqliteDialect: Dialect = {
  name: 'sqlite',
  quoteIdent: (name) => '`' + name.replaceAll('`', '``') + '`',
  columnDefinition: (kind) => COLUMN_DEFINITIONS[kind],
  // note: json_each over a non-JSON text raises an error, so guard with json_valid; a scalar
  // JSON value yields one row, which is how PocketBase treats single values in multi contexts.
  jsonEach: (expression, alias) =>
    `json_each(CASE WHEN json_valid(${expression}) THEN ${expression} ELSE json_array(${expression}) END) AS ${alias}`,
  jsonArrayLength: (expression) =>
    `(CASE WHEN json_valid(${expression}) AND json_type(${expression}) = 'array' THEN json_array_length(${expression}) ELSE 0 END)`,
  jsonExtract: (expression, pathParam) =>
    `(CASE WHEN json_valid(${expression}) THEN json_extract(${expression}, ${pathParam}) ELSE NULL END)`,
  jsonValid: (expression) => `json_valid(${expression})`,
  likeEscape: " ESCAPE '\\'",
  like: (left, right) => `${left} LIKE ${right} ESCAPE '\\'`,
  random: 'RANDOM()',
  rowid: '_rowid_',
  bool: (value) => (value ? 1 : 0),
  castNumber: (expression) => `CAST(${expression} AS NUMERIC)`,
  castText: (expression) => `CAST(${expression} AS TEXT)`,
  limitOffset: (limitParam, offsetParam) => `LIMIT ${limitParam} OFFSET ${offsetParam}`,
  jsonArrayFromScalar: (expression) =>
    `(CASE WHEN ${expression} IS NULL OR ${expression} = '' THEN '[]' ELSE json_array(${expression}) END)`,
  lastJsonArrayItem: (expression) =>
    `COALESCE((CASE WHEN json_valid(${expression}) AND json_type(${expression}) = 'array' THEN json_extract(${expression}, '$[#-1]') ELSE NULL END), '')`,
};
