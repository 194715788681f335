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

/** How a top-level transaction runs. */
export interface TransactionOptions {
  /**
   * The transaction changes the schema (tables, indexes, the collections that describe them,
   * migrations): such transactions run one at a time across the deployment. SQLite runs every
   * transaction one at a time anyway; on PostgreSQL only these take the schema lock.
   */
  readonly schema?: boolean;
}

/** The database: a queryable that can also be closed, backed up, checked and reopened. */
export interface Db extends Queryable {
  /**
   * Runs `fn` in a transaction (see `Queryable.transaction`). On SQLite transactions run one
   * after another; on PostgreSQL they run at the same time, each seeing committed data as of
   * its statement (read committed), and order comes from row locks and unique indexes.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
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
 * The engine aborted a transaction that conflicted with another one (PostgreSQL's deadlock or
 * serialization failure). Nothing of it was kept; running the whole transaction again is safe.
 */
export class TransactionConflictError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('the transaction conflicted with another one and was rolled back', options);
    this.name = 'TransactionConflictError';
  }
}

/**
 * Runs `attempt` (a whole transaction and the effects it settles) again when the engine aborted
 * it for a conflict, up to `tries` times in all.
 */
export async function retryConflicts<T>(attempt: () => Promise<T>, tries = 4): Promise<T> {
  for (let left = tries - 1; ; left--) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof TransactionConflictError) || left === 0) throw error;
    }
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
