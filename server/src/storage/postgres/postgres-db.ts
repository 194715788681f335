import pg from 'pg';
import {
  retryConflicts,
  type BulkInserter,
  type Db,
  type Queryable,
  type Row,
  type TransactionOptions,
  type UndoSwap,
} from '../db.js';
import type { Dialect } from '../dialect.js';
import type { SqlValue } from '../sql.js';
import { postgresDialect } from './postgres-dialect.js';
import { Pipeline, PostgresTransaction, runStatement } from './postgres-transaction.js';
import { POSTGRES_COMPARISONS } from './postgres-comparisons.js';
import { POSTGRES_FUNCTIONS } from './postgres-functions.js';
import { POSTGRES_STRFTIME } from './postgres-strftime.js';
import { StatementNames } from './statement-names.js';

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
 * Taken by schema transactions (collections and their tables, migrations, the internal tables),
 * which therefore run one at a time across the deployment. Other write transactions never take
 * it: they run at the same time, ordered by row locks and unique indexes.
 */
const SCHEMA_LOCK_KEY = 4_842_017_551;
/** Held while the helper functions are (re)created, since several processes may start at once. */
const SETUP_LOCK_KEY = 4_842_017_552;

/**
 * Opens a PostgreSQL database (15 or later) and installs the helper functions its dialect
 * uses. Statements outside transactions run on any pooled connection and see committed data;
 * each transaction takes one connection and runs alongside the others (read committed); schema
 * transactions also take the deployment-wide schema lock.
 */
export async function openPostgresDb(
  url: string,
  options: PostgresOptions = {},
): Promise<PostgresDb> {
  // note: `pipeline` (node-postgres 8.20+, not in its type definitions yet) sends a statement
  // without waiting for the one before it to finish: what lets a transaction's BEGIN travel with
  // its first statement.
  const config: pg.PoolConfig & { pipeline: boolean } = {
    connectionString: url,
    max: options.maxConnections ?? 10,
    types: { getTypeParser },
    pipeline: true,
  };
  const pool = new pg.Pool(config);
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

class PostgresDatabase implements PostgresDb {
  readonly dialect: Dialect = postgresDialect;
  readonly inTransaction = false;
  private readonly names = new StatementNames();
  /** The generation of statement names each connection was first used in. */
  private readonly generationOf = new WeakMap<pg.PoolClient, number>();

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
    return (await this.once<T>(sql, params)).rows;
  }

  async get<T extends Row = Row>(
    sql: string,
    params: readonly SqlValue[] = [],
  ): Promise<T | undefined> {
    return (await this.once<T>(sql, params)).rows[0];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return { changes: (await this.once(sql, params)).rowCount ?? 0 };
  }

  /**
   * One statement on its own (its own implicit transaction): one round trip. One the database
   * aborted for a conflict, or whose prepared form went stale, left nothing behind and runs again.
   */
  private once<T>(sql: string, params: readonly SqlValue[]) {
    return retryConflicts(async () => {
      const client = await this.checkout();
      try {
        return await runStatement<T>(client, this.names, sql, params);
      } finally {
        this.release(client);
      }
    });
  }

  async transaction<T>(
    fn: (tx: Queryable) => Promise<T>,
    options: TransactionOptions = {},
  ): Promise<T> {
    const client = await this.checkout();
    const pipeline = new Pipeline(client, this.names);
    const tx = new PostgresTransaction(pipeline, 0);
    let broken = false;
    try {
      // note: sent without waiting: the driver pipelines it with the transaction's first
      // statement, so opening a transaction costs no round trip of its own.
      pipeline.send(
        options.schema ? `BEGIN; SELECT pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})` : 'BEGIN',
      );
      const result = await fn(tx);
      tx.finish();
      await pipeline.commit();
      // note: a schema change may change the rows prepared statements return: prepare afresh.
      if (options.schema) this.names.renew();
      return result;
    } catch (error) {
      tx.finish();
      broken = !(await pipeline.rollback());
      throw error;
    } finally {
      this.release(client, broken);
    }
  }

  private async checkout(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    if (!this.generationOf.has(client)) this.generationOf.set(client, this.names.generation);
    return client;
  }

  /** Gives a connection back, closing it if it is broken or holds stale prepared statements. */
  private release(client: pg.PoolClient, broken = false): void {
    const stale = (this.generationOf.get(client) ?? 0) < this.names.generation;
    client.release(broken || stale);
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
        await this.once(text, rows.flat());
      },
      close: async () => undefined,
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
