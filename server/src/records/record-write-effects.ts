import type { BlobStore } from '../filesystem/blob-store.js';
import type { RecordChangeEvent, RecordHooks } from '../hooks/record-hooks.js';
import type { Logger } from '../lib/logger.js';

/**
 * Side effects of record writes that must wait for the transaction's outcome: hook events and
 * blob deletions run after commit; blobs written inside a transaction that then fails are removed.
 * A batch shares one instance across all its sub-requests.
 */
export class RecordWriteEffects {
  private readonly events: RecordChangeEvent[] = [];
  private readonly writtenBlobs: string[] = [];
  private readonly blobsToDelete: string[] = [];
  private readonly blobPrefixesToDelete: string[] = [];

  /** Queues an event for after commit. */
  addEvent(event: RecordChangeEvent): void {
    this.events.push(event);
  }

  /** Remembers a blob written by the transaction, to remove if it rolls back. */
  addWrittenBlob(key: string): void {
    this.writtenBlobs.push(key);
  }

  /** Queues one blob for deletion after commit. */
  deleteAfterCommit(key: string): void {
    this.blobsToDelete.push(key);
  }

  /** Queues every blob under a folder prefix (a record's folder, a file's thumbs) for deletion. */
  deletePrefixAfterCommit(prefix: string): void {
    this.blobPrefixesToDelete.push(prefix);
  }

  /** Runs the after-commit work. Failures are logged: the data is already committed. */
  async committed(blobs: BlobStore, hooks: RecordHooks, logger: Logger): Promise<void> {
    const deletions = [
      ...this.blobsToDelete.map((key) => ({ key, run: () => blobs.delete(key) })),
      ...this.blobPrefixesToDelete.map((key) => ({ key, run: () => blobs.deletePrefix(key) })),
    ];
    for (const { key, run } of deletions) {
      await run().catch((error: unknown) =>
        logger.warn('failed to delete a file after commit', { key, error }),
      );
    }
    await hooks.afterChange(this.events);
  }

  /** Undoes blob writes of a failed transaction. */
  async rolledBack(blobs: BlobStore, logger: Logger): Promise<void> {
    for (const key of this.writtenBlobs) {
      await blobs
        .delete(key)
        .catch((error: unknown) =>
          logger.warn('failed to remove a file of a failed write', { key, error }),
        );
    }
  }
}
