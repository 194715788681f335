import type { Dialect } from '../storage/dialect.js';

/**
 * What the backups API answers on PostgreSQL, where it makes and restores no archives: a
 * database shared by several server processes is backed up by the database's own tools, which
 * do it consistently while every process keeps writing, and restoring it is an operation on
 * the whole deployment, not one process's request. Existing archives can still be listed,
 * downloaded and deleted (from an instance that was moved from SQLite, say).
 */
export const POSTGRES_BACKUPS_MESSAGE =
  'This server stores its data in PostgreSQL, so it does not make or restore backup archives. ' +
  'Back up the database with its own tools: pg_dump (restore with pg_restore or psql), or ' +
  'continuous archiving for point-in-time recovery; back up the uploaded files ' +
  '(the storage folder or S3 bucket) beside it. Existing archives can still be downloaded and deleted.';

/** Why this engine's database is not put in backup archives, or `null` when it is. */
export function archiveBackupsUnsupported(dialect: Pick<Dialect, 'name'>): string | null {
  switch (dialect.name) {
    case 'sqlite':
      return null;
    case 'postgres':
      return POSTGRES_BACKUPS_MESSAGE;
  }
}
