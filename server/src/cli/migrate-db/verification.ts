import type { TableChecksum } from './table-checksum.js';

/** One table's row counts and checksums on both sides. */
export interface TableVerification {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
  matches: boolean;
}

/** Pairs the two sides' checksums by table (a table missing on one side counts as empty). */
export function compareChecksums(
  source: readonly TableChecksum[],
  target: readonly TableChecksum[],
): TableVerification[] {
  const targetByTable = new Map(target.map((sum) => [sum.table, sum]));
  const tables = [...new Set([...source, ...target].map((sum) => sum.table))];
  const sourceByTable = new Map(source.map((sum) => [sum.table, sum]));
  return tables.map((table) => {
    const from = sourceByTable.get(table) ?? { rows: 0, checksum: '' };
    const to = targetByTable.get(table) ?? { rows: 0, checksum: '' };
    return {
      table,
      sourceRows: from.rows,
      targetRows: to.rows,
      sourceChecksum: from.checksum,
      targetChecksum: to.checksum,
      matches: from.rows === to.rows && from.checksum === to.checksum,
    };
  });
}

/** Digits of a checksum printed (the comparison uses all 64). */
const SHOWN_DIGITS = 16;

/** The results as a plain-text table, one line per table. */
export function formatVerification(rows: readonly TableVerification[]): string {
  const header = [
    'table',
    'rows (source)',
    'rows (target)',
    'checksum (source)',
    'checksum (target)',
    'result',
  ];
  const lines = rows.map((row) => [
    row.table,
    String(row.sourceRows),
    String(row.targetRows),
    row.sourceChecksum.slice(0, SHOWN_DIGITS),
    row.targetChecksum.slice(0, SHOWN_DIGITS),
    row.matches ? 'ok' : 'MISMATCH',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const render = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    render(header),
    render(widths.map((width) => '-'.repeat(width))),
    ...lines.map(render),
  ].join('\n');
}
