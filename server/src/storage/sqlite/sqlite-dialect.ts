import type { Sql } from '../sql.js';
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
  nullSafeEqual: (left, right) => `${left} IS ${right}`,
  nullSafeNotEqual: (left, right) => `${left} IS NOT ${right}`,
  nocaseEqual: (left, right) => `${left} = ${right} COLLATE NOCASE`,
  geoDistance,
  strftime,
  forUpdate: '',
  nameLock: '',
  random: 'RANDOM()',
  rowid: '_rowid_',
  bool: (value) => (value ? 1 : 0),
  typedParam: () => '?',
  typedParams: (fragment) => fragment,
  emptyText: "''",
  coalesceText: (expression) => `COALESCE(${expression}, '')`,
  castNumber: (expression) => `CAST(${expression} AS NUMERIC)`,
  castText: (expression) => `CAST(${expression} AS TEXT)`,
  limitOffset: (limitParam, offsetParam) => `LIMIT ${limitParam} OFFSET ${offsetParam}`,
  jsonArrayFromScalar: (expression) =>
    `(CASE WHEN ${expression} IS NULL OR ${expression} = '' THEN '[]' ELSE json_array(${expression}) END)`,
  lastJsonArrayItem: (expression) =>
    `COALESCE((CASE WHEN json_valid(${expression}) AND json_type(${expression}) = 'array' THEN json_extract(${expression}, '$[#-1]') ELSE NULL END), '')`,
};

// note: rounding can push the cosine sum just past ±1, where acos() yields NULL; clamping keeps
// the distance between identical points at 0.
function geoDistance(lonA: Sql, latA: Sql, lonB: Sql, latB: Sql): Sql {
  const parts: Sql[] = [];
  const use = (value: Sql) => {
    parts.push(value);
    return value.text;
  };
  const cosine =
    `cos(radians(${use(latA)})) * cos(radians(${use(latB)}))` +
    ` * cos(radians(${use(lonB)}) - radians(${use(lonA)}))` +
    ` + sin(radians(${use(latA)})) * sin(radians(${use(latB)}))`;
  return {
    text: `(6371 * acos(max(-1, min(1, ${cosine}))))`,
    params: parts.flatMap((part) => part.params),
  };
}

function strftime(format: string, timeValue: Sql | null, modifiers: readonly string[]): Sql {
  const args = ['?'];
  const params: Sql['params'] = [format];
  if (timeValue) {
    args.push(timeValue.text);
    params.push(...timeValue.params);
    for (const modifier of modifiers) {
      args.push('?');
      params.push(modifier);
    }
  }
  return { text: `strftime(${args.join(', ')})`, params };
}
