import { resolve } from 'node:path';
import { DATABASE_FILE } from '../../app.js';

/** Where a Hearth database lives: a data directory's `data.db`, or a PostgreSQL database. */
export type DatabaseLocation =
  { engine: 'sqlite'; dataDir: string } | { engine: 'postgres'; url: string };

const SQLITE_PREFIX = 'sqlite:';
const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/**
 * Reads `postgres://…` (or `postgresql://…`) or `sqlite:DIR` (a data directory, whose database
 * is `DIR/data.db`). Throws a message fit for the command line otherwise.
 */
export function parseDatabaseLocation(text: string): DatabaseLocation {
  if (POSTGRES_URL.test(text)) return { engine: 'postgres', url: text };
  if (text.startsWith(SQLITE_PREFIX) && text.length > SQLITE_PREFIX.length) {
    return { engine: 'sqlite', dataDir: resolve(text.slice(SQLITE_PREFIX.length)) };
  }
  throw new Error(`"${text}" is neither postgres://… nor sqlite:DATA_DIR.`);
}

/** The SQLite database file of a data directory. */
export function sqliteFileOf(location: { dataDir: string }): string {
  return resolve(location.dataDir, DATABASE_FILE);
}

/** A location as printed: the file, or the URL without its password. */
export function describeLocation(location: DatabaseLocation): string {
  if (location.engine === 'sqlite') return sqliteFileOf(location);
  const url = new URL(location.url);
  if (url.password) url.password = '***';
  return url.toString();
}
