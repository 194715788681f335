/**
 * What the server accepts in a bundle: the values of `@hearth/shared`'s `PLUGIN_BUNDLE_MAX_BYTES`,
 * `PLUGIN_BUNDLE_MAX_FILES` and `PLUGIN_UNPACKED_MAX_BYTES` (the SDK cannot import them: the
 * shared package depends on the SDK).
 */
export const BUNDLE_LIMITS = {
  maxZipBytes: 5 * 1024 * 1024,
  maxFiles: 200,
  maxUnpackedBytes: 20 * 1024 * 1024,
} as const;
