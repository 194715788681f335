import type { Db } from '../storage/db.js';
import type { Migration, MigrationContext } from './migration.js';
import { bootstrapInternalTables, MIGRATIONS_TABLE } from './bootstrap.js';

/**
 * Applies pending migrations in order, each in its own schema transaction, and records them.
 * Returns the names applied. Processes starting together on one PostgreSQL database take
 * turns: each migration's transaction looks again, under the schema lock, whether another
 * process applied it meanwhile.
 */
export async function runMigrations(
  db: Db,
  migrations: readonly Migration[],
  makeContext: (q: MigrationContext['q']) => MigrationContext,
): Promise<string[]> {
  await db.transaction((tx) => bootstrapInternalTables(tx), { schema: true });
  const table = db.dialect.quoteIdent(MIGRATIONS_TABLE);
  const appliedRows = await db.all<{ file: string }>(`SELECT file FROM ${table}`);
  const applied = new Set(appliedRows.map((row) => row.file));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    const ran = await db.transaction(
      async (tx) => {
        const already = await tx.get(`SELECT file FROM ${table} WHERE file = ?`, [migration.name]);
        if (already) return false;
        await migration.up(makeContext(tx));
        await tx.run(`INSERT INTO ${table} (file, applied) VALUES (?, ?)`, [
          migration.name,
          Date.now(),
        ]);
        return true;
      },
      { schema: true },
    );
    if (ran) done.push(migration.name);
  }
  return done;
}

/** The names of migrations not yet applied. */
export async function pendingMigrations(
  db: Db,
  migrations: readonly Migration[],
): Promise<string[]> {
  await db.transaction((tx) => bootstrapInternalTables(tx), { schema: true });
  const rows = await db.all<{ file: string }>(
    `SELECT file FROM ${db.dialect.quoteIdent(MIGRATIONS_TABLE)}`,
  );
  const applied = new Set(rows.map((row) => row.file));
  return migrations.filter((migration) => !applied.has(migration.name)).map((m) => m.name);
}
