import type { Queryable, Row } from '../../storage/db.js';
import type { CopiedTable } from './copied-tables.js';
import { columnNamesIn } from './table-columns.js';

/** Rows read per query: a bounded amount of memory whatever the table's size. */
export const READ_BATCH_ROWS = 1000;

/**
 * Every row of a table, a batch at a time in order of its key (keyset pagination, so each
 * query starts where the last ended whatever the table's size). The order is the engine's own
 * (collations differ), which is why the checksum does not depend on it.
 */
export async function* tableRows(
  q: Queryable,
  table: CopiedTable,
  batchRows = READ_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  const quote = (name: string) => q.dialect.quoteIdent(name);
  const names = await columnNamesIn(q, table);
  const physical = (name: string) => quote(names.get(name) ?? name);
  // note: each column is read under the copy's name for it, whatever the engine calls it.
  const columns = table.columns
    .map((column) => `${physical(column.name)} AS ${quote(column.name)}`)
    .join(', ');
  const key = physical(table.key);
  const from = `SELECT ${columns} FROM ${quote(table.name)}`;
  let after: string | null = null;
  for (;;) {
    const rows: Row[] =
      after === null
        ? await q.all(`${from} ORDER BY ${key} LIMIT ?`, [batchRows])
        : await q.all(`${from} WHERE ${key} > ? ORDER BY ${key} LIMIT ?`, [after, batchRows]);
    if (rows.length > 0) yield rows;
    if (rows.length < batchRows) return;
    after = String(rows[rows.length - 1]?.[table.key]);
  }
}
