import type { Feature } from '../../app.js';
import { CollectionRegistry } from '../../collections/collection-registry.js';
import type { ServerConfig } from '../../config.js';
import type { Logger } from '../../lib/logger.js';
import { SecretCipher } from '../../lib/secret-cipher.js';
import { mergeMigrations } from '../../migrations/migration-list.js';
import { MIGRATIONS } from '../../migrations/migrations.js';
import { copiedTables } from './copied-tables.js';
import { copyTable } from './copy-table.js';
import { describeLocation, type DatabaseLocation } from './database-location.js';
import { existingTables } from './existing-tables.js';
import { matchCollections } from './match-collections.js';
import { openSourceDatabase } from './open-database.js';
import { rebuildDerivedData } from './rebuild-derived-data.js';
import { assertSameMigrations } from './source-migrations.js';
import { tableChecksums } from './table-checksum.js';
import { openTargetApp } from './target-app.js';
import { compareChecksums, type TableVerification } from './verification.js';

/** What a database copy needs. */
export interface MigrateDatabaseOptions {
  from: DatabaseLocation;
  to: DatabaseLocation;
  /** The server's config: its encryption keys read the source's sealed secrets. */
  config: ServerConfig;
  /** The features whose migrations made the source (the CLI's: Hearth's). */
  features: readonly Feature[];
  logger: Logger;
}

/** Refused before anything was written: the target already holds tables. */
export class TargetNotEmptyError extends Error {
  constructor(target: DatabaseLocation, tables: readonly string[]) {
    const shown = tables.slice(0, 5).join(', ') + (tables.length > 5 ? ', …' : '');
    super(
      `The target ${describeLocation(target)} is not empty (${tables.length} tables: ${shown}). ` +
        'migrate-db only copies into an empty database; nothing was written.',
    );
    this.name = 'TargetNotEmptyError';
  }
}

/**
 * Copies a Hearth database into an empty one, on the same engine or the other, and verifies
 * the copy: the target's schema is made by its own migrations, the source's collections are
 * matched, then every table's rows are copied in one transaction (all or nothing) and both
 * sides' row counts and checksums are compared. Answers the comparison; the caller decides
 * what a mismatch means.
 */
export async function migrateDatabase(
  options: MigrateDatabaseOptions,
): Promise<TableVerification[]> {
  const { from, to, config, features, logger } = options;
  const occupied = await existingTables(to);
  if (occupied.length > 0) throw new TargetNotEmptyError(to, occupied);
  if ((await existingTables(from)).length === 0) {
    throw new Error(`There is no Hearth database at ${describeLocation(from)}.`);
  }
  const source = await openSourceDatabase(from);
  try {
    await assertSameMigrations(
      source,
      mergeMigrations([MIGRATIONS, ...features.map((feature) => feature.migrations ?? [])]),
    );
    const cipher = config.encryptionKey
      ? new SecretCipher(config.encryptionKey, config.previousEncryptionKey)
      : null;
    const registry = new CollectionRegistry(source, cipher);
    await registry.reload();
    const collections = registry.list();
    const tables = copiedTables(collections);
    const target = await openTargetApp(to, config, features, logger);
    try {
      await target.app.db
        .transaction(async (tx) => {
          await matchCollections(target.app.collections, collections, tx);
          for (const table of tables) {
            const rows = await copyTable(source, tx, table);
            logger.debug(`copied ${table.name}`, { rows });
          }
          await rebuildDerivedData(tx, collections);
        })
        .catch((error: unknown) => {
          throw new Error(
            `The copy failed and was rolled back: ${error instanceof Error ? error.message : String(error)}. ` +
              `The target ${describeLocation(to)} now holds the empty schema its migrations made; ` +
              'empty it (drop and create the database again, or delete the data directory) before trying again.',
            { cause: error },
          );
        });
      await target.app.collections.reload();
      return compareChecksums(
        await tableChecksums(source, tables),
        await tableChecksums(target.app.db, tables),
      );
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
