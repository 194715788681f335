import type { Queryable } from '../../storage/db.js';
import type { CopiedTable } from './copied-tables.js';

/** Each column of a copied table (by its name in `CopiedTable`) to its name in one database. */
export type ColumnNames = ReadonlyMap<string, string>;

/**
 * The names a table's columns have in a database, checked against what the copy expects. They
 * differ by engine where a column was created with a bare name: PostgreSQL folds `listRule`
 * to `listrule`. A column the copy does not know, or one it expects and the table lacks, is an
 * error rather than data silently left behind.
 */
export async function columnNamesIn(q: Queryable, table: CopiedTable): Promise<ColumnNames> {
  const actual = await columnsOf(q, table.name);
  const names = new Map<string, string>();
  const unmatched = new Set(actual);
  for (const column of table.columns) {
    const found = unmatched.has(column.name)
      ? column.name
      : [...unmatched].find((name) => name.toLowerCase() === column.name.toLowerCase());
    if (found === undefined) throw new Error(`${table.name} has no column ${column.name}`);
    names.set(column.name, found);
    unmatched.delete(found);
  }
  if (unmatched.size > 0) {
    throw new Error(
      `${table.name} has columns the copy does not know: ${[...unmatched].join(', ')}`,
    );
  }
  return names;
}

async function columnsOf(q: Queryable, table: string): Promise<string[]> {
  const rows = await q.all<{ name: string }>(
    q.dialect.name === 'sqlite'
      ? 'SELECT name FROM pragma_table_info(?)'
      : `SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ?`,
    [table],
  );
  return rows.map((row) => row.name);
}
