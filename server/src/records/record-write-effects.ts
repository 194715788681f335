import type { BlobStore } from '../files/blob/blob-store.js';
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
  private readonly blobPrefixesToDelete: string[] = [];

  /** Queues an event for after commit. */
  addEvent(event: RecordChangeEvent): void {
    this.events.push(event);
  }

  /** Remembers a blob written by the transaction, to remove if it rolls back. */
  addWrittenBlob(key: string): void {
    this.writtenBlobs.push(key);
  }

  /** Queues a blob (or a prefix of blobs) for deletion after commit. */
  deleteAfterCommit(keyOrPrefix: string): void {
    this.blobPrefixesToDelete.push(keyOrPrefix);
  }

  /** Runs the after-commit work. Failures are logged: the data is already committed. */
  async committed(blobs: BlobStore, hooks: RecordHooks, logger: Logger): Promise<void> {
    for (const prefix of this.blobPrefixesToDelete) {
      await Promise.all([blobs.delete(prefix), blobs.deletePrefix(prefix)]).catch(
        (error: unknown) =>
          logger.warn('failed to delete a file after commit', { key: prefix, error }),
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
