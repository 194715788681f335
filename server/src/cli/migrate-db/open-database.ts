import { existsSync } from 'node:fs';
import type { Db } from '../../storage/db.js';
import { openPostgresDb } from '../../storage/postgres/postgres-db.js';
import { openSqliteDb } from '../../storage/sqlite/sqlite-db.js';
import { describeLocation, sqliteFileOf, type DatabaseLocation } from './database-location.js';

/** Opens the database a copy is read from; a data directory without one is an error. */
export async function openSourceDatabase(location: DatabaseLocation): Promise<Db> {
  if (location.engine === 'postgres') return openPostgresDb(location.url);
  const file = sqliteFileOf(location);
  if (!existsSync(file)) throw new Error(`There is no database at ${describeLocation(location)}.`);
  return openSqliteDb(file, { readonly: true });
}
