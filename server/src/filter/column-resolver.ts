import type { Dialect } from '../storage/dialect.js';
import type { FieldResolver, ResolvedOperand } from './field-resolver.js';
import { FilterError } from './filter-error.js';
import { compileFilter } from './compile.js';
import { compileSort } from './sort.js';
import { raw } from './sql-fragment.js';
import type { Sql } from '../storage/sql.js';

/** How a plain column compares: as text (NULL equals `''`), or as a value without coalescing. */
export type ColumnKind = 'text' | 'number' | 'bool' | 'json';

/** A table whose rows are filtered by plain columns (collections, logs), not by collection fields. */
export interface ColumnTable {
  /** The alias the surrounding SQL gives the table. */
  alias: string;
  /** The columns a filter or sort may name. */
  columns: Readonly<Record<string, ColumnKind>>;
  /**
   * A JSON column whose nested keys may be named with dots (`data.status`, `data.auth.id`),
   * for the logs API.
   */
  jsonColumn?: string;
}

/**
 * Resolves identifiers to the plain columns of one table, for the superuser APIs that list
 * internal tables with PocketBase's filter syntax. Unknown names are a `FilterError`.
 */
export function columnResolver(table: ColumnTable, dialect: Dialect): FieldResolver {
  const column = (name: string) =>
    raw(`${dialect.quoteIdent(table.alias)}.${dialect.quoteIdent(name)}`);
  return {
    resolve(identifier: string): ResolvedOperand {
      const kind = table.columns[identifier];
      if (kind) {
        return { sql: column(identifier), nullFallback: kind === 'json' ? 'disabled' : 'auto' };
      }
      const json = table.jsonColumn;
      if (json && identifier.startsWith(`${json}.`)) {
        const path = jsonPath(identifier.slice(json.length + 1));
        return {
          sql: { text: dialect.jsonExtract(column(json).text, '?'), params: [path] },
          nullFallback: 'disabled',
        };
      }
      throw new FilterError(`unknown field "${identifier}"`);
    },
    scope: () => ({ joins: [], conditions: [] }),
  };
}

/** `a.b.0.c` ⇒ `$.a.b[0].c`; only word characters are allowed in keys. */
function jsonPath(dotted: string): string {
  let path = '$';
  for (const part of dotted.split('.')) {
    if (!/^\w+$/.test(part)) throw new FilterError(`invalid JSON path "${dotted}"`);
    path += /^\d+$/.test(part) ? `[${part}]` : `.${part}`;
  }
  return path;
}

/** Compiles a filter over a column table; '' is `1=1`. */
export function compileColumnFilter(filter: string, table: ColumnTable, dialect: Dialect): Sql {
  if (filter.trim() === '') return raw('1=1');
  return compileFilter(filter, columnResolver(table, dialect), dialect);
}

/** Compiles a sort over a column table (empty text for none). */
export function compileColumnSort(sort: string, table: ColumnTable, dialect: Dialect): Sql {
  return compileSort(sort, () => columnResolver(table, dialect), dialect, {
    rowid: `${dialect.quoteIdent(table.alias)}.${dialect.rowid}`,
  });
}
