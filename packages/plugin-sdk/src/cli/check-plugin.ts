import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PluginManifest } from '../manifest.js';
import { BUNDLE_LIMITS } from './bundle-limits.js';
import { manifestProblems } from './manifest-checks.js';
import { schemaProblems } from './manifest-schema.js';
import { outsideReferences } from './page-references.js';
import type { FolderFile } from './plugin-folder.js';
import { listPluginFiles } from './plugin-folder.js';

/** What checking a plugin folder found: its manifest (once valid), its files, its problems. */
export interface PluginCheck {
  manifest: PluginManifest | null;
  files: FolderFile[];
  /** Each says where and what to fix; empty when the folder is a bundle the server accepts. */
  problems: string[];
}

/**
 * Checks the folder a bundle would be packed from, as far as it can without the server:
 * `manifest.json` against the schema and what the schema cannot say, pages that load scripts
 * from outside the bundle, and the number and size of files.
 */
export async function checkPluginFolder(
  folder: string,
  leaveOut: ReadonlySet<string> = new Set(),
): Promise<PluginCheck> {
  const files = await listPluginFiles(folder, leaveOut);
  const problems = [...limitProblems(files), ...(await pageProblems(files))];
  const read = await readManifest(folder, files);
  if ('problem' in read) return { manifest: null, files, problems: [read.problem, ...problems] };
  const schema = schemaProblems(read.json);
  if (schema.length > 0) {
    return { manifest: null, files, problems: [...prefixed(schema), ...problems] };
  }
  // note: the schema above is the PluginManifest type as JSON Schema.
  const manifest = read.json as PluginManifest;
  const paths = new Set(files.map((file) => file.path));
  return {
    manifest,
    files,
    problems: [...prefixed(manifestProblems(manifest, paths)), ...problems],
  };
}

async function readManifest(
  folder: string,
  files: readonly FolderFile[],
): Promise<{ json: unknown } | { problem: string }> {
  if (!files.some((file) => file.path === 'manifest.json')) {
    return { problem: 'manifest.json: not found at the root of the folder' };
  }
  const text = await readFile(join(folder, 'manifest.json'), 'utf8');
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    // note: JSON.parse throws only SyntaxErrors.
    return { problem: `manifest.json: not valid JSON (${(error as Error).message})` };
  }
}

function limitProblems(files: readonly FolderFile[]): string[] {
  const bytes = files.reduce((total, file) => total + file.bytes, 0);
  return [
    ...(files.length > BUNDLE_LIMITS.maxFiles
      ? [`${files.length} files; a bundle holds at most ${BUNDLE_LIMITS.maxFiles}`]
      : []),
    ...(bytes > BUNDLE_LIMITS.maxUnpackedBytes
      ? [`${bytes} bytes of files; a bundle unpacks to at most ${BUNDLE_LIMITS.maxUnpackedBytes}`]
      : []),
  ];
}

async function pageProblems(files: readonly FolderFile[]): Promise<string[]> {
  const pages = files.filter((file) => /\.html?$/i.test(file.path));
  const found = await Promise.all(
    pages.map(async (page) =>
      outsideReferences(page.path, await readFile(page.absolute, 'utf8')).map(
        (reference) =>
          `${page.path}: scripts outside the bundle are not allowed (${reference}); ship every ` +
          'script, style sheet and frame inside the bundle and refer to it by a relative path',
      ),
    ),
  );
  return found.flat();
}

function prefixed(problems: readonly string[]): string[] {
  return problems.map((problem) => `manifest.json: ${problem}`);
}
