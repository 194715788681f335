import { createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { isSafeBlobKey } from '../filesystem/blob-store.js';
import { nextZipEntry, openZipEntry } from '../lib/zip-reading.js';

/** The entry that marks a zip as a Hearth backup. */
export const MANIFEST_ENTRY = 'hearth-backup.json';
/** The database copy inside a backup (the same name PocketBase uses). */
export const DATABASE_ENTRY = 'data.db';
/** The folder of uploaded files inside a backup. */
export const STORAGE_ENTRY = 'storage/';

const MANIFEST_FORMAT = 'hearth-backup';
const MANIFEST_VERSION = 1;
const MAX_MANIFEST_BYTES = 64 * 1024;
/** File kinds that are already compressed; deflating them again only costs time. */
const STORED_EXTENSIONS =
  /\.(jpe?g|png|gif|webp|avif|heic|mp4|webm|mov|mp3|ogg|zip|gz|br|zst|pdf)$/i;

/** What a backup says about itself. */
export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION;
  engine: 'sqlite';
  created: string;
}

/** Why an archive cannot be restored; `reason` is safe to show to the superuser. */
export class InvalidBackupError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`invalid backup: ${reason}`, options);
    this.name = 'InvalidBackupError';
  }
}

/** A new manifest for a backup made now. */
export function newManifest(): BackupManifest {
  return {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    engine: 'sqlite',
    created: new Date().toISOString(),
  };
}

/**
 * Writes a backup zip: the manifest, the database copy and every file under `storageDir`,
 * streamed from disk (nothing is held in memory whole).
 */
export async function writeBackupArchive(
  target: string,
  source: { manifest: BackupManifest; databaseFile: string; storageDir: string },
): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(source.manifest, null, 2)), MANIFEST_ENTRY);
  zip.addFile(source.databaseFile, DATABASE_ENTRY);
  for (const file of await listFiles(source.storageDir)) {
    const name = relative(source.storageDir, file).split(sep).join('/');
    zip.addFile(file, STORAGE_ENTRY + name, { compress: !STORED_EXTENSIONS.test(name) });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target, { flags: 'wx' }));
}

/** Lists every regular file under a folder (none when it does not exist). */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Extracts a backup zip into an empty folder after checking it entry by entry: a readable zip,
 * only our entries (manifest, `data.db`, `storage/<safe key>`), no links, no encryption, no
 * duplicates, a declared size that fits in `maxBytes`, and sizes and checksums that hold while
 * extracting. Throws `InvalidBackupError` otherwise; the caller then discards the folder.
 */
export async function extractBackupArchive(
  zipPath: string,
  targetDir: string,
  maxBytes: number,
): Promise<BackupManifest> {
  const zip = await openZip(zipPath);
  try {
    const state: { manifest: BackupManifest | null; hasDatabase: boolean; total: number } = {
      manifest: null,
      hasDatabase: false,
      total: 0,
    };
    const seen = new Set<string>();
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = checkEntry(entry, seen);
      state.total += entry.uncompressedSize;
      if (state.total > maxBytes) {
        throw new InvalidBackupError('there is not enough free disk space');
      }
      if (name.endsWith('/')) continue;
      if (name === MANIFEST_ENTRY) {
        state.manifest = parseManifest(await readSmall(await openEntry(zip, entry), entry.crc32));
        continue;
      }
      if (name === DATABASE_ENTRY) state.hasDatabase = true;
      await writeEntry(await openEntry(zip, entry), entry.crc32, targetDir, name);
    }
    if (!state.manifest) throw new InvalidBackupError('it is not a Hearth backup');
    if (!state.hasDatabase) throw new InvalidBackupError('it has no database');
    return state.manifest;
  } finally {
    zip.close();
  }
}

function checkEntry(entry: yauzl.Entry, seen: Set<string>): string {
  const name = entry.fileName;
  const bare = name.endsWith('/') ? name.slice(0, -1) : name;
  const isOurs =
    name === MANIFEST_ENTRY ||
    name === DATABASE_ENTRY ||
    name === STORAGE_ENTRY ||
    (name.startsWith(STORAGE_ENTRY) && isSafeBlobKey(bare.slice(STORAGE_ENTRY.length)));
  if (!isOurs) throw new InvalidBackupError('it contains unexpected or unsafe paths');
  // note: the upper bits of the external attributes hold the Unix mode; 0o120000 is a symlink.
  if (((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000) {
    throw new InvalidBackupError('it contains links');
  }
  if (entry.isEncrypted()) throw new InvalidBackupError('it is encrypted');
  if (seen.has(name)) throw new InvalidBackupError('it contains duplicate entries');
  seen.add(name);
  return name;
}

function parseManifest(text: string): BackupManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new InvalidBackupError('it is not a Hearth backup', { cause: error });
  }
  const manifest: Record<string, unknown> =
    typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
  if (manifest['format'] !== MANIFEST_FORMAT) {
    throw new InvalidBackupError('it is not a Hearth backup');
  }
  if (manifest['version'] !== MANIFEST_VERSION || manifest['engine'] !== 'sqlite') {
    throw new InvalidBackupError('it was made by an incompatible version of Hearth');
  }
  return {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    engine: 'sqlite',
    created: String(manifest['created'] ?? ''),
  };
}

async function writeEntry(
  stream: Readable,
  crc: number,
  targetDir: string,
  name: string,
): Promise<void> {
  const root = resolve(targetDir);
  const path = resolve(root, ...name.split('/'));
  // note: entry names were checked already; this is the last line against zip-slip.
  if (!path.startsWith(root + sep)) throw new InvalidBackupError('it contains unsafe paths');
  await mkdir(dirname(path), { recursive: true });
  try {
    await pipeline(stream, crcCheck(crc), createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    throw asArchiveError(error);
  }
}

/**
 * Stream errors from the zip reader (bad checksum, wrong size, broken deflate data) mean a
 * damaged archive; file system errors (a full disk) are ours and pass through.
 */
function asArchiveError(error: unknown): unknown {
  if (error instanceof InvalidBackupError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error;
  return new InvalidBackupError('it is damaged', { cause: error });
}

async function readSmall(stream: Readable, crc: number): Promise<string> {
  try {
    const checked = crcCheck(crc);
    const [text] = await Promise.all([readAll(checked), pipeline(stream, checked)]);
    return text;
  } catch (error) {
    throw asArchiveError(error);
  }
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_MANIFEST_BYTES) {
      stream.destroy();
      throw new InvalidBackupError('it is not a Hearth backup');
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolvePromise, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (error, zip) => {
        if (error) {
          reject(new InvalidBackupError('it is not a valid zip archive', { cause: error }));
        } else resolvePromise(zip);
      },
    );
  });
}

/** A read error of the archive, in the words a refused backup gives. */
function archiveReadError(error: unknown): Error {
  // note: yauzl refuses absolute and `..` names itself ("invalid relative path: …").
  const unsafe = error instanceof Error && /path|file ?name/i.test(error.message);
  const reason = unsafe
    ? 'it contains unexpected or unsafe paths'
    : 'it is not a valid zip archive';
  return new InvalidBackupError(reason, { cause: error });
}

const nextEntry = (zip: yauzl.ZipFile) => nextZipEntry(zip, archiveReadError);
const openEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  openZipEntry(
    zip,
    entry,
    (error) => new InvalidBackupError('it is not a valid zip archive', { cause: error }),
  );

/** Passes data through and fails at the end unless its CRC-32 is `expected` (yauzl leaves that to us). */
function crcCheck(expected: number): Transform {
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      crc = crc32(chunk, crc);
      callback(null, chunk);
    },
    flush(callback) {
      callback(crc === expected ? null : new InvalidBackupError('it is damaged'));
    },
  });
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
