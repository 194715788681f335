/** The server's rule for a chosen backup name (`server/src/backups/backup-names.ts`). */
const BACKUP_NAME_PATTERN = /^[a-z0-9_-]+\.zip$/;
const MAX_BACKUP_NAME_LENGTH = 150;

/** Why a chosen backup name would be refused, as a message key of `console.backups.name`. */
export type BackupNameProblem = 'tooLong' | 'format' | 'exists';

/**
 * Checks a name before it is sent, as the server does: empty is fine (the server makes one up),
 * else at most 150 characters of `a-z 0-9 _ -` ending in `.zip`, and not taken.
 */
export function backupNameProblem(
  name: string,
  existing: readonly string[],
): BackupNameProblem | null {
  if (name === '') return null;
  if (name.length > MAX_BACKUP_NAME_LENGTH) return 'tooLong';
  if (!BACKUP_NAME_PATTERN.test(name)) return 'format';
  if (existing.includes(name)) return 'exists';
  return null;
}
