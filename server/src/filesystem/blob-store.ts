/** A byte range of a blob, both ends inclusive (as in HTTP `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a store knows about a blob without reading it. */
export interface BlobInfo {
  size: number;
  modified: Date;
}

/**
 * Where uploaded files live, by key `<collectionId>/<recordId>/<filename>` (and thumbnails under
 * `<collectionId>/<recordId>/thumbs_<filename>/`). Keys are flat names whose `/` separated
 * segments read like folders, as in S3: the local filesystem implements it now, an S3 store can
 * implement the same interface, and `blob-store.case.ts` checks both the same way.
 */
export interface BlobStore {
  /** Writes (or replaces) a blob; readers never see a half-written one. */
  write(key: string, data: Uint8Array): Promise<void>;
  /** Reads a whole blob, or `null` when it does not exist. */
  read(key: string): Promise<Buffer | null>;
  /**
   * Streams a blob, or only `range` of it (clamped to the blob's end), or `null` when it does
   * not exist. Whoever takes the stream must read it to the end or cancel it.
   */
  stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  /** Size and modification time, or `null` when it does not exist. */
  stat(key: string): Promise<BlobInfo | null>;
  /** Deletes one blob; a missing blob, or a key that only names a folder, is fine. */
  delete(key: string): Promise<void>;
  /** Deletes every blob under the folder `prefix/` (a record's files, a file's thumbnails). */
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
