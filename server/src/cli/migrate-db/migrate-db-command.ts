import type { Feature } from '../../app.js';
import type { ServerConfig } from '../../config.js';
import { createConsoleLogger, type Logger } from '../../lib/logger.js';
import {
  describeLocation,
  parseDatabaseLocation,
  type DatabaseLocation,
} from './database-location.js';
import { migrateDatabase, TargetNotEmptyError } from './migrate-database.js';
import { formatVerification } from './verification.js';

export const MIGRATE_DB_USAGE = `Usage: hearth migrate-db --to postgres://USER:PASSWORD@HOST/DB
       hearth migrate-db --from postgres://… [--to sqlite:DATA_DIR]

Copies the database into an EMPTY database of either engine and verifies the copy (row counts
and a checksum per table). The side not given is DATA_DIR's data.db. Stop the server first.`;

/**
 * Runs `hearth migrate-db`: copies, prints the verification table, and answers 0 only when
 * every table matches. A target that is not empty is refused before anything is written.
 */
export async function runMigrateDbCommand(
  args: readonly string[],
  config: ServerConfig,
  features: readonly Feature[],
  logger: Logger = createConsoleLogger(config.debug ? 'debug' : 'warn'),
): Promise<number> {
  const sides = parseSides(args, config);
  if (typeof sides === 'string') {
    console.error(`${sides}\n\n${MIGRATE_DB_USAGE}`);
    return 1;
  }
  console.log(`Copying ${describeLocation(sides.from)} into ${describeLocation(sides.to)}…`);
  try {
    const results = await migrateDatabase({ ...sides, config, features, logger });
    console.log(formatVerification(results));
    const mismatched = results.filter((result) => !result.matches);
    if (mismatched.length > 0) {
      console.error(`Verification failed for ${mismatched.map((r) => r.table).join(', ')}.`);
      return 1;
    }
    console.log(`Copied and verified ${results.length} tables.`);
    return 0;
  } catch (error) {
    if (error instanceof TargetNotEmptyError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

const FLAGS = { '--from': 'from', '--to': 'to' } as const;

/** Reads `--from X` / `--to Y` (or `--from=X`); the side not given is the data directory. */
function parseSides(
  args: readonly string[],
  config: ServerConfig,
): { from: DatabaseLocation; to: DatabaseLocation } | string {
  const given: Partial<Record<'from' | 'to', DatabaseLocation>> = {};
  for (let i = 0; i < args.length; i++) {
    const [name = '', inline] = (args[i] ?? '').split(/=(.*)/s);
    if (!Object.hasOwn(FLAGS, name)) return `Unknown argument "${args[i]}".`;
    const value = inline ?? args[++i] ?? '';
    if (value === '') return `${name} needs a database (postgres://… or sqlite:DATA_DIR).`;
    try {
      given[FLAGS[name as keyof typeof FLAGS]] = parseDatabaseLocation(value);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
  if (!given.from && !given.to) return 'Give --to (or --from): the database to copy into.';
  const dataDir: DatabaseLocation = { engine: 'sqlite', dataDir: config.dataDir };
  const from = given.from ?? dataDir;
  const to = given.to ?? dataDir;
  if (JSON.stringify(from) === JSON.stringify(to)) {
    return 'The source and the target are the same database.';
  }
  return { from, to };
}
