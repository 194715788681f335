import type { Dialect } from './dialect.js';
import type { SqlValue } from './sql.js';

/** A result row: column name to value. */
export type Row = Record<string, unknown>;

/** Something statements can run on: the database itself or an open transaction. */
export interface Queryable {
  readonly dialect: Dialect;
  /** Runs a query and returns every row. */
  all<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs a query and returns its first row, or `undefined`. */
  get<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement that returns no rows. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws.
   * Called on a transaction it opens a nested savepoint.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** True inside a transaction. */
  readonly inTransaction: boolean;
}

/** Puts back what a `reopen` swap changed. */
export type UndoSwap = () => void;

/** The database: a queryable that can also be closed, backed up, checked and reopened. */
export interface Db extends Queryable {
  /**
   * Writes a consistent copy of the whole database to `file` while reads go on. Writes wait
   * until the copy is done; `whileQuiet` runs in that same quiet moment, so state kept beside
   * the database (uploaded files) can be captured consistently with the copy.
   */
  backupTo(file: string, whileQuiet?: () => Promise<void>): Promise<void>;
  /** The space the database takes (SQLite: the file and its write-ahead log). */
  sizeInBytes(): Promise<number>;
  /** Throws when the database's structure is damaged (a corrupt or truncated file). */
  checkIntegrity(): Promise<void>;
  /** Routine upkeep the engine recommends (statistics, log compaction); safe while serving. */
  optimize(): Promise<void>;
  /**
   * Waits until no write or transaction runs, then in one synchronous step closes the
   * connections, runs `swap` (which may replace the database on disk) and opens them again, so
   * no query ever sees a closed database. If the swapped-in database cannot be opened, the undo
   * that `swap` returned runs, the previous database is reopened and the error is thrown.
   * A `swap` that throws must itself leave things as they were.
   */
  reopen(swap: () => UndoSwap): Promise<void>;
  /**
   * Appends rows to a table in the background, off the request path where the engine allows
   * (SQLite: a worker thread with its own connection). For append-only data such as logs.
   */
  bulkInserter(table: string, columns: readonly string[]): BulkInserter;
  close(): Promise<void>;
}

/** Appends rows to one table, in order, each call in one transaction. */
export interface BulkInserter {
  /** Inserts the rows; resolves once they are committed. */
  insert(rows: readonly (readonly SqlValue[])[]): Promise<void>;
  /** Finishes pending inserts and releases what the inserter holds. */
  close(): Promise<void>;
}

/** A storage-level unique constraint violation, so callers can answer `validation_not_unique`. */
export class UniqueViolationError extends Error {
  /** The columns of the violated constraint, when the engine names them. */
  readonly columns: string[];

  constructor(columns: string[], options?: { cause?: unknown }) {
    super(`unique constraint failed: ${columns.join(', ')}`, options);
    this.name = 'UniqueViolationError';
    this.columns = columns;
  }
}

/**
 * A text the engine cannot store or compare (PostgreSQL refuses the NUL character, which SQLite
 * keeps), so callers can answer 400 instead of failing.
 */
export class UnstorableTextError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('the text holds a character the database cannot store', options);
    this.name = 'UnstorableTextError';
  }
}
