/** A stored backup as the backups API lists it. */
export interface BackupFileInfo {
  key: string;
  size: number;
  modified: string;
}

/**
 * Where backup archives live: a folder of the data directory, or an S3 bucket. Keys are plain
 * file names (`isSafeBackupKey`); the backup service checks them before calling.
 */
export interface BackupArchives {
  /** Every archive whose name is a safe key, sorted by key. */
  list(): Promise<BackupFileInfo[]>;
  /** The size of an archive, or `null` when there is none by that key. */
  size(key: string): Promise<number | null>;
  /** Files a finished archive from a local file, which this consumes (moved or uploaded, then gone). */
  save(key: string, file: string): Promise<void>;
  /** Streams an archive, or `null`. Whoever takes the stream must read it to the end or cancel it. */
  open(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /**
   * The path of a local file with the archive's bytes, for restoring it: the archive itself when
   * it is on disk, else a download into `workDir` (deleted with it by the caller). `null` when
   * there is no such archive.
   */
  localFile(key: string, workDir: string): Promise<string | null>;
  /** Deletes an archive; a missing one is fine. */
  delete(key: string): Promise<void>;
}
