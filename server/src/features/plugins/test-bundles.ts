import yazl from 'yazl';

/**
 * Plugin bundles built in memory, for the server's API tests and the end-to-end journeys: a
 * small valid plugin by default, with any part replaced, added or removed, and hostile archives
 * (links, forged names) that no packer would make.
 */

/** One entry of a hand-made zip. */
export interface ZipEntry {
  /** A path; one ending in `/` is a folder. */
  name: string;
  data: string | Buffer;
  /** A Unix mode for the entry (`0o120777` makes a symbolic link). */
  mode?: number;
}

/** A test plugin's manifest: valid as it is; `overrides` replace (or, set to undefined, drop) keys. */
export function testManifest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const manifest: Record<string, unknown> = {
    id: 'sample',
    name: { en: 'Sample', zh: '示例', ja: 'サンプル' },
    version: '1.0.0',
    description: 'A plugin made for tests.',
    author: 'Hearth tests',
    icon: 'icon.svg',
    entry: 'index.html',
    capabilities: ['messages.send', 'chat.read', 'storage', 'state'],
    contributes: {
      commands: [{ name: 'sample', description: 'Sends a sample card' }],
      messages: [{ type: 'card', height: 120 }],
    },
    ...overrides,
  };
  for (const [key, value] of Object.entries(manifest)) {
    if (value === undefined) delete manifest[key];
  }
  return manifest;
}

/** The test plugin's page: it loads its script and style from the bundle. */
export const TEST_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="style.css">' +
  '<script type="module" src="app.js"></script></head><body><main id="root"></main></body></html>';
export const TEST_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>';

/** The files of a bundle, `manifest.json` included, by path. */
export type BundleContent = Record<string, string | Buffer>;

/** The test plugin's files with `manifest` (a `testManifest`) and any extra or replaced files. */
export function testBundleContent(
  manifest: Record<string, unknown> = testManifest(),
  files: BundleContent = {},
): BundleContent {
  return {
    'manifest.json': JSON.stringify(manifest, null, 2),
    'index.html': TEST_PAGE,
    'app.js': 'document.getElementById("root").textContent = "sample";\n',
    'style.css': 'main { font: 14px sans-serif; }\n',
    'icon.svg': TEST_ICON,
    ...files,
  };
}

/** Zips entries in memory, in order. */
export async function makeZip(entries: readonly ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) {
      zip.addEmptyDirectory(entry.name);
      continue;
    }
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data;
    zip.addBuffer(data, entry.name, entry.mode === undefined ? {} : { mode: entry.mode });
  }
  zip.end();
  const chunks: Buffer[] = [];
  // note: yazl's output stream yields Buffers; its typings say `any`.
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A bundle (zip) of the given files: the test plugin's by default. */
export function makeBundle(content: BundleContent = testBundleContent()): Promise<Buffer> {
  return makeZip(Object.entries(content).map(([name, data]) => ({ name, data })));
}

/**
 * Renames entries by rewriting their names in the zip's bytes (`from` and `to` of one length):
 * how a test makes names a packer refuses to write (`../x`, `/etc/x`, `a\\b`).
 */
export function forgeNames(zip: Buffer, from: string, to: string): Buffer {
  if (Buffer.byteLength(from) !== Buffer.byteLength(to)) {
    throw new Error('a forged name must keep the length');
  }
  const copy = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = copy.indexOf(needle); at !== -1; at = copy.indexOf(needle, at + 1)) {
    copy.write(to, at);
  }
  return copy;
}
