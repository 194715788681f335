/**
 * Where uploaded files live, by key `<collectionId>/<recordId>/<filename>` (and thumbnails under
 * `<collectionId>/<recordId>/thumbs_<filename>/`). The local filesystem implements it now; an S3
 * store can implement the same interface.
 */
export interface BlobStore {
  /** Writes (or replaces) a blob. */
  write(key: string, data: Uint8Array): Promise<void>;
  /** Reads a whole blob, or `null` when it does not exist. */
  read(key: string): Promise<Buffer | null>;
  /** Size and modification time, or `null` when it does not exist. */
  stat(key: string): Promise<{ size: number; modified: Date } | null>;
  /** Deletes a blob; missing blobs are fine. */
  delete(key: string): Promise<void>;
  /** Deletes every blob under a key prefix (a record's folder, a file's thumbnails). */
  deletePrefix(prefix: string): Promise<void>;
}

const SAFE_SEGMENT = /^[^/\\\0]+$/;

/**
 * Tells whether a key is made of safe segments: no empty, `.` or `..` parts, no backslashes, no
 * NUL, not absolute. Every store checks keys with it, so a file name can never escape its root.
 */
export function isSafeBlobKey(key: string): boolean {
  if (key === '' || key.startsWith('/')) return false;
  return key
    .split('/')
    .every((segment) => SAFE_SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}
