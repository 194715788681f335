import type { Dialect } from '../../storage/dialect.js';
import type { SqlValue } from '../../storage/sql.js';
import type { ValueKind } from './copied-tables.js';

/**
 * A value read from one engine, as the other binds it. SQLite keeps booleans as 1/0 and
 * numbers loosely typed; PostgreSQL's columns are typed (`BOOLEAN`, `DOUBLE PRECISION`), and
 * the adapters read both back as JavaScript numbers.
 */
export function bindValue(kind: ValueKind, value: unknown, dialect: Dialect): SqlValue {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'bool':
      return dialect.bool(isTrue(value));
    case 'number':
      return toNumber(value);
    case 'text':
      return typeof value === 'string' ? value : String(value);
  }
}

/**
 * A value as the checksum sees it: the same text on both engines for the same stored value,
 * `null` for NULL (never the same as any text).
 */
export function comparableValue(kind: ValueKind, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'bool':
      return isTrue(value) ? 'true' : 'false';
    case 'number':
      return String(toNumber(value));
    case 'text':
      return typeof value === 'string' ? value : String(value);
  }
}

function isTrue(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 1n;
}

function toNumber(value: unknown): number {
  const number = Number(value);
  if (!Number.isFinite(number)) throw new Error(`"${String(value)}" is not a number`);
  return number;
}
