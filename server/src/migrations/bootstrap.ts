import type { Queryable } from '../storage/db.js';
import { COLLECTIONS_TABLE } from '../collections/collection-registry.js';

/** The key/value table for settings and other app-level state. */
export const PARAMS_TABLE = '_params';
/** The table that records applied migrations. */
export const MIGRATIONS_TABLE = '_migrations';

/**
 * Creates the internal tables everything else builds on, if missing: collection definitions,
 * params (settings) and the migrations log.
 */
export async function bootstrapInternalTables(q: Queryable): Promise<void> {
  const t = (name: string) => q.dialect.quoteIdent(name);
  const text = q.dialect.columnDefinition('text');
  await q.run(`CREATE TABLE IF NOT EXISTS ${t(COLLECTIONS_TABLE)} (
    id TEXT PRIMARY KEY NOT NULL,
    system BOOLEAN DEFAULT FALSE NOT NULL,
    type TEXT DEFAULT 'base' NOT NULL,
    name TEXT NOT NULL,
    fields TEXT DEFAULT '[]' NOT NULL,
    indexes TEXT DEFAULT '[]' NOT NULL,
    ${t('listRule')} TEXT DEFAULT NULL,
    ${t('viewRule')} TEXT DEFAULT NULL,
    ${t('createRule')} TEXT DEFAULT NULL,
    ${t('updateRule')} TEXT DEFAULT NULL,
    ${t('deleteRule')} TEXT DEFAULT NULL,
    options TEXT DEFAULT '{}' NOT NULL,
    created ${text},
    updated ${text}
  )`);
  await q.run(
    `CREATE UNIQUE INDEX IF NOT EXISTS ${t('idx__collections_name')} ON ${t(COLLECTIONS_TABLE)} (${q.dialect.name === 'sqlite' ? 'name COLLATE NOCASE' : 'LOWER(name)'})`,
  );
  await q.run(`CREATE TABLE IF NOT EXISTS ${t(PARAMS_TABLE)} (
    id TEXT PRIMARY KEY NOT NULL,
    value TEXT DEFAULT NULL,
    created ${text},
    updated ${text}
  )`);
  await q.run(`CREATE TABLE IF NOT EXISTS ${t(MIGRATIONS_TABLE)} (
    file TEXT PRIMARY KEY NOT NULL,
    applied BIGINT NOT NULL
  )`);
}
