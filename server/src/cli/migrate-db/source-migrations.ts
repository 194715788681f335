import { MIGRATIONS_TABLE } from '../../migrations/bootstrap.js';
import type { Migration } from '../../migrations/migration.js';
import type { Queryable } from '../../storage/db.js';

/**
 * Refuses a source whose applied migrations are not exactly this version's: the target is
 * built by this version's migrations, so a source behind it (run `hearth migrate` first) or
 * ahead of it (a newer Hearth) would not fit the tables made for it.
 */
export async function assertSameMigrations(
  source: Queryable,
  migrations: readonly Migration[],
): Promise<void> {
  const rows = await source.all<{ file: string }>(
    `SELECT file FROM ${source.dialect.quoteIdent(MIGRATIONS_TABLE)}`,
  );
  const applied = new Set(rows.map((row) => row.file));
  const known = new Set(migrations.map((migration) => migration.name));
  const pending = [...known].filter((name) => !applied.has(name));
  if (pending.length > 0) {
    throw new Error(
      `The source has pending migrations (${pending.join(', ')}); run "hearth migrate" on it first.`,
    );
  }
  const unknown = [...applied].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `The source was migrated by a newer Hearth (${unknown.join(', ')}); use that version.`,
    );
  }
}
