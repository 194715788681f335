import { lstat, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** A file of a plugin folder: its path inside the bundle (`/`-separated) and on disk. */
export interface FolderFile {
  path: string;
  absolute: string;
  bytes: number;
}

/** Folders of tools, never part of what a plugin serves. */
const SKIPPED_FOLDERS = new Set(['node_modules']);
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused.
const UNSAFE_NAME = /[\u0000-\u001f\u007f\\]/;

/**
 * The files a bundle of `folder` holds, in byte order of their paths (so a zip of the same files
 * is the same zip): every file but dotfiles and dot-folders (`.git`, `.DS_Store`),
 * `node_modules`, and the paths in `leaveOut`. Refuses links and names the server would refuse.
 */
export async function listPluginFiles(
  folder: string,
  leaveOut: ReadonlySet<string> = new Set(),
): Promise<FolderFile[]> {
  const files: FolderFile[] = [];
  await walk(folder, folder, leaveOut, files);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

async function walk(
  root: string,
  folder: string,
  leaveOut: ReadonlySet<string>,
  files: FolderFile[],
): Promise<void> {
  for (const name of await readdir(folder)) {
    if (name.startsWith('.') || SKIPPED_FOLDERS.has(name)) continue;
    const absolute = join(folder, name);
    if (leaveOut.has(absolute)) continue;
    const path = relative(root, absolute).split(sep).join('/');
    if (UNSAFE_NAME.test(name)) {
      throw new Error(`${path}: the name holds a control character or a backslash`);
    }
    const stats = await lstat(absolute);
    if (stats.isSymbolicLink()) {
      throw new Error(`${path}: links cannot go in a bundle; copy the file in`);
    }
    if (stats.isDirectory()) await walk(root, absolute, leaveOut, files);
    else if (stats.isFile()) files.push({ path, absolute, bytes: stats.size });
  }
}
