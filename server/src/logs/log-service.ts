import { formatDate } from '../lib/dates.js';
import type { Logger } from '../lib/logger.js';
import type { Settings } from '../settings/settings-model.js';
import type { Db } from '../storage/db.js';
import { LogStore, newLogEntry, type LogEntry } from './log-store.js';
import { LogWriter } from './log-writer.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The app's stored logs (PocketBase's `_logs` in `auxiliary.db`): written in batches through
 * `write`, read by the logs API, pruned by the logs cleanup job.
 */
export class LogService {
  readonly store: LogStore;
  private readonly writer: LogWriter;

  constructor(
    readonly db: Db,
    private readonly settings: () => Settings['logs'],
    logger: Logger,
  ) {
    this.store = new LogStore(db);
    this.writer = new LogWriter(this.store, logger);
  }

  /** Tells whether entries of `level` are kept (`maxDays` 0 disables logging). */
  accepts(level: number): boolean {
    const { maxDays, minLevel } = this.settings();
    return maxDays > 0 && level >= minLevel;
  }

  /** Queues an entry when the settings keep its level; returns it, or `null` when dropped. */
  write(level: number, message: string, data: Record<string, unknown>): LogEntry | null {
    if (!this.accepts(level)) return null;
    const entry = newLogEntry(level, message, data);
    this.writer.add(entry);
    return entry;
  }

  /** Writes queued entries now (tests, shutdown). */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  /** Deletes entries older than `logs.maxDays`; returns how many. */
  async deleteExpired(now: Date = new Date()): Promise<number> {
    const { maxDays } = this.settings();
    const cutoff = formatDate(new Date(now.getTime() - maxDays * DAY_MS));
    return this.store.deleteCreatedBefore(cutoff);
  }

  /** Writes what is queued and closes the log database. */
  async close(): Promise<void> {
    await this.writer.close();
    await this.store.close();
    await this.db.close();
  }
}
