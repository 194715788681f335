import { existsSync } from 'node:fs';
import pg from 'pg';
import { openSqliteDb } from '../../storage/sqlite/sqlite-db.js';
import { sqliteFileOf, type DatabaseLocation } from './database-location.js';

/**
 * The tables a database holds now, read without writing anything: no file is created for a
 * data directory without a database, and PostgreSQL is asked over a plain connection (opening
 * it as Hearth's database would install Hearth's helper functions first).
 */
export async function existingTables(location: DatabaseLocation): Promise<string[]> {
  if (location.engine === 'sqlite') {
    const file = sqliteFileOf(location);
    if (!existsSync(file)) return [];
    const db = openSqliteDb(file, { readonly: true });
    try {
      const rows = await db.all<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') ORDER BY name",
      );
      return rows.map((row) => row.name);
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: location.url });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}
