import { createHash } from 'node:crypto';
import type { PluginManifest } from '@hearth/plugin-sdk';
import { BundleError } from './bundle-error.js';
import { readBundle, type BundleFiles } from './bundle-reader.js';
import { checkHtmlReferences } from './html-references.js';
import { checkManifestAgainstBundle } from './manifest-checks.js';
import { checkManifestSchema } from './manifest-schema.js';

export const MANIFEST_FILE = 'manifest.json';
/** The `plugins.manifest` field's own limit: a manifest larger than this could not be stored. */
const MANIFEST_MAX_BYTES = 64_000;

/** A bundle that passed every check, ready to install. */
export interface CheckedBundle {
  manifest: PluginManifest;
  files: BundleFiles;
  /** SHA-256 of the zip, hex. */
  hash: string;
  /** The zip's size in bytes. */
  size: number;
}

/**
 * Checks a bundle completely before anything is written: the archive (`readBundle`), then
 * `manifest.json` at its root (JSON, the schema, what the schema cannot say), then its pages'
 * references. Throws a `BundleError` naming the first problem.
 */
export async function checkBundle(bytes: Uint8Array): Promise<CheckedBundle> {
  const files = await readBundle(bytes);
  const manifest = parseManifest(files);
  checkManifestSchema(manifest);
  // note: the schema just proved the shape `PluginManifest` describes.
  const typed = manifest as PluginManifest;
  checkManifestAgainstBundle(typed, files);
  checkHtmlReferences(files);
  return {
    manifest: typed,
    files,
    hash: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.byteLength,
  };
}

function parseManifest(files: BundleFiles): unknown {
  const data = files.get(MANIFEST_FILE);
  if (!data) {
    const nested = [...files.keys()].find((path) => path.endsWith(`/${MANIFEST_FILE}`));
    const hint = nested
      ? ` (found ${nested}: zip the plugin folder's contents, not the folder itself)`
      : '';
    throw new BundleError(
      'validation_plugin_manifest_missing',
      `${MANIFEST_FILE} must be at the root of the bundle${hint}`,
    );
  }
  if (data.length > MANIFEST_MAX_BYTES) {
    throw new BundleError(
      'validation_plugin_manifest_invalid',
      `${MANIFEST_FILE} is larger than ${MANIFEST_MAX_BYTES} bytes`,
    );
  }
  try {
    // note: editors on some systems save UTF-8 with a byte order mark; JSON.parse refuses it.
    return JSON.parse(data.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it cannot be parsed';
    throw new BundleError(
      'validation_plugin_manifest_invalid',
      `${MANIFEST_FILE} is not valid JSON: ${reason}`,
      { cause: error },
    );
  }
}
