import type { Queryable, Row } from '../storage/db.js';
import { joinSql, type Sql } from '../storage/sql.js';

/** Paging and search parameters of a list request, already parsed (see `http/list-query.ts`). */
export interface PageQuery {
  page: number;
  perPage: number;
  sort: string;
  filter: string;
  skipTotal: boolean;
}

/** PocketBase's list envelope (`search.Result`); `-1` totals when the count was skipped. */
export interface SearchResult<T> {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: T[];
}

/** What one list reads: already compiled, so this layer never knows what the rows mean. */
export interface SearchSource {
  /** The selected columns, e.g. `"__main".*`. */
  select: string;
  /** What follows `FROM`: the table with its alias, and any joins. */
  from: string;
  /** Conditions that must all hold (the client filter, a rule…); none means every row. */
  where: readonly Sql[];
  /** The ORDER BY list without the keyword; empty text leaves the order to the engine. */
  orderBy: Sql;
}

/**
 * Reads one page of a list and, unless `skipTotal`, counts every matching row, as PocketBase's
 * `search.Provider.Exec` does; the one place list paging and totals are written, so the
 * records, collections and logs lists cannot drift apart. Items are the raw rows: callers turn
 * them into records, collections or log entries. A page past the end is an empty `items`.
 *
 * @example
 * const found = await searchPage(db, {
 *   select: '"__c".id', from: '"_collections" AS "__c"', where: [filter], orderBy: sort,
 * }, { page: 2, perPage: 30, skipTotal: false });
 */
export async function searchPage<T extends Row = Row>(
  q: Queryable,
  source: SearchSource,
  query: Pick<PageQuery, 'page' | 'perPage' | 'skipTotal'>,
): Promise<SearchResult<T>> {
  const where = whereClause(source.where);
  const from = `FROM ${source.from}${where.text}`;
  const order = source.orderBy.text === '' ? '' : ` ORDER BY ${source.orderBy.text}`;
  const offset = (query.page - 1) * query.perPage;
  const items = await q.all<T>(`SELECT ${source.select} ${from}${order} LIMIT ? OFFSET ?`, [
    ...where.params,
    ...source.orderBy.params,
    query.perPage,
    offset,
  ]);
  if (query.skipTotal) {
    return { page: query.page, perPage: query.perPage, totalItems: -1, totalPages: -1, items };
  }
  const count = await q.get<{ total: number | bigint }>(
    `SELECT COUNT(*) AS total ${from}`,
    where.params,
  );
  const totalItems = Number(count?.total ?? 0);
  const totalPages = Math.ceil(totalItems / query.perPage);
  return { page: query.page, perPage: query.perPage, totalItems, totalPages, items };
}

/** ` WHERE (a) AND (b)`, or nothing without conditions. */
function whereClause(conditions: readonly Sql[]): Sql {
  if (conditions.length === 0) return { text: '', params: [] };
  const joined = joinSql(
    conditions.map((condition) => ({ text: `(${condition.text})`, params: condition.params })),
    ' AND ',
  );
  return { text: ` WHERE ${joined.text}`, params: joined.params };
}
