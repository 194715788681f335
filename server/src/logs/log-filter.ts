import { badRequest } from '../errors.js';
import {
  compileColumnFilter,
  compileColumnSort,
  type ColumnTable,
} from '../filter/column-resolver.js';
import { asBadRequest } from '../search/filter-errors.js';
import type { Sql } from '../storage/sql.js';
import type { Dialect } from '../storage/dialect.js';
import { LOGS_TABLE } from './log-table.js';

/** The longest filter accepted, as for record lists. */
const MAX_FILTER_LENGTH = 3500;

/**
 * What logs filters and sorts may name, as PocketBase's logs API allows: `id, created, level,
 * message, data` and `data.<path>` into the JSON data.
 */
const LOGS_COLUMNS: ColumnTable = {
  alias: LOGS_TABLE,
  columns: { id: 'text', created: 'text', level: 'number', message: 'text', data: 'json' },
  jsonColumn: 'data',
};

/**
 * Compiles a logs filter (PocketBase's filter language over the logs columns) into a boolean
 * SQL expression; a bad filter is a 400.
 *
 * `level >= 4 && data.status = 404` ⇒ `` `_logs`.`level` >= ? AND json_extract(…, ?) = ? ``
 */
export function compileLogFilter(filter: string, dialect: Dialect): Sql {
  if (filter.length > MAX_FILTER_LENGTH) throw badRequest();
  return asBadRequest(() => compileColumnFilter(filter, LOGS_COLUMNS, dialect));
}

/** Compiles a logs sort (`-created,id`, `@rowid`, `@random`, `data.x`) into an ORDER BY list. */
export function compileLogSort(sort: string, dialect: Dialect): Sql {
  return asBadRequest(() => compileColumnSort(sort, LOGS_COLUMNS, dialect));
}
