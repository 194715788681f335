import { mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { randomString } from '../lib/random.js';
import { isSafeBlobKey, type BlobInfo, type BlobStore, type ByteRange } from './blob-store.js';

/** Stores blobs as files under a root folder (the data directory's `storage/`). */
export class LocalFsBlobStore implements BlobStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async write(key: string, data: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${path}.${randomString(8)}.tmp`;
    try {
      await writeNew(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isNotABlob(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
    const path = this.pathOf(key);
    const handle = await open(path, 'r').catch((error: unknown) => {
      if (isNotABlob(error)) return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const start = Math.max(range?.start ?? 0, 0);
      const end = Math.min(range?.end ?? info.size - 1, info.size - 1);
      if (end < start) {
        await handle.close();
        return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
      }
      // note: the node stream closes the handle when it ends or when the web stream is cancelled.
      return Readable.toWeb(handle.createReadStream({ start, end }));
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, modified: info.mtime } : null;
    } catch (error) {
      if (isNotABlob(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    try {
      await unlink(path);
    } catch (error) {
      if (isMissing(error)) return;
      // A folder is not a blob: deleting "a/b" must not touch the blobs under "a/b/".
      if ((await stat(path).catch(() => null))?.isDirectory()) return;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const path = this.pathOf(prefix.replace(/\/+$/, ''));
    const info = await stat(path).catch((error: unknown) => {
      if (isNotABlob(error)) return null;
      throw error;
    });
    if (info?.isDirectory()) await rm(path, { recursive: true, force: true });
  }

  private pathOf(key: string): string {
    if (!isSafeBlobKey(key)) throw new Error(`unsafe blob key: ${JSON.stringify(key)}`);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`blob key escapes the store: ${key}`);
    return path;
  }
}

async function writeNew(path: string, data: Uint8Array): Promise<void> {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function isMissing(error: unknown): boolean {
  return errorCode(error) === 'ENOENT';
}

/** Missing, or a folder or a file standing where a folder of the key should be. */
function isNotABlob(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}
