import { stat } from 'node:fs/promises';
import Database from 'better-sqlite3';
import type { BulkInserter, Db, Queryable, Row, UndoSwap } from '../db.js';
import type { SqlValue } from '../sql.js';
import { SqliteInsertThread } from './sqlite-insert-thread.js';
import { UniqueViolationError } from '../db.js';
import type { Dialect } from '../dialect.js';
import { sqliteDialect } from './sqlite-dialect.js';
import { WriteLock } from '../write-lock.js';

type Connection = Database.Database;
type Statement = Database.Statement<unknown[], unknown>;

const STATEMENT_CACHE_SIZE = 500;
const BUSY_TIMEOUT_MS = 10_000;

/** Options for opening the embedded database. */
export interface SqliteOptions {
  /** Open the file read-only (CLI inspection); writes then fail. */
  readonly?: boolean;
}

/**
 * Opens the embedded SQLite database in WAL mode. Reads outside transactions go to a reader
 * connection, so they never see another request's uncommitted writes; every write and every
 * transaction goes through one writer connection, serialised by an async lock, because
 * SQLite allows one writer at a time and transactions here span `await`s.
 */
export function openSqliteDb(file: string, options: SqliteOptions = {}): Db {
  return new SqliteDb(file, options.readonly ?? false);
}

function openConnection(file: string, readonly: boolean): Connection {
  const connection = new Database(file, { fileMustExist: false });
  connection.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  if (file !== ':memory:') connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('temp_store = MEMORY');
  connection.pragma('cache_size = -32000');
  if (readonly) connection.pragma('query_only = ON');
  return connection;
}

/** Prepared statements per connection, least recently used evicted first. */
class StatementCache {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly connection: Connection) {}

  get(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql);
    } else {
      statement = this.connection.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
    }
    this.statements.set(sql, statement);
    return statement;
  }
}

/** The parameters as the driver binds them: booleans as 0/1, byte arrays as Buffers. */
function bind(params: readonly SqlValue[]): readonly unknown[] {
  // note: most statements bind only strings and numbers; they go through without a copy.
  if (!params.some(needsConversion)) return params;
  return params.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value);
    return value;
  });
}

function needsConversion(value: SqlValue): boolean {
  return typeof value === 'boolean' || (value instanceof Uint8Array && !Buffer.isBuffer(value));
}

/** Runs statements on one connection, translating engine errors into storage errors. */
class ConnectionRunner {
  private readonly cache: StatementCache;

  constructor(readonly connection: Connection) {
    this.cache = new StatementCache(connection);
  }

  // note: the driver's rows are untyped; T is the row shape the caller's own SQL selects, as
  // the Queryable interface promises.
  all<T>(sql: string, params: readonly SqlValue[]): T[] {
    try {
      return this.cache.get(sql).all(...bind(params)) as T[];
    } catch (error) {
      throw translateError(error);
    }
  }

  // note: as for all(), T is the row shape the caller's SQL selects.
  get<T>(sql: string, params: readonly SqlValue[]): T | undefined {
    try {
      return this.cache.get(sql).get(...bind(params)) as T | undefined;
    } catch (error) {
      throw translateError(error);
    }
  }

  run(sql: string, params: readonly SqlValue[]): { changes: number } {
    return translateErrors(() => {
      const statement = this.cache.get(sql);
      // note: better-sqlite3 refuses .run() on statements that return rows (PRAGMA, RETURNING).
      if (statement.reader) {
        statement.all(...bind(params));
        return { changes: 0 };
      }
      return { changes: statement.run(...bind(params)).changes };
    });
  }
}

const UNIQUE_PREFIX = 'UNIQUE constraint failed: ';

function translateErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw translateError(error);
  }
}

/** A unique constraint violation as a storage error; any other error as it is. */
function translateError(error: unknown): unknown {
  if (error instanceof Database.SqliteError && error.message.startsWith(UNIQUE_PREFIX)) {
    // "UNIQUE constraint failed: users.email, users.name" ⇒ ["email", "name"]
    const columns = error.message
      .slice(UNIQUE_PREFIX.length)
      .split(',')
      .map((part) => part.trim().split('.').pop() ?? '')
      .filter((column) => column !== '');
    return new UniqueViolationError(columns, { cause: error });
  }
  return error;
}

/** Pages copied per step of an online backup (4 KiB each), between which reads go on. */
const BACKUP_PAGES_PER_STEP = 1024;

class SqliteDb implements Db {
  readonly dialect: Dialect = sqliteDialect;
  readonly inTransaction = false;
  // note: `!` because connect(), called by the constructor, assigns both.
  private writerRunner!: ConnectionRunner;
  private readerRunner!: ConnectionRunner;
  private readonly lock = new WriteLock();

  constructor(
    private readonly file: string,
    private readonly readonly: boolean,
  ) {
    this.connect();
  }

  /** Opens the writer and reader connections. */
  private connect(): void {
    const writer = openConnection(this.file, this.readonly);
    try {
      // note: a second connection to ':memory:' would be a different database.
      const reader = this.file === ':memory:' ? writer : openConnection(this.file, true);
      this.writerRunner = new ConnectionRunner(writer);
      this.readerRunner = reader === writer ? this.writerRunner : new ConnectionRunner(reader);
    } catch (error) {
      writer.close();
      throw error;
    }
  }

  private disconnect(): void {
    if (this.readerRunner !== this.writerRunner) this.readerRunner.connection.close();
    this.writerRunner.connection.close();
  }

  all<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    // note: written out rather than through settle(): reads run on every request, and this
    // spares each one a closure.
    try {
      return Promise.resolve(this.readerRunner.all<T>(sql, params));
    } catch (error) {
      return Promise.reject(asError(error));
    }
  }

  get<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    try {
      return Promise.resolve(this.readerRunner.get<T>(sql, params));
    } catch (error) {
      return Promise.reject(asError(error));
    }
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return this.lock.runExclusive(async () => this.writerRunner.run(sql, params));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.lock.runExclusive(async () => {
      const tx = new SqliteTransaction(this.writerRunner, 0);
      this.writerRunner.run('BEGIN IMMEDIATE', []);
      try {
        const result = await fn(tx);
        tx.finish();
        this.writerRunner.run('COMMIT', []);
        return result;
      } catch (error) {
        tx.finish();
        if (this.writerRunner.connection.inTransaction) this.writerRunner.run('ROLLBACK', []);
        throw error;
      }
    });
  }

  backupTo(file: string, whileQuiet?: () => Promise<void>): Promise<void> {
    // note: SQLite restarts an online backup whenever another connection writes, so writes
    // wait for it (as PocketBase blocks writes during a backup); reads go on between steps.
    return this.lock.runExclusive(async () => {
      await this.readerRunner.connection.backup(file, { progress: () => BACKUP_PAGES_PER_STEP });
      await whileQuiet?.();
    });
  }

  async sizeInBytes(): Promise<number> {
    if (this.file === ':memory:') return 0;
    const sizes = await Promise.all(
      [this.file, `${this.file}-wal`].map((file) =>
        stat(file).then(
          (info) => info.size,
          () => 0,
        ),
      ),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  checkIntegrity(): Promise<void> {
    return settle(() => {
      const rows = this.readerRunner.all<{ quick_check: string }>('PRAGMA quick_check', []);
      const problems = rows.map((row) => row.quick_check).filter((text) => text !== 'ok');
      if (rows.length === 0 || problems.length > 0) {
        throw new Error(`database integrity check failed: ${problems.slice(0, 3).join('; ')}`);
      }
    });
  }

  optimize(): Promise<void> {
    return this.lock.runExclusive(async () => {
      this.writerRunner.run('PRAGMA optimize', []);
      if (this.file !== ':memory:') this.writerRunner.run('PRAGMA wal_checkpoint(TRUNCATE)', []);
    });
  }

  reopen(swap: () => UndoSwap): Promise<void> {
    return this.lock.runExclusive(async () => {
      // note: everything below is synchronous, so no other query can run in between and
      // find the connections closed.
      this.disconnect();
      let undo: UndoSwap | null = null;
      try {
        undo = swap();
        this.connect();
        this.readerRunner.get('SELECT count(*) AS n FROM sqlite_master', []);
      } catch (error) {
        this.restorePrevious(undo);
        throw error;
      }
    });
  }

  private restorePrevious(undo: UndoSwap | null): void {
    try {
      this.disconnect();
    } catch {
      // note: the connections may never have opened; there is nothing to close then.
    }
    undo?.();
    this.connect();
  }

  bulkInserter(table: string, columns: readonly string[]): BulkInserter {
    const names = columns.map((column) => sqliteDialect.quoteIdent(column)).join(', ');
    const placeholders = columns.map(() => '?').join(', ');
    const sql = `INSERT INTO ${sqliteDialect.quoteIdent(table)} (${names}) VALUES (${placeholders})`;
    // note: an in-memory database exists only on this connection, so it cannot use a thread.
    if (this.file === ':memory:') return sameThreadInserter(this, sql);
    return new SqliteInsertThread(this.file, sql, BUSY_TIMEOUT_MS);
  }

  async close(): Promise<void> {
    await this.lock.runExclusive(async () => this.disconnect());
  }
}

function sameThreadInserter(db: Db, sql: string): BulkInserter {
  return {
    insert: (rows) =>
      db.transaction(async (tx) => {
        for (const row of rows) await tx.run(sql, row);
      }),
    close: async () => undefined,
  };
}

/** An open transaction (or savepoint) on the writer connection. */
class SqliteTransaction implements Queryable {
  readonly dialect: Dialect = sqliteDialect;
  readonly inTransaction = true;
  private finished = false;

  constructor(
    private readonly runner: ConnectionRunner,
    private readonly depth: number,
    private readonly parent: SqliteTransaction | null = null,
  ) {}

  finish(): void {
    this.finished = true;
  }

  /** True once this transaction or any enclosing one has ended. */
  isFinished(): boolean {
    return this.finished || (this.parent?.isFinished() ?? false);
  }

  all<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    try {
      return Promise.resolve(this.open().all<T>(sql, params));
    } catch (error) {
      return Promise.reject(asError(error));
    }
  }

  get<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    try {
      return Promise.resolve(this.open().get<T>(sql, params));
    } catch (error) {
      return Promise.reject(asError(error));
    }
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    try {
      return Promise.resolve(this.open().run(sql, params));
    } catch (error) {
      return Promise.reject(asError(error));
    }
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const runner = this.open();
    const savepoint = `sp_${this.depth + 1}`;
    const nested = new SqliteTransaction(runner, this.depth + 1, this);
    runner.run(`SAVEPOINT ${savepoint}`, []);
    try {
      const result = await fn(nested);
      nested.finish();
      this.open().run(`RELEASE ${savepoint}`, []);
      return result;
    } catch (error) {
      nested.finish();
      // note: when an enclosing transaction already ended (a batch that timed out), the
      // savepoint is gone and the connection may belong to another transaction by now.
      if (!this.isFinished()) {
        runner.run(`ROLLBACK TO ${savepoint}`, []);
        runner.run(`RELEASE ${savepoint}`, []);
      }
      throw error;
    }
  }

  private open(): ConnectionRunner {
    // note: work that outlives its transaction (a forgotten await, a savepoint still running
    // when its outer transaction gave up) must fail loudly rather than write outside the
    // transaction it was meant for.
    if (this.isFinished()) throw new Error('The transaction has already finished.');
    return this.runner;
  }
}

function settle<T>(fn: () => T): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(asError(error));
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
