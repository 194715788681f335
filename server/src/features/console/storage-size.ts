import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The total size of the files under `root`, walked with asynchronous calls so a large folder
 * never holds the event loop for more than one directory listing at a time. A missing folder
 * counts as empty.
 */
export async function folderSize(root: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) total += await folderSize(path);
    else if (entry.isFile()) total += await fileSize(path);
  }
  return total;
}

/** A file's size, or 0 when it is not there (a WAL file comes and goes). */
async function fileSize(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

/** How long a measured folder size is reused: walking a large storage folder is not free. */
export const STORAGE_SIZE_TTL_MS = 60_000;

/** Remembers a folder's size for a while, sharing one walk between concurrent callers. */
export function cachedFolderSize(root: string, ttlMs = STORAGE_SIZE_TTL_MS, now = Date.now) {
  let cached: { at: number; size: Promise<number> } | null = null;
  return (): Promise<number> => {
    if (cached && now() - cached.at < ttlMs) return cached.size;
    const size = folderSize(root);
    cached = { at: now(), size };
    // note: a failed walk is not kept, so the next request tries again.
    size.catch(() => (cached = null));
    return size;
  };
}
