import type { Db } from '../storage/db.js';
import type { Migration, MigrationContext } from './migration.js';
import { bootstrapInternalTables, MIGRATIONS_TABLE } from './bootstrap.js';

/**
 * Applies pending migrations in order, each in its own transaction, and records them.
 * Returns the names applied.
 */
export async function runMigrations(
  db: Db,
  migrations: readonly Migration[],
  makeContext: (q: MigrationContext['q']) => MigrationContext,
): Promise<string[]> {
  await db.transaction((tx) => bootstrapInternalTables(tx));
  const table = db.dialect.quoteIdent(MIGRATIONS_TABLE);
  const appliedRows = await db.all<{ file: string }>(`SELECT file FROM ${table}`);
  const applied = new Set(appliedRows.map((row) => row.file));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      await migration.up(makeContext(tx));
      await tx.run(`INSERT INTO ${table} (file, applied) VALUES (?, ?)`, [
        migration.name,
        Date.now(),
      ]);
    });
    done.push(migration.name);
  }
  return done;
}

/** The names of migrations not yet applied. */
export async function pendingMigrations(
  db: Db,
  migrations: readonly Migration[],
): Promise<string[]> {
  await db.transaction((tx) => bootstrapInternalTables(tx));
  const rows = await db.all<{ file: string }>(
    `SELECT file FROM ${db.dialect.quoteIdent(MIGRATIONS_TABLE)}`,
  );
  const applied = new Set(rows.map((row) => row.file));
  return migrations.filter((migration) => !applied.has(migration.name)).map((m) => m.name);
}
