import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import yazl from 'yazl';
import { BUNDLE_LIMITS } from './bundle-limits.js';
import type { PluginCheck } from './check-plugin.js';
import { checkPluginFolder } from './check-plugin.js';
import type { FolderFile } from './plugin-folder.js';

/** Every entry gets this time, so packing the same files twice gives the same bytes. */
const FIXED_MTIME = new Date(Date.UTC(2000, 0, 1));
const FILE_MODE = 0o100644;

export type PackResult =
  { ok: true; out: string; files: number; bytes: number } | { ok: false; problems: string[] };

/**
 * Checks `folder` and zips it into `out` (by default `<id>-<version>.zip` in the current
 * folder): `manifest.json` at the root, the files in a stable order, dotfiles and
 * `node_modules` left out. Writes nothing when the check finds a problem.
 */
export async function packPlugin(folder: string, out?: string): Promise<PackResult> {
  const target = out === undefined ? undefined : resolve(out);
  const check = await checkPluginFolder(folder, new Set(target === undefined ? [] : [target]));
  if (!check.manifest || check.problems.length > 0) return { ok: false, problems: check.problems };
  const zip = await zipFiles(check.files);
  if (zip.byteLength > BUNDLE_LIMITS.maxZipBytes) {
    const limit = BUNDLE_LIMITS.maxZipBytes;
    return {
      ok: false,
      problems: [`the bundle would be ${zip.byteLength} bytes; at most ${limit}`],
    };
  }
  const path = target ?? resolve(defaultName(check));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, zip);
  return { ok: true, out: path, files: check.files.length, bytes: zip.byteLength };
}

function defaultName({ manifest }: PluginCheck): string {
  return manifest ? `${manifest.id}-${manifest.version}.zip` : 'plugin.zip';
}

async function zipFiles(files: readonly FolderFile[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    zip.addBuffer(await readFile(file.absolute), file.path, {
      mtime: FIXED_MTIME,
      mode: FILE_MODE,
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  // note: yazl's output stream carries Buffers.
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
