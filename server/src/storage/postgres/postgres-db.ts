import pg from 'pg';
import type { BulkInserter, Db, Queryable, Row, UndoSwap } from '../db.js';
import type { Dialect } from '../dialect.js';
import type { SqlValue } from '../sql.js';
import { WriteLock } from '../write-lock.js';
import { postgresDialect } from './postgres-dialect.js';
import { translatePostgresError } from './postgres-errors.js';
import { POSTGRES_COMPARISONS } from './postgres-comparisons.js';
import { POSTGRES_FUNCTIONS } from './postgres-functions.js';
import { POSTGRES_STRFTIME } from './postgres-strftime.js';
import { toPostgresText } from './statement-text.js';

/** Options for opening a PostgreSQL database. */
export interface PostgresOptions {
  /** Connections this process keeps at most (default 10). */
  maxConnections?: number;
}

/** A PostgreSQL database behind the storage seam; `url` lets other parts open their own links. */
export interface PostgresDb extends Db {
  readonly url: string;
  /** A connection of the pool for work the seam does not cover (LISTEN, COPY); release it. */
  connect(): Promise<pg.PoolClient>;
}

/**
 * Every write transaction of every process holds this advisory lock, so transactions run one
 * after another across the deployment, exactly as on SQLite. Reads never wait for it.
 */
const WRITE_LOCK_KEY = 4_842_017_551;
/** Held while the helper functions are (re)created, since several processes may start at once. */
const SETUP_LOCK_KEY = 4_842_017_552;

/**
 * Opens a PostgreSQL database (15 or later) and installs the helper functions its dialect
 * uses. Reads outside transactions run on any pooled connection and see committed data; each
 * transaction takes one connection and the deployment-wide write lock.
 */
export async function openPostgresDb(
  url: string,
  options: PostgresOptions = {},
): Promise<PostgresDb> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    types: { getTypeParser },
  });
  // note: an idle connection the server drops (a restart) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', () => undefined);
  const db = new PostgresDatabase(pool, url);
  try {
    await db.installFunctions();
  } catch (error) {
    await pool.end();
    throw error;
  }
  return db;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const BOOL_OID = 16;

// note: rows read back as SQLite gives them: counts and numbers as JS numbers, booleans as 1/0,
// so code above the seam sees the same values on both engines.
function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8_OID || oid === NUMERIC_OID) return Number;
  if (oid === BOOL_OID) return (value) => (value === 't' ? 1 : 0);
  return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
}

/** The parameters as the driver sends them: byte arrays as Buffers. */
function bind(params: readonly SqlValue[]): unknown[] {
  return params.map((value) =>
    value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value) : value,
  );
}

type Runner = Pick<pg.Pool | pg.PoolClient, 'query'>;

async function query<T>(
  runner: Runner,
  sql: string,
  params: readonly SqlValue[],
): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
  try {
    return await runner.query<T & pg.QueryResultRow>(toPostgresText(sql), bind(params));
  } catch (error) {
    throw translatePostgresError(error);
  }
}

class PostgresDatabase implements PostgresDb {
  readonly dialect: Dialect = postgresDialect;
  readonly inTransaction = false;
  private readonly lock = new WriteLock();

  constructor(
    private readonly pool: pg.Pool,
    readonly url: string,
  ) {}

  async installFunctions(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
      try {
        await client.query(POSTGRES_FUNCTIONS);
        await client.query(POSTGRES_STRFTIME);
        await client.query(POSTGRES_COMPARISONS);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  }

  connect(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  async all<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return (await query<T>(this.pool, sql, params)).rows;
  }

  async get<T extends Row = Row>(
    sql: string,
    params: readonly SqlValue[] = [],
  ): Promise<T | undefined> {
    return (await query<T>(this.pool, sql, params)).rows[0];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return { changes: (await query(this.pool, sql, params)).rowCount ?? 0 };
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    // note: the process-wide lock keeps at most one of this process's connections waiting
    // for the deployment-wide one, so waiting transactions never starve reads of connections.
    return this.lock.runExclusive(async () => {
      const client = await this.pool.connect();
      const tx = new PostgresTransaction(client, 0);
      let broken = false;
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK_KEY]);
        const result = await fn(tx);
        tx.finish();
        await client.query('COMMIT');
        return result;
      } catch (error) {
        tx.finish();
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    });
  }

  backupTo(): Promise<void> {
    return Promise.reject(
      new Error('a PostgreSQL database is backed up with its own tools (pg_dump), not copied'),
    );
  }

  async sizeInBytes(): Promise<number> {
    const row = await this.get<{ bytes: number }>(
      'SELECT pg_database_size(current_database()) AS bytes',
    );
    return row?.bytes ?? 0;
  }

  async checkIntegrity(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async optimize(): Promise<void> {
    await this.pool.query('ANALYZE');
  }

  reopen(_swap: () => UndoSwap): Promise<void> {
    return Promise.reject(new Error('a PostgreSQL database cannot be swapped for a file'));
  }

  bulkInserter(table: string, columns: readonly string[]): BulkInserter {
    const names = columns.map((column) => postgresDialect.quoteIdent(column)).join(', ');
    const rowSlots = `(${columns.map(() => '?').join(', ')})`;
    return {
      insert: async (rows) => {
        if (rows.length === 0) return;
        const text = `INSERT INTO ${postgresDialect.quoteIdent(table)} (${names}) VALUES ${rows.map(() => rowSlots).join(', ')}`;
        await query(this.pool, text, rows.flat());
      },
      close: async () => undefined,
    };
  }

  async close(): Promise<void> {
    await this.lock.runExclusive(async () => this.pool.end());
  }
}

/** Statements that may fail on a constraint and must not spoil the rest of the transaction. */
const WRITE_STATEMENT = /^\s*(INSERT|UPDATE|DELETE)\b/i;

/** An open transaction (or savepoint) on one pooled connection. */
class PostgresTransaction implements Queryable {
  readonly dialect: Dialect = postgresDialect;
  readonly inTransaction = true;
  private finished = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly depth: number,
    private readonly parent: PostgresTransaction | null = null,
  ) {}

  finish(): void {
    this.finished = true;
  }

  isFinished(): boolean {
    return this.finished || (this.parent?.isFinished() ?? false);
  }

  async all<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return (await this.statement<T>(sql, params)).rows;
  }

  async get<T extends Row = Row>(
    sql: string,
    params: readonly SqlValue[] = [],
  ): Promise<T | undefined> {
    return (await this.statement<T>(sql, params)).rows[0];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return { changes: (await this.statement(sql, params)).rowCount ?? 0 };
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = this.open();
    const savepoint = `sp_${this.depth + 1}`;
    const nested = new PostgresTransaction(client, this.depth + 1, this);
    await client.query(`SAVEPOINT ${savepoint}`);
    try {
      const result = await fn(nested);
      nested.finish();
      await this.open().query(`RELEASE SAVEPOINT ${savepoint}`);
      return result;
    } catch (error) {
      nested.finish();
      // note: when an enclosing transaction already ended, its connection went back to the
      // pool and may serve someone else by now.
      if (!this.isFinished()) {
        await client.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
        await client.query(`RELEASE SAVEPOINT ${savepoint}`);
      }
      throw error;
    }
  }

  /**
   * Runs one statement. A failing write (a unique violation the caller handles) would abort the
   * whole transaction in PostgreSQL; SQLite only fails the statement, so writes run inside a
   * savepoint that a failure rolls back to.
   */
  private async statement<T>(
    sql: string,
    params: readonly SqlValue[],
  ): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
    const client = this.open();
    if (!WRITE_STATEMENT.test(sql)) return query<T>(client, sql, params);
    await client.query('SAVEPOINT sp_statement');
    try {
      const result = await query<T>(client, sql, params);
      await client.query('RELEASE SAVEPOINT sp_statement');
      return result;
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT sp_statement');
      throw error;
    }
  }

  private open(): pg.PoolClient {
    // note: work that outlives its transaction must fail loudly rather than write outside it.
    if (this.isFinished()) throw new Error('The transaction has already finished.');
    return this.client;
  }
}
