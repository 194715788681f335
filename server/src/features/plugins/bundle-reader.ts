import { crc32 } from 'node:zlib';
import {
  PLUGIN_BUNDLE_MAX_BYTES,
  PLUGIN_BUNDLE_MAX_FILES,
  PLUGIN_UNPACKED_MAX_BYTES,
} from '@hearth/shared';
import yauzl from 'yauzl';
import { nextZipEntry, openZipEntry } from '../../lib/zip-reading.js';
import { BundleError } from './bundle-error.js';

/** A bundle's files by their path inside it (`index.html`, `assets/app.js`). */
export type BundleFiles = ReadonlyMap<string, Buffer>;

/** What a bundle may hold; the defaults are the shared limits. */
export interface BundleLimits {
  maxBytes: number;
  maxFiles: number;
  maxUnpackedBytes: number;
}

export const BUNDLE_LIMITS: BundleLimits = {
  maxBytes: PLUGIN_BUNDLE_MAX_BYTES,
  maxFiles: PLUGIN_BUNDLE_MAX_FILES,
  maxUnpackedBytes: PLUGIN_UNPACKED_MAX_BYTES,
};

/** Folders some zip tools add that are not part of what the author packed. */
const TOOL_DEBRIS = /^__MACOSX\//;
/** Characters no bundle path may hold: controls (NUL among them) and backslashes. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * Reads a plugin bundle (a zip) into memory, refusing it before anything is written when it is
 * not a zip, too large, has too many files, unpacks to too much (counted while inflating, never
 * trusting the sizes the archive declares), or holds an unsafe path (absolute, `..`,
 * backslashes, control characters), a link, an encrypted entry or a name twice.
 */
export async function readBundle(
  bytes: Uint8Array,
  limits: BundleLimits = BUNDLE_LIMITS,
): Promise<BundleFiles> {
  if (bytes.byteLength > limits.maxBytes) {
    throw new BundleError(
      'validation_plugin_bundle_too_large',
      `The bundle is ${bytes.byteLength} bytes; at most ${limits.maxBytes} are accepted.`,
    );
  }
  const zip = await openZip(bytes);
  try {
    return await readEntries(zip, limits);
  } finally {
    zip.close();
  }
}

async function readEntries(zip: yauzl.ZipFile, limits: BundleLimits): Promise<BundleFiles> {
  const files = new Map<string, Buffer>();
  let unpacked = 0;
  for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
    const name = checkName(entry.fileName);
    if (TOOL_DEBRIS.test(name) || name.endsWith('/')) continue;
    checkEntry(entry, name);
    if (files.has(name)) {
      throw new BundleError(
        'validation_plugin_bundle_duplicate_file',
        `${name} is in the bundle twice; each path may appear once.`,
      );
    }
    if (files.size >= limits.maxFiles) {
      throw new BundleError(
        'validation_plugin_bundle_too_many_files',
        `The bundle has more than ${limits.maxFiles} files.`,
      );
    }
    const data = await inflate(zip, entry, limits.maxUnpackedBytes - unpacked);
    if (!data) {
      throw new BundleError(
        'validation_plugin_bundle_too_large',
        `The bundle unpacks to more than ${limits.maxUnpackedBytes} bytes.`,
      );
    }
    if (crc32(data) !== entry.crc32) {
      throw new BundleError('validation_plugin_bundle_not_zip', `${name} is damaged in the zip.`);
    }
    unpacked += data.length;
    files.set(name, data);
  }
  return files;
}

/** A path made of plain segments: not absolute, no empty, `.` or `..` part, no odd characters. */
function checkName(name: string): string {
  const bare = name.endsWith('/') ? name.slice(0, -1) : name;
  const segments = bare.split('/');
  const unsafe =
    bare === '' ||
    UNSAFE_CHARACTERS.test(bare) ||
    /^[a-zA-Z]:/.test(bare) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (unsafe) throw unsafePath(name);
  return name;
}

function checkEntry(entry: yauzl.Entry, name: string): void {
  // note: the upper bits of the external attributes hold the Unix mode; 0o120000 is a symlink.
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
    throw new BundleError(
      'validation_plugin_bundle_link',
      `${name} is a symbolic link; a bundle holds plain files only.`,
    );
  }
  if (entry.isEncrypted()) {
    throw new BundleError(
      'validation_plugin_bundle_not_zip',
      `${name} is encrypted; pack the bundle without a password.`,
    );
  }
}

function unsafePath(name: string): BundleError {
  const shown = JSON.stringify(name);
  return new BundleError(
    'validation_plugin_bundle_unsafe_path',
    `${shown} is not a safe path: paths are relative, with / between folders, and no "..", backslash or control character.`,
  );
}

/** Reads an entry's content; `null` as soon as it passes `budget` bytes. */
async function inflate(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  budget: number,
): Promise<Buffer | null> {
  const stream = await openEntry(zip, entry);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      size += buffer.length;
      if (size > budget) {
        stream.destroy();
        return null;
      }
      chunks.push(buffer);
    }
  } catch (error) {
    throw notZip(error);
  }
  return Buffer.concat(chunks);
}

function notZip(cause: unknown): BundleError {
  return new BundleError(
    'validation_plugin_bundle_not_zip',
    'The bundle must be a zip archive with manifest.json at its root.',
    { cause },
  );
}

function openZip(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, strictFileNames: true, validateEntrySizes: true },
      (error, zip) => (error ? reject(notZip(error)) : resolve(zip)),
    );
  });
}

/** A read error of the bundle: an unsafe name (yauzl refuses absolute names, `..` and backslashes itself, naming the entry), or not a zip. */
function bundleReadError(error: unknown): Error {
  const message = error instanceof Error ? error.message : '';
  const path =
    /^(?:invalid characters in fileName|absolute path|invalid relative path): (.*)$/s.exec(message);
  return path ? unsafePath(path[1] ?? '') : notZip(error);
}

const nextEntry = (zip: yauzl.ZipFile) => nextZipEntry(zip, bundleReadError);
const openEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) => openZipEntry(zip, entry, notZip);
