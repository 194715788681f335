import type { CollectionModel } from '@hearth/shared';
import type { Dialect } from '../storage/dialect.js';

/** A parsed `CREATE [UNIQUE] INDEX` statement, as collections declare them. */
export interface IndexDefinition {
  name: string;
  unique: boolean;
  table: string;
  columns: { name: string; collate: string; order: '' | 'ASC' | 'DESC' }[];
  where: string;
}

const INDEX_PATTERN =
  /^\s*CREATE\s+(UNIQUE\s+)?INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?([`"[]?)(\w+)[`"\]]?\s+ON\s+[`"[]?(\w+)[`"\]]?\s*\(([^)]*)\)\s*(?:WHERE\s+(.+?))?\s*;?\s*$/is;
const COLUMN_PATTERN = /^[`"[]?(\w+)[`"\]]?(?:\s+COLLATE\s+(\w+))?(?:\s+(ASC|DESC))?$/i;

/**
 * Parses PocketBase's index SQL. Returns `null` when the text is not a simple index on plain
 * columns, so collection validation can reject it.
 *
 * "CREATE UNIQUE INDEX `idx_a` ON `posts` (`slug` COLLATE NOCASE) WHERE `slug` != ''"
 *   ⇒ { name: 'idx_a', unique: true, table: 'posts', columns: [{ name: 'slug', collate: 'NOCASE', order: '' }], where: "`slug` != ''" }
 */
export function parseIndex(sql: string): IndexDefinition | null {
  const match = INDEX_PATTERN.exec(sql);
  if (!match) return null;
  const columns = (match[5] ?? '').split(',').map((part) => COLUMN_PATTERN.exec(part.trim()));
  if (columns.length === 0 || columns.some((column) => column === null)) return null;
  return {
    unique: Boolean(match[1]),
    name: match[3] ?? '',
    table: match[4] ?? '',
    columns: columns.map((column) => ({
      name: column?.[1] ?? '',
      collate: (column?.[2] ?? '').toUpperCase(),
      order: sortOrder(column?.[3] ?? ''),
    })),
    where: (match[6] ?? '').trim(),
  };
}

/** `asc` ⇒ `'ASC'`; COLUMN_PATTERN lets nothing but ASC and DESC (any case) through. */
function sortOrder(text: string): IndexDefinition['columns'][number]['order'] {
  const order = text.toUpperCase();
  return order === 'ASC' || order === 'DESC' ? order : '';
}

/** Renders an index for an engine, on `table` (the collection's current name). */
export function renderIndex(index: IndexDefinition, table: string, dialect: Dialect): string {
  const q = (name: string) => dialect.quoteIdent(name);
  const columns = index.columns
    .map((column) => {
      // note: PostgreSQL has no NOCASE collation; an index on LOWER(column) keeps the same
      // values apart (dialect.nocaseEqual compares with LOWER too, so lookups can use it).
      const nocaseOnPostgres = column.collate === 'NOCASE' && dialect.name === 'postgres';
      const key = nocaseOnPostgres ? `(LOWER(${q(column.name)}))` : q(column.name);
      const collate = nocaseOnPostgres ? '' : column.collate;
      return [key, collate ? `COLLATE ${collate}` : '', column.order].filter(Boolean).join(' ');
    })
    .join(', ');
  const where = index.where ? ` WHERE ${requoteIdentifiers(index.where, dialect)}` : '';
  return `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${q(index.name)} ON ${q(table)} (${columns})${where}`;
}

function requoteIdentifiers(expression: string, dialect: Dialect): string {
  return expression.replace(/`(\w+)`/g, (_match, name: string) => dialect.quoteIdent(name));
}

/** Tells whether a field has a single-column unique index with `COLLATE NOCASE`. */
export function isNoCaseIndexed(collection: CollectionModel, field: string): boolean {
  return collection.indexes.some((sql) => {
    const index = parseIndex(sql);
    return (
      index?.unique &&
      index.columns.length === 1 &&
      index.columns[0]?.name === field &&
      index.columns[0].collate === 'NOCASE'
    );
  });
}
