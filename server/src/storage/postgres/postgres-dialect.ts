import type { Sql, SqlValue } from '../sql.js';
import { rewriteOutsideQuotes } from './statement-text.js';
import type { ColumnKind, Dialect } from '../dialect.js';

// note: JSON is kept as text, as SQLite keeps it: a stored value reads back byte for byte, and
// the helper functions (`postgres-functions.ts`) parse it where a query looks inside.
const COLUMN_DEFINITIONS: Record<ColumnKind, string> = {
  primaryKey: "TEXT PRIMARY KEY DEFAULT ('r' || substr(md5(random()::text), 1, 14)) NOT NULL",
  text: "TEXT DEFAULT '' NOT NULL",
  number: 'DOUBLE PRECISION DEFAULT 0 NOT NULL',
  bool: 'BOOLEAN DEFAULT FALSE NOT NULL',
  json: 'TEXT DEFAULT NULL',
  jsonArray: "TEXT DEFAULT '[]' NOT NULL",
};

const PARAM_TYPES: Record<ColumnKind, string> = {
  primaryKey: 'TEXT',
  text: 'TEXT',
  number: 'DOUBLE PRECISION',
  bool: 'BOOLEAN',
  json: 'TEXT',
  jsonArray: 'TEXT',
};

const asText = (expression: string) => `CAST(${expression} AS TEXT)`;

/** PostgreSQL's answers to the `Dialect` questions. */
export const postgresDialect: Dialect = {
  name: 'postgres',
  quoteIdent: (name) => '"' + name.replaceAll('"', '""') + '"',
  columnDefinition: (kind) => COLUMN_DEFINITIONS[kind],
  jsonEach: (expression, alias) =>
    `LATERAL hearth_json_items(${asText(expression)}) AS ${alias}(value)`,
  jsonArrayLength: (expression) => `hearth_json_array_length(${asText(expression)})`,
  jsonExtract: (expression, pathParam) =>
    `hearth_json_extract(${asText(expression)}, CAST(${pathParam} AS TEXT))`,
  jsonValid: (expression) => `(hearth_jsonb(${asText(expression)}) IS NOT NULL)`,
  likeEscape: " ESCAPE '\\'",
  like: (left, right) => `${asText(left)} ILIKE ${right} ESCAPE '\\'`,
  nullSafeEqual: (left, right) => `${left} IS NOT DISTINCT FROM ${right}`,
  nullSafeNotEqual: (left, right) => `${left} IS DISTINCT FROM ${right}`,
  nocaseEqual: (left, right) => `LOWER(${left}) = LOWER(${right})`,
  geoDistance,
  strftime,
  forUpdate: ' FOR UPDATE',
  nameLock: 'pg_advisory_xact_lock(hashtextextended(?, 0))',
  random: 'RANDOM()',
  // note: PostgreSQL has no rowid; the tuple id follows insertion order until a row is updated.
  rowid: 'ctid',
  bool: (value) => value,
  typedParam: (kind) => `CAST(? AS ${PARAM_TYPES[kind]})`,
  typedParams,
  emptyText: "CAST('' AS TEXT)",
  coalesceText: (expression) => `COALESCE(CAST(${expression} AS TEXT), '')`,
  castNumber: (expression) => `hearth_number(${asText(expression)})`,
  castText: asText,
  limitOffset: (limitParam, offsetParam) => `LIMIT ${limitParam} OFFSET ${offsetParam}`,
  jsonArrayFromScalar: (expression) =>
    `(CASE WHEN ${expression} IS NULL OR ${asText(expression)} = '' THEN '[]' ELSE jsonb_build_array(${expression})::text END)`,
  lastJsonArrayItem: (expression) => `hearth_json_last(${asText(expression)})`,
};

/**
 * Types each parameter by its value (text, number, boolean), so that a filter's comparisons
 * resolve through the text/number/boolean operators (`postgres-comparisons.ts`) as they would
 * on SQLite, instead of PostgreSQL guessing the parameter's type from the column it meets.
 */
function typedParams(fragment: Sql): Sql {
  if (fragment.params.length === 0) return fragment;
  const text = rewriteOutsideQuotes(fragment.text, (index) => {
    const type = paramType(fragment.params[index]);
    return type ? `CAST(? AS ${type})` : '?';
  });
  return { text, params: fragment.params };
}

function paramType(value: SqlValue | undefined): string | null {
  if (typeof value === 'string') return 'TEXT';
  if (typeof value === 'number' || typeof value === 'bigint') return 'DOUBLE PRECISION';
  if (typeof value === 'boolean') return 'BOOLEAN';
  return null;
}

// note: rounding can push the cosine sum just past ±1, where acos() raises an error; clamping
// keeps the distance between identical points at 0.
function geoDistance(lonA: Sql, latA: Sql, lonB: Sql, latB: Sql): Sql {
  const parts: Sql[] = [];
  const use = (value: Sql) => {
    parts.push(value);
    return `CAST(${value.text} AS DOUBLE PRECISION)`;
  };
  const cosine =
    `cos(radians(${use(latA)})) * cos(radians(${use(latB)}))` +
    ` * cos(radians(${use(lonB)}) - radians(${use(lonA)}))` +
    ` + sin(radians(${use(latA)})) * sin(radians(${use(latB)}))`;
  return {
    text: `(6371 * acos(greatest(-1, least(1, ${cosine}))))`,
    params: parts.flatMap((part) => part.params),
  };
}

function strftime(format: string, timeValue: Sql | null, modifiers: readonly string[]): Sql {
  if (!timeValue) return { text: 'hearth_strftime(?, NULL, NULL)', params: [format] };
  const slots = modifiers.map(() => '?').join(', ');
  return {
    text: `hearth_strftime(?, CAST(${timeValue.text} AS TEXT), ARRAY[${slots}]::text[])`,
    params: [format, ...timeValue.params, ...modifiers],
  };
}
