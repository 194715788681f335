/** A backup name a superuser may choose: `^[a-z0-9_-]+\.zip$` (PocketBase's rule). */
export const BACKUP_NAME_PATTERN = /^[a-z0-9_-]+\.zip$/;
/** The longest backup name accepted. */
export const MAX_BACKUP_NAME_LENGTH = 150;
/** The prefix of the backups the auto-backup job makes (and prunes). */
export const AUTO_BACKUP_PREFIX = '@auto_pb_backup_';

// `pb_backup_hearth_20240101120000.zip`, `@auto_pb_backup_x.zip`, `My Backup (2).zip`;
// never `.hidden.zip`, `a/b.zip`, `..\x.zip`.
const SAFE_KEY = /^[\w@(][\w@ ().+-]*\.zip$/i;

/**
 * Tells whether a key can name a file in the backups folder: a plain file name ending in `.zip`,
 * no path separators, not hidden, at most 150 characters. Keys from URLs and uploads are
 * checked with it before they touch the disk.
 */
export function isSafeBackupKey(key: string): boolean {
  return key.length <= MAX_BACKUP_NAME_LENGTH && SAFE_KEY.test(key);
}

/**
 * PocketBase's generated backup name: prefix, the app name in snake case (≤ 50 characters) and
 * the UTC time. `('pb_backup_', 'My App', 2024-01-02T03:04:05Z)` ⇒ `pb_backup_my_app_20240102030405.zip`
 */
export function generateBackupName(
  prefix: string,
  appName: string,
  now: Date = new Date(),
): string {
  const snake = appName
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase()
    .slice(0, 50);
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${prefix}${snake}_${stamp}.zip`;
}
