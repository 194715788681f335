import { joinSql, type Sql } from '../storage/sql.js';
import type { Dialect } from '../storage/dialect.js';
import { renderJoins } from './comparison.js';
import type { FieldResolver } from './field-resolver.js';
import { FilterError } from './filter-error.js';
import { fragment, raw } from './sql-fragment.js';

/** PocketBase's `DefaultSortExprLimit`. */
export const MAX_SORT_EXPRESSIONS = 8;
/** PocketBase's `MaxSortFieldLength`. */
export const MAX_SORT_FIELD_LENGTH = 255;

/** One `?sort=` item. */
export interface SortField {
  name: string;
  direction: 'ASC' | 'DESC';
}

/** What sort compilation needs besides the resolver. */
export interface SortOptions {
  /** SQL naming the main row's insertion order column, for `@rowid`. */
  rowid: string;
}

/**
 * Splits a sort text as PocketBase does: comma-separated, trimmed, `-` for descending, an
 * optional `+` for ascending.
 *
 * `-created, +title,id` ⇒ created DESC, title ASC, id ASC
 */
export function parseSort(sort: string): SortField[] {
  return sort.split(',').map((item) => {
    const name = item.trim();
    if (name.startsWith('-')) return { name: name.slice(1), direction: 'DESC' };
    return { name: name.startsWith('+') ? name.slice(1) : name, direction: 'ASC' };
  });
}

/**
 * Compiles a sort text into an ORDER BY list (without the keyword); empty text for an empty
 * sort. `@random` and `@rowid` are special names; other names resolve like filter identifiers
 * through a fresh resolver each, and must depend on the row. A name that needs joins becomes a
 * correlated subquery: the smallest joined value for ascending, the largest for descending.
 *
 * `-created,author.name` ⇒ `"__main"."created" DESC, (SELECT MIN("__j1"."name") FROM …) ASC`
 */
export function compileSort(
  sort: string,
  newResolver: () => FieldResolver,
  dialect: Dialect,
  options: SortOptions,
): Sql {
  if (sort === '') return raw('');
  const fields = parseSort(sort);
  if (fields.length > MAX_SORT_EXPRESSIONS) {
    throw new FilterError(`too many sort expressions (max ${MAX_SORT_EXPRESSIONS})`);
  }
  const parts = fields.map((field) => sortTerm(field, newResolver, dialect, options));
  return joinSql(parts, ', ');
}

function sortTerm(
  field: SortField,
  newResolver: () => FieldResolver,
  dialect: Dialect,
  options: SortOptions,
): Sql {
  if (field.name.length > MAX_SORT_FIELD_LENGTH) {
    throw new FilterError(`sort field longer than ${MAX_SORT_FIELD_LENGTH} characters`);
  }
  if (field.name === '@random') return raw(dialect.random);
  if (field.name === '@rowid') return raw(`${options.rowid} ${field.direction}`);
  const resolver = newResolver();
  const operand = resolver.resolve(field.name);
  if (operand.constant || operand.literal) {
    throw new FilterError(`invalid sort field "${field.name}"`);
  }
  const { joins, conditions } = resolver.scope();
  if (joins.length === 0 && conditions.length === 0) {
    return fragment`${operand.sql} ${raw(field.direction)}`;
  }
  // PB compat: PocketBase joins into the outer query and orders by whichever joined row
  // DISTINCT keeps; a subquery with MIN/MAX is deterministic and leaves the row set alone.
  const aggregate = raw(field.direction === 'ASC' ? 'MIN' : 'MAX');
  const where = conditions.length
    ? fragment` WHERE ${joinSql(
        conditions.map((condition) => fragment`(${condition})`),
        ' AND ',
      )}`
    : raw('');
  return fragment`(SELECT ${aggregate}(${operand.sql}) FROM (SELECT 1) AS __scope${renderJoins(joins)}${where}) ${raw(field.direction)}`;
}
