import { COLLECTIONS_TABLE } from '../collections/collection-registry.js';
import { MIGRATIONS_TABLE } from '../migrations/bootstrap.js';
import type { Migration } from '../migrations/migration.js';
import type { Db } from '../storage/db.js';
import { InvalidBackupError } from './backup-archive.js';

/**
 * Checks that a backup's database is Hearth's and not from a newer version: it has the
 * collections table, and every migration it records is one this build knows (older backups
 * are fine: their pending migrations run after the restore).
 */
export async function checkBackupDatabase(
  candidate: Db,
  known: readonly Migration[],
): Promise<void> {
  const q = candidate.dialect.quoteIdent.bind(candidate.dialect);
  let applied: { file: string }[];
  try {
    await candidate.get(`SELECT id FROM ${q(COLLECTIONS_TABLE)} LIMIT 1`);
    applied = await candidate.all<{ file: string }>(`SELECT file FROM ${q(MIGRATIONS_TABLE)}`);
  } catch (error) {
    throw new InvalidBackupError('its database is not a Hearth database', { cause: error });
  }
  const names = new Set(known.map((migration) => migration.name));
  if (applied.some((row) => !names.has(row.file))) {
    throw new InvalidBackupError('it was made by a newer version of Hearth');
  }
}
