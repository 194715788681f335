import { createHash } from 'node:crypto';
import type { Queryable, Row } from '../../storage/db.js';
import { comparableValue } from './column-values.js';
import type { CopiedTable } from './copied-tables.js';
import { tableRows } from './table-rows.js';

/** A table's row count and the checksum of its rows' values. */
export interface TableChecksum {
  table: string;
  rows: number;
  /** 64 hex digits. */
  checksum: string;
}

const MODULUS = 1n << 256n;

/**
 * Counts a table's rows and sums the SHA-256 of each (its values as `comparableValue` texts,
 * in column order, JSON-encoded) modulo 2^256. Computed by the same code on either engine, so
 * equal data gives equal checksums; the sum makes it independent of the order rows are read
 * in, which differs between engines (PostgreSQL sorts text keys by its collation).
 */
export async function tableChecksum(q: Queryable, table: CopiedTable): Promise<TableChecksum> {
  let rows = 0;
  let sum = 0n;
  for await (const batch of tableRows(q, table)) {
    for (const row of batch) sum = (sum + BigInt(`0x${rowDigest(table, row)}`)) % MODULUS;
    rows += batch.length;
  }
  return { table: table.name, rows, checksum: sum.toString(16).padStart(64, '0') };
}

/** The checksums of several tables, in the order given. */
export async function tableChecksums(
  q: Queryable,
  tables: readonly CopiedTable[],
): Promise<TableChecksum[]> {
  const sums: TableChecksum[] = [];
  for (const table of tables) sums.push(await tableChecksum(q, table));
  return sums;
}

function rowDigest(table: CopiedTable, row: Row): string {
  const values = table.columns.map((column) => comparableValue(column.kind, row[column.name]));
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}
