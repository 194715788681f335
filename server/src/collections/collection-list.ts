import type { CollectionModel } from '@hearth/shared';
import {
  compileColumnFilter,
  compileColumnSort,
  type ColumnTable,
} from '../filter/column-resolver.js';
import { asBadRequest } from '../search/filter-errors.js';
import { searchPage, type PageQuery, type SearchResult } from '../search/search-provider.js';
import type { Queryable } from '../storage/db.js';
import { COLLECTIONS_TABLE, type CollectionRegistry } from './collection-registry.js';

/** The `_collections` columns PocketBase lets the collections list filter and sort by. */
const COLLECTIONS_COLUMNS: ColumnTable = {
  alias: '__c',
  columns: {
    id: 'text',
    name: 'text',
    type: 'text',
    system: 'bool',
    created: 'text',
    updated: 'text',
  },
};

/**
 * One page of collections with PocketBase's filter and sort over `_collections` (superusers
 * only; the caller checks). Only ids come from the table: the models are the registry's, so the
 * list shows exactly what the rest of the server uses.
 */
export async function listCollections(
  q: Queryable,
  registry: CollectionRegistry,
  query: PageQuery,
): Promise<SearchResult<CollectionModel>> {
  const { dialect } = q;
  const where = asBadRequest(() => compileColumnFilter(query.filter, COLLECTIONS_COLUMNS, dialect));
  const sort = asBadRequest(() => compileColumnSort(query.sort, COLLECTIONS_COLUMNS, dialect));
  const alias = dialect.quoteIdent(COLLECTIONS_COLUMNS.alias);
  const found = await searchPage<{ id: string }>(
    q,
    {
      select: `${alias}.id`,
      from: `${dialect.quoteIdent(COLLECTIONS_TABLE)} AS ${alias}`,
      where: [where],
      // note: without a sort, the registry's own order (oldest first, then by name).
      orderBy: sort.text === '' ? { text: 'created, name', params: [] } : sort,
    },
    query,
  );
  const items = found.items
    .map((row) => registry.find(row.id))
    .filter((item) => item !== undefined);
  return { ...found, items };
}
