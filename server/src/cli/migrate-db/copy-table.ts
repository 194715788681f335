import type { Queryable, Row } from '../../storage/db.js';
import type { SqlValue } from '../../storage/sql.js';
import { bindValue } from './column-values.js';
import type { CopiedTable } from './copied-tables.js';
import { columnNamesIn } from './table-columns.js';
import { tableRows } from './table-rows.js';

/**
 * Parameters per INSERT at most: well under SQLite's 32,766 and PostgreSQL's 65,535, so a
 * wide collection's rows still fit.
 */
const MAX_PARAMS_PER_INSERT = 10_000;

/**
 * Replaces a table's rows on the target with the source's: what the target's migrations
 * seeded goes first, then the source's rows in batches, each value bound as the target
 * engine stores its column's kind. Runs in the caller's transaction; answers the rows copied.
 */
export async function copyTable(
  source: Queryable,
  target: Queryable,
  table: CopiedTable,
): Promise<number> {
  const quote = (name: string) => target.dialect.quoteIdent(name);
  await target.run(`DELETE FROM ${quote(table.name)}`);
  const names = await columnNamesIn(target, table);
  const columns = table.columns.map((column) => quote(names.get(column.name) ?? column.name));
  const slots = `(${table.columns.map(() => '?').join(', ')})`;
  const rowsPerInsert = Math.max(1, Math.floor(MAX_PARAMS_PER_INSERT / table.columns.length));
  let copied = 0;
  for await (const batch of tableRows(source, table)) {
    for (let at = 0; at < batch.length; at += rowsPerInsert) {
      const rows = batch.slice(at, at + rowsPerInsert);
      await target.run(
        `INSERT INTO ${quote(table.name)} (${columns.join(', ')}) VALUES ${rows.map(() => slots).join(', ')}`,
        rows.flatMap((row) => boundRow(table, row, target)),
      );
    }
    copied += batch.length;
  }
  return copied;
}

function boundRow(table: CopiedTable, row: Row, target: Queryable): SqlValue[] {
  return table.columns.map((column) => {
    try {
      return bindValue(column.kind, row[column.name], target.dialect);
    } catch (error) {
      const where = `${table.name}.${column.name} of the row ${String(row[table.key])}`;
      throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  });
}
