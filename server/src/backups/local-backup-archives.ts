import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { formatDate } from '../lib/dates.js';
import type { BackupArchives, BackupFileInfo } from './backup-archives.js';
import { isSafeBackupKey } from './backup-names.js';

/**
 * Backup archives as files of one folder (`<dataDir>/backups`). Archives are made inside the
 * data directory, so filing one is a rename on the same file system.
 */
export class LocalBackupArchives implements BackupArchives {
  constructor(readonly dir: string) {}

  async list(): Promise<BackupFileInfo[]> {
    const names = await readdir(this.dir).catch((): string[] => []);
    const infos: BackupFileInfo[] = [];
    for (const key of names.filter(isSafeBackupKey).sort()) {
      const info = await stat(join(this.dir, key)).catch(() => null);
      if (info?.isFile()) infos.push({ key, size: info.size, modified: formatDate(info.mtime) });
    }
    return infos;
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(join(this.dir, key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  async save(key: string, file: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await rename(file, join(this.dir, key));
  }

  async open(key: string): Promise<ReadableStream<Uint8Array> | null> {
    if ((await this.size(key)) === null) return null;
    // note: the cast bridges Node's and the DOM's typings of the same Web ReadableStream.
    return Readable.toWeb(createReadStream(join(this.dir, key))) as ReadableStream<Uint8Array>;
  }

  async localFile(key: string): Promise<string | null> {
    return (await this.size(key)) === null ? null : join(this.dir, key);
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.dir, key), { force: true });
  }
}
