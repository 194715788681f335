import { existsSync, renameSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest } from '../errors.js';
import type { Logger } from '../lib/logger.js';
import type { Db, UndoSwap } from '../storage/db.js';
import { DATABASE_ENTRY, extractBackupArchive, InvalidBackupError } from './backup-archive.js';

/** What a restore needs from the app around it. */
export interface RestoreHooks {
  db: Db;
  databaseFile: string;
  storageDir: string;
  logger: Logger;
  /** Opens a candidate database file for checking (closed again by the restore). */
  openDatabase: (file: string) => Db;
  /**
   * Checks that a restored database is one this app can run (Hearth's tables, no migrations
   * from a newer version); throws `InvalidBackupError` otherwise.
   */
  checkDatabase: (candidate: Db) => Promise<void>;
  /**
   * Brings the app up to date with the swapped-in data (pending migrations, collection and
   * settings caches). If it throws, the previous data is put back.
   */
  reloadApp: () => Promise<void>;
}

/** SQLite keeps these beside a database file while it is open. */
const SIDE_FILES = ['-wal', '-shm'];

/**
 * Restores a backup zip, or refuses it and changes nothing:
 * 1. extract into `work/incoming` with every entry checked (`extractBackupArchive`);
 * 2. open the extracted database: integrity check plus the app's own checks;
 * 3. swap in one synchronous step under the database's write lock (`Db.reopen`): the live
 *    database file and storage folder move to `work/previous`, the extracted ones take their
 *    place, the connections reopen. If reopening fails, everything moves back;
 * 4. reload the app (migrations, caches); if that fails, swap back and reload again;
 * 5. the previous data is deleted with `work` by the caller only after all of that succeeded.
 */
export async function restoreBackup(
  zipPath: string,
  work: string,
  freeBytes: number,
  hooks: RestoreHooks,
): Promise<void> {
  const incoming = join(work, 'incoming');
  const previous = join(work, 'previous');
  await mkdir(incoming, { recursive: true });
  await mkdir(previous, { recursive: true });
  try {
    await extractBackupArchive(zipPath, incoming, freeBytes);
    await checkCandidate(join(incoming, DATABASE_ENTRY), hooks);
  } catch (error) {
    if (error instanceof InvalidBackupError) {
      throw badRequest(`The backup can't be restored: ${error.reason}.`, {}, error);
    }
    throw error;
  }
  const live = { database: hooks.databaseFile, storage: hooks.storageDir };
  const swapIn = () =>
    moveAll(
      live,
      { database: join(incoming, DATABASE_ENTRY), storage: join(incoming, 'storage') },
      previous,
    );
  let undo: UndoSwap = () => undefined;
  await hooks.db.reopen(() => (undo = swapIn()));
  try {
    await hooks.reloadApp();
  } catch (error) {
    hooks.logger.error('restored data failed to load; putting the previous data back', { error });
    await hooks.db.reopen(() => {
      undo();
      return () => undefined;
    });
    await hooks.reloadApp();
    throw error;
  }
}

async function checkCandidate(file: string, hooks: RestoreHooks): Promise<void> {
  let candidate: Db;
  try {
    candidate = hooks.openDatabase(file);
  } catch (error) {
    throw new InvalidBackupError('its database is damaged', { cause: error });
  }
  try {
    await candidate.checkIntegrity().catch((error: unknown) => {
      throw new InvalidBackupError('its database is damaged', { cause: error });
    });
    await hooks.checkDatabase(candidate);
  } finally {
    await candidate.close();
  }
}

interface DataPaths {
  database: string;
  storage: string;
}

/**
 * Moves the live data aside and the incoming data into place with renames (same file system,
 * so each is atomic); returns the undo. A failure part way undoes the moves made so far.
 */
function moveAll(live: DataPaths, incoming: DataPaths, aside: string): UndoSwap {
  const moved: [from: string, to: string][] = [];
  const move = (from: string, to: string) => {
    if (!existsSync(from)) return;
    renameSync(from, to);
    moved.push([from, to]);
  };
  const undo = () => {
    for (const [from, to] of moved.reverse()) renameSync(to, from);
    moved.length = 0;
  };
  try {
    for (const suffix of ['', ...SIDE_FILES]) {
      move(live.database + suffix, join(aside, DATABASE_ENTRY + suffix));
    }
    for (const suffix of ['', ...SIDE_FILES]) {
      move(incoming.database + suffix, live.database + suffix);
    }
    move(live.storage, join(aside, 'storage'));
    move(incoming.storage, live.storage);
  } catch (error) {
    undo();
    throw error;
  }
  return undo;
}
