import { nowString } from '../lib/dates.js';
import { isPlainObject } from '../lib/is-plain-object.js';
import { ALPHANUMERIC_LOWER, randomString } from '../lib/random.js';
import { searchPage, type PageQuery, type SearchResult } from '../search/search-provider.js';
import type { BulkInserter, Db } from '../storage/db.js';
import { compileLogFilter, compileLogSort } from './log-filter.js';
import { LOGS_TABLE } from './log-table.js';

/** PocketBase's log levels (Go's slog levels). */
export const LOG_LEVELS = { debug: -4, info: 0, warn: 4, error: 8 } as const;

/** The columns an entry is read from, in `entryFromRow`'s terms. */
const ENTRY_COLUMNS = 'id, level, message, data, created';

/** One stored log entry, in PocketBase's `/api/logs` item shape. */
export interface LogEntry {
  id: string;
  created: string;
  level: number;
  message: string;
  data: Record<string, unknown>;
}

/** One hour of the stats histogram. */
export interface LogStatsItem {
  date: string;
  total: number;
}

/** Builds an entry with a new id, stamped now. */
export function newLogEntry(
  level: number,
  message: string,
  data: Record<string, unknown>,
): LogEntry {
  return { id: newLogId(), created: nowString(), level, message, data };
}

/** Base-36 digits of the time part of a log id: enough for every millisecond until year 5138. */
const TIME_DIGITS = 9;

/**
 * A log entry id: 15 lower-case letters and digits like a record id, but the first 9 are the
 * creation time in base 36, so ids sort by time. PB compat: PocketBase's log ids are random.
 * With random ids every insert lands on a random page of the id index, and a batch of entries
 * rewrote about one index page each in the write-ahead log; time-ordered ids append to the
 * same few pages.
 */
export function newLogId(now: number = Date.now()): string {
  const time = now.toString(36).padStart(TIME_DIGITS, '0');
  return time + randomString(15 - TIME_DIGITS, ALPHANUMERIC_LOWER);
}

/**
 * The log entries, kept in their own database (PocketBase's `auxiliary.db`), so that writing
 * logs never waits for, or holds up, the main database's writer.
 */
export class LogStore {
  private inserter: BulkInserter | null = null;

  constructor(private readonly db: Db) {}

  /** Creates the table and its indexes when missing. */
  async init(): Promise<void> {
    const q = this.db.dialect.quoteIdent.bind(this.db.dialect);
    const text = this.db.dialect.columnDefinition('text');
    await this.db.transaction(async (tx) => {
      await tx.run(`CREATE TABLE IF NOT EXISTS ${q(LOGS_TABLE)} (
        id TEXT PRIMARY KEY NOT NULL,
        level INTEGER DEFAULT 0 NOT NULL,
        message ${text},
        data ${this.db.dialect.columnDefinition('json')},
        created ${text}
      )`);
      await tx.run(
        `CREATE INDEX IF NOT EXISTS ${q('idx_logs_created')} ON ${q(LOGS_TABLE)} (created)`,
      );
      await tx.run(`CREATE INDEX IF NOT EXISTS ${q('idx_logs_level')} ON ${q(LOGS_TABLE)} (level)`);
    });
  }

  /**
   * Stores several entries in one transaction, through the engine's background inserter (a
   * worker thread for SQLite), so request logging costs the request thread almost nothing.
   */
  async insertMany(entries: readonly LogEntry[]): Promise<void> {
    if (entries.length === 0) return;
    this.inserter ??= this.db.bulkInserter(LOGS_TABLE, [
      'id',
      'level',
      'message',
      'data',
      'created',
    ]);
    await this.inserter.insert(
      entries.map((entry) => [
        entry.id,
        entry.level,
        entry.message,
        JSON.stringify(entry.data),
        entry.created,
      ]),
    );
  }

  /** Releases the background inserter (before the database closes). */
  async close(): Promise<void> {
    await this.inserter?.close();
    this.inserter = null;
  }

  /** One page of entries matching a filter (PocketBase's filter syntax, see `log-filter.ts`). */
  async list(query: PageQuery): Promise<SearchResult<LogEntry>> {
    const where = compileLogFilter(query.filter, this.db.dialect);
    const sort = compileLogSort(query.sort, this.db.dialect);
    // note: without a sort, entries come in insertion order, as PocketBase's plain query does.
    const rowid = `${this.table}.${this.db.dialect.rowid}`;
    const orderBy = sort.text === '' ? { text: rowid, params: [] } : sort;
    const found = await searchPage(
      this.db,
      { select: ENTRY_COLUMNS, from: this.table, where: [where], orderBy },
      query,
    );
    return { ...found, items: found.items.map(entryFromRow) };
  }

  /** One entry by id, or `null`. */
  async find(id: string): Promise<LogEntry | null> {
    const row = await this.db.get(`SELECT ${ENTRY_COLUMNS} FROM ${this.table} WHERE id = ?`, [id]);
    return row ? entryFromRow(row) : null;
  }

  /** Counts of matching entries per hour, oldest first. */
  async stats(filter: string): Promise<LogStatsItem[]> {
    const where = compileLogFilter(filter, this.db.dialect);
    // note: `created` is stored as "YYYY-MM-DD HH:MM:SS.sssZ", so its first 13 characters are
    // the hour on every engine; PocketBase answers hours as "YYYY-MM-DD HH:00:00.000Z".
    const hour = `substr(created, 1, 13) || ':00:00.000Z'`;
    const rows = await this.db.all<{ date: string; total: number | bigint }>(
      `SELECT ${hour} AS date, count(id) AS total FROM ${this.table} WHERE ${where.text} GROUP BY ${hour} ORDER BY ${hour} ASC`,
      where.params,
    );
    return rows.map((row) => ({ date: row.date, total: Number(row.total) }));
  }

  /** Deletes the entries created before `date`; returns how many. */
  async deleteCreatedBefore(date: string): Promise<number> {
    const result = await this.db.run(`DELETE FROM ${this.table} WHERE created < ?`, [date]);
    return result.changes;
  }

  private get table(): string {
    return this.db.dialect.quoteIdent(LOGS_TABLE);
  }
}

function entryFromRow(row: Record<string, unknown>): LogEntry {
  return {
    id: String(row['id']),
    created: String(row['created'] ?? ''),
    level: Number(row['level'] ?? 0),
    message: String(row['message'] ?? ''),
    data: parseData(row['data']),
  };
}

function parseData(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string' || value === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isPlainObject(parsed) ? parsed : {};
  } catch {
    // note: the store only writes JSON; anything else is shown as empty rather than failing the list.
    return {};
  }
}
