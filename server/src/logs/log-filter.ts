import { badRequest } from '../errors.js';
import { compileFilter } from '../filter/compile.js';
import type { FieldResolver, ResolvedOperand } from '../filter/field-resolver.js';
import { FilterError } from '../filter/filter-error.js';
import { compileSort } from '../filter/sort.js';
import type { Sql } from '../storage/db.js';
import type { Dialect } from '../storage/dialect.js';

/** The longest filter accepted, as for record lists. */
const MAX_FILTER_LENGTH = 3500;
const COLUMNS = new Set(['id', 'created', 'level', 'message', 'data']);
/** PocketBase's logs filter fields: the columns and `^data\.[\w.:]*\w+$`. */
const DATA_PATH = /^data\.[\w.:]*\w$/;

/**
 * Maps logs filter identifiers to SQL, PocketBase's `SimpleFieldResolver` for the logs API:
 * the columns `id, created, level, message, data`, and `data.<path>` into the JSON data
 * (`data.a.0` ⇒ `$.a[0]`, compared without NULL coalescing as record JSON paths are).
 * Anything else, including `@request.*` and `@collection.*`, is an error.
 */
export class LogFieldResolver implements FieldResolver {
  constructor(private readonly dialect: Dialect) {}

  resolve(identifier: string): ResolvedOperand {
    const q = (name: string) => this.dialect.quoteIdent(name);
    if (COLUMNS.has(identifier)) return { sql: { text: q(identifier), params: [] } };
    if (!DATA_PATH.test(identifier)) {
      throw new FilterError(`unknown logs filter field "${identifier}"`);
    }
    let path = '$';
    for (const part of identifier.split('.').slice(1)) {
      if (!/^\w+$/.test(part)) throw new FilterError(`invalid JSON path part "${part}"`);
      path += /^\d+$/.test(part) ? `[${part}]` : `.${part}`;
    }
    return {
      sql: { text: this.dialect.jsonExtract(q('data'), '?'), params: [path] },
      nullFallback: 'disabled',
    };
  }

  scope() {
    return { joins: [], conditions: [] };
  }
}

/**
 * Compiles a logs filter (PocketBase's filter language, over the fields `LogFieldResolver`
 * knows) into a boolean SQL expression; a bad filter is a 400.
 *
 * `level >= 4 && data.status = 404` ⇒ `` `level` >= ? AND json_extract(`data`, ?) = ? ``
 */
export function compileLogFilter(filter: string, dialect: Dialect): Sql {
  if (filter.trim() === '') return { text: '1=1', params: [] };
  if (filter.length > MAX_FILTER_LENGTH) throw badRequest();
  return asBadRequest(() => compileFilter(filter, new LogFieldResolver(dialect), dialect));
}

/** Compiles a logs sort (`-created,id`, `@rowid`, `@random`, `data.x`) into an ORDER BY list. */
export function compileLogSort(sort: string, dialect: Dialect): Sql {
  return asBadRequest(() =>
    compileSort(sort, () => new LogFieldResolver(dialect), dialect, { rowid: dialect.rowid }),
  );
}

function asBadRequest<T>(compile: () => T): T {
  try {
    return compile();
  } catch (error) {
    if (error instanceof FilterError) throw badRequest(undefined, {}, error);
    throw error;
  }
}
