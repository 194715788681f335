import type { Logger } from '../lib/logger.js';
import type { LogEntry, LogStore } from './log-store.js';

/** How long an entry may wait before its batch is written. */
export const LOG_FLUSH_INTERVAL_MS = 200;
/**
 * Entries per write transaction; a batch is also written at once when it reaches this size.
 * The store writes them on a worker thread, so a large batch costs the request thread only one
 * message, and fewer round trips keep up with heavy traffic.
 */
export const LOG_BATCH_SIZE = 500;
/** How often, at most, dropped entries are reported (a flood of warnings helps nobody). */
export const DROPPED_REPORT_INTERVAL_MS = 10_000;
/** Entries held in memory at most; beyond it the newest are dropped (and counted). */
export const MAX_PENDING_LOGS = 10_000;

/**
 * Queues log entries and writes them in small batches, off the request's path: a request only
 * pushes to an array. Memory stays bounded when the log database cannot keep up.
 */
export class LogWriter {
  private pending: LogEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private dropped = 0;
  private lastDropReport = 0;
  private closed = false;

  constructor(
    private readonly store: LogStore,
    private readonly logger: Logger,
  ) {}

  /** Queues an entry. */
  add(entry: LogEntry): void {
    if (this.closed) return;
    if (this.pending.length >= MAX_PENDING_LOGS) {
      this.dropped++;
      return;
    }
    this.pending.push(entry);
    // note: while a write runs, entries wait for it to finish; it picks them up itself.
    if (this.draining) return;
    if (this.pending.length >= LOG_BATCH_SIZE) void this.drain();
    else this.timer ??= setTimeout(() => void this.drain(), LOG_FLUSH_INTERVAL_MS);
  }

  /** Writes everything queued so far; resolves once it is stored. */
  async flush(): Promise<void> {
    while (this.draining || this.pending.length > 0) await this.drain();
  }

  /** Writes what is queued and accepts no more entries. */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  /** Writes batches one after another until nothing is pending; one drain runs at a time. */
  private drain(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.draining ??= (async () => {
      while (this.pending.length > 0) {
        await this.write(this.pending.splice(0, LOG_BATCH_SIZE));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async write(batch: LogEntry[]): Promise<void> {
    const now = Date.now();
    if (this.dropped > 0 && now - this.lastDropReport >= DROPPED_REPORT_INTERVAL_MS) {
      this.logger.warn('request logs dropped: the log database could not keep up', {
        dropped: this.dropped,
      });
      this.dropped = 0;
      this.lastDropReport = now;
    }
    try {
      await this.store.insertMany(batch);
    } catch (error) {
      // note: losing a batch of logs must never fail or slow the requests they describe.
      this.logger.error('failed to write request logs', { error, count: batch.length });
    }
  }
}
