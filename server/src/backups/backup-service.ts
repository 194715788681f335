import { copyFile, link, mkdir, mkdtemp, open, readdir, rm, statfs } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { ApiError, badRequest, fieldError, type FieldErrors } from '../errors.js';
import { createS3Client, sameS3Config, type S3Config } from '../filesystem/s3-client.js';
import type { Logger } from '../lib/logger.js';
import type { Db } from '../storage/db.js';
import { newManifest, writeBackupArchive } from './backup-archive.js';
import type { BackupArchives, BackupFileInfo } from './backup-archives.js';
import {
  AUTO_BACKUP_PREFIX,
  BACKUP_NAME_PATTERN,
  generateBackupName,
  isSafeBackupKey,
  MAX_BACKUP_NAME_LENGTH,
} from './backup-names.js';
import { restoreBackup, type RestoreHooks } from './backup-restore.js';
import { archiveBackupsUnsupported } from './database-engine-backups.js';
import { LocalBackupArchives } from './local-backup-archives.js';
import { S3BackupArchives } from './s3-backup-archives.js';

export type { BackupFileInfo };

/** What the backup service works on. */
export interface BackupServiceDeps extends RestoreHooks {
  /** The data directory; backups live in its `backups/` folder unless `s3` is enabled. */
  dataDir: string;
  /** The `backups.s3` settings, read on every call: while enabled, archives live in that bucket. */
  s3?: () => S3Config;
  db: Db;
  /** The live database file and the uploaded files' folder inside the data directory. */
  databaseFile: string;
  storageDir: string;
  appName: () => string;
  logger: Logger;
}

const BUSY_MESSAGE = 'Try again later - another backup/restore process has already been started';
const VALIDATION_MESSAGE = 'An error occurred while validating the submitted data.';
const LOAD_FAILED = 'Failed to load backups filesystem.';
/** Where work in progress lives: inside the data directory, so renames never cross devices. */
export const TEMP_DIR_NAME = '.hearth-tmp';

/**
 * PocketBase's backups: consistent zips of the database and the uploaded files, kept in
 * `<dataDir>/backups/` or in the `backups.s3` bucket, created, uploaded, listed, deleted and
 * restored. One backup or restore runs at a time.
 */
export class BackupService {
  /** The local folder of archives (used while `backups.s3` is off). */
  readonly dir: string;
  private readonly tempRoot: string;
  private readonly local: LocalBackupArchives;
  private s3: { config: S3Config; archives: S3BackupArchives } | null = null;
  private active: string | null = null;

  constructor(private readonly deps: BackupServiceDeps) {
    this.dir = join(deps.dataDir, 'backups');
    this.tempRoot = join(deps.dataDir, TEMP_DIR_NAME);
    this.local = new LocalBackupArchives(this.dir);
  }

  /** Removes work left behind by a crash (called when the app opens). */
  async cleanTemp(): Promise<void> {
    await rm(this.tempRoot, { recursive: true, force: true });
  }

  /** The backup or restore running now, if any. */
  get activeKey(): string | null {
    return this.active;
  }

  /** Whether a backup or restore can start now: none is running and the engine allows archives. */
  get canBackup(): boolean {
    return this.active === null && archiveBackupsUnsupported(this.deps.db.dialect) === null;
  }

  /** Every backup, by key. */
  async list(): Promise<BackupFileInfo[]> {
    return storeCall('Failed to retrieve backup items.', () => this.archives().list());
  }

  /** The size of an existing backup, or `null`. */
  async find(key: string): Promise<{ size: number } | null> {
    if (!isSafeBackupKey(key)) return null;
    const size = await storeCall(LOAD_FAILED, () => this.archives().size(key));
    return size === null ? null : { size };
  }

  /** A backup's bytes and size for downloading it, or `null`. */
  async download(
    key: string,
  ): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null> {
    const found = await this.find(key);
    const stream = found && (await storeCall(LOAD_FAILED, () => this.archives().open(key)));
    return found && stream ? { stream, size: found.size } : null;
  }

  /** `POST /api/backups`: validates the name (empty ⇒ generated) and writes the backup. */
  async create(body: Record<string, unknown>): Promise<string> {
    this.assertArchivesSupported();
    if (this.active) throw badRequest(BUSY_MESSAGE);
    const raw = body['name'] ?? '';
    if (typeof raw !== 'string') {
      throw badRequest('An error occurred while loading the submitted data.');
    }
    const errors = await this.nameErrors(raw);
    if (errors) throw badRequest(VALIDATION_MESSAGE, { name: errors });
    const key = raw || generateBackupName('pb_backup_', this.deps.appName());
    await this.exclusively(key, () => this.write(key)).catch((error: unknown) => {
      throw error instanceof ApiError ? error : badRequest('Failed to create backup.', {}, error);
    });
    return key;
  }

  /** Makes a backup under a generated name with the auto prefix and keeps the newest `maxKeep`. */
  async createAuto(maxKeep: number): Promise<void> {
    const unsupported = archiveBackupsUnsupported(this.deps.db.dialect);
    if (unsupported) {
      this.deps.logger.warn('automatic backup skipped', { reason: unsupported });
      return;
    }
    const key = generateBackupName(AUTO_BACKUP_PREFIX, this.deps.appName());
    await this.exclusively(key, () => this.write(key));
    if (maxKeep <= 0) return;
    const autos = (await this.list()).filter((info) => info.key.startsWith(AUTO_BACKUP_PREFIX));
    autos.sort((a, b) => b.modified.localeCompare(a.modified) || b.key.localeCompare(a.key));
    for (const old of autos.slice(maxKeep)) await this.archives().delete(old.key);
  }

  /**
   * `POST /api/backups/upload`: takes a file already streamed to `tempPath` and files it under
   * its original name after checking that it is a zip and that the name is free.
   */
  async addUpload(tempPath: string | null, originalName: string): Promise<void> {
    try {
      this.assertArchivesSupported();
      const error = await this.uploadError(tempPath, originalName);
      if (error) throw badRequest(VALIDATION_MESSAGE, { file: error });
      await storeCall('Failed to upload backup.', () =>
        this.archives().save(originalName, tempPath ?? ''),
      );
    } finally {
      if (tempPath) await this.discardUpload(tempPath);
    }
  }

  /** Deletes what a failed upload left at its temporary path. */
  async discardUpload(tempPath: string): Promise<void> {
    await rm(dirname(tempPath), { recursive: true, force: true });
  }

  /** A fresh temporary path (inside the data directory) for an upload to stream into. */
  async uploadTarget(): Promise<string> {
    await mkdir(this.tempRoot, { recursive: true });
    return join(await mkdtemp(join(this.tempRoot, 'upload-')), 'backup.zip');
  }

  /** `DELETE /api/backups/{key}`. */
  async delete(key: string): Promise<void> {
    if (key !== '' && this.active === key) {
      throw badRequest('The backup is currently being used and cannot be deleted.');
    }
    if (!(await this.find(key))) throw badRequest('Invalid or already deleted backup file.');
    await storeCall('Invalid or already deleted backup file.', () => this.archives().delete(key));
  }

  /**
   * `POST /api/backups/{key}/restore`: replaces the data with the backup's, or refuses and
   * changes nothing (see `backup-restore.ts`).
   */
  async restore(key: string): Promise<void> {
    this.assertArchivesSupported();
    if (this.active) throw badRequest(BUSY_MESSAGE);
    if (!(await this.find(key))) throw badRequest('Missing or invalid backup file.');
    await this.exclusively(key, async () => {
      await mkdir(this.tempRoot, { recursive: true });
      const work = await mkdtemp(join(this.tempRoot, 'restore-'));
      try {
        const archive = await storeCall(LOAD_FAILED, () => this.archives().localFile(key, work));
        if (!archive) throw badRequest('Missing or invalid backup file.');
        await restoreBackup(archive, work, await this.freeBytes(), this.deps);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    });
  }

  private async write(key: string): Promise<void> {
    await mkdir(this.tempRoot, { recursive: true });
    const work = await mkdtemp(join(this.tempRoot, 'backup-'));
    try {
      const databaseCopy = join(work, 'data.db');
      const storageCopy = join(work, 'storage');
      // The database copy and the file snapshot are taken in the same quiet moment (no write
      // runs), so every file a backed-up record names is in the snapshot.
      await this.deps.db.backupTo(databaseCopy, () =>
        snapshotTree(this.deps.storageDir, storageCopy),
      );
      const partial = join(work, 'backup.zip');
      await writeBackupArchive(partial, {
        manifest: newManifest(),
        databaseFile: databaseCopy,
        storageDir: storageCopy,
      });
      await this.archives().save(key, partial);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Where archives live now: the `backups.s3` bucket while it is enabled, else the folder. */
  private archives(): BackupArchives {
    const config = this.deps.s3?.();
    if (!config?.enabled) return this.local;
    if (!this.s3 || !sameS3Config(this.s3.config, config)) {
      const archives = new S3BackupArchives(createS3Client(config), config.bucket);
      this.s3 = { config: { ...config }, archives };
    }
    return this.s3.archives;
  }

  /** Refuses to make or restore an archive where the database is not archived (PostgreSQL). */
  private assertArchivesSupported(): void {
    const unsupported = archiveBackupsUnsupported(this.deps.db.dialect);
    if (unsupported) throw badRequest(unsupported);
  }

  private async exclusively<T>(key: string, run: () => Promise<T>): Promise<T> {
    if (this.active) throw badRequest(BUSY_MESSAGE);
    this.active = key;
    try {
      return await run();
    } finally {
      this.active = null;
    }
  }

  private async nameErrors(name: string) {
    if (name === '') return null;
    if (name.length > MAX_BACKUP_NAME_LENGTH) {
      return fieldError('validation_length_out_of_range', 'The length must be between 1 and 150.', {
        min: 1,
        max: MAX_BACKUP_NAME_LENGTH,
      });
    }
    if (!BACKUP_NAME_PATTERN.test(name)) {
      return fieldError('validation_match_invalid', 'Must be in a valid format.');
    }
    if (await this.find(name)) {
      return fieldError(
        'validation_backup_name_exists',
        'The backup file name is invalid or already exists.',
      );
    }
    return null;
  }

  private async uploadError(
    tempPath: string | null,
    name: string,
  ): Promise<FieldErrors[string] | null> {
    if (!tempPath) return fieldError('validation_required', 'Cannot be blank.');
    if (!isSafeBackupKey(name)) {
      return fieldError('validation_match_invalid', 'Must be in a valid format.');
    }
    if (!(await isZipFile(tempPath))) {
      return fieldError(
        'validation_invalid_mime_type',
        `"${name}" mime type must be one of: application/zip.`,
      );
    }
    if (await this.find(name)) {
      return fieldError(
        'validation_backup_name_exists',
        'Backup file with the specified name already exists.',
      );
    }
    return null;
  }

  private async freeBytes(): Promise<number> {
    const info = await statfs(this.deps.dataDir);
    return info.bavail * info.bsize;
  }
}

/**
 * Runs a call on the archive store. PB compat: its failures (an unreachable or misconfigured
 * bucket, a full disk) answer 400 with the raw reason, as PocketBase's backups API does.
 */
async function storeCall<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`${message} Raw error: \n${reason}`, {}, error);
  }
}

/** Sniffs a zip by its signature: a local file header, or the end record of an empty zip. */
async function isZipFile(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    const signature = bytesRead === 4 ? head.readUInt32LE(0) : 0;
    return signature === 0x04034b50 || signature === 0x06054b50;
  } finally {
    await handle.close();
  }
}

/**
 * Mirrors a folder's files into `target` with hard links (instant, and immune to later deletes
 * of the originals), copying instead where the file system refuses links.
 */
async function snapshotTree(source: string, target: string): Promise<void> {
  const entries = await readdir(source, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(target, relative(source, from));
    await mkdir(dirname(to), { recursive: true });
    await link(from, to).catch(() => copyFile(from, to));
  }
}
