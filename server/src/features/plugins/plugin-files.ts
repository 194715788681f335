import { PLUGINS_COLLECTION_ID } from '@hearth/shared';
import { isSafeBlobKey, type BlobStore } from '../../filesystem/blob-store.js';
import type { BundleFiles } from './bundle-reader.js';

/**
 * Where a plugin's files live in the blob store: under its record's folder (so deleting the
 * record deletes them), in `bundle/`, one folder per bundle by its hash. An update writes the
 * new bundle's folder beside the old one and switches the record to it in one commit, so a
 * failed update leaves the installed version whole: `<collectionId>/<recordId>/bundle/<hash>/<path>`.
 */
export function bundleFolder(recordId: string, bundleHash: string): string {
  return `${PLUGINS_COLLECTION_ID}/${recordId}/bundle/${bundleHash.slice(0, 32)}`;
}

/** The blob key of one file of an installed bundle, or null when the path cannot be one. */
export function bundleFileKey(recordId: string, bundleHash: string, path: string): string | null {
  const key = `${bundleFolder(recordId, bundleHash)}/${path}`;
  return bundleHash !== '' && isSafeBlobKey(key) ? key : null;
}

/** Writes every file of a bundle into its folder. */
export async function writeBundleFiles(
  blobs: BlobStore,
  recordId: string,
  bundleHash: string,
  files: BundleFiles,
): Promise<void> {
  for (const [path, data] of files) {
    const key = bundleFileKey(recordId, bundleHash, path);
    // note: the bundle reader accepts only paths that make safe keys; this is the last guard.
    if (key === null) throw new Error(`unsafe plugin file path ${path}`);
    await blobs.write(key, data);
  }
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The type a bundle file is served with, by its extension (with `nosniff`, nothing is guessed). */
export function contentTypeOf(path: string): string {
  const extension = path.includes('.') ? (path.split('.').pop() ?? '').toLowerCase() : '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
