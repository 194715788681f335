import { Duplex } from 'node:stream';
import type pg from 'pg';
import { TransactionConflictError, type Queryable, type Row } from '../db.js';
import type { Dialect } from '../dialect.js';
import type { SqlValue } from '../sql.js';
import { postgresDialect } from './postgres-dialect.js';
import { translatePostgresError } from './postgres-errors.js';
import { isStalePreparedStatement, type StatementNames } from './statement-names.js';
import { toPostgresText } from './statement-text.js';

/** The parameters as the driver sends them: byte arrays as Buffers. */
function bind(params: readonly SqlValue[]): unknown[] {
  return params.map((value) =>
    value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value) : value,
  );
}

/**
 * Runs one statement written for the seam: one round trip. A statement with parameters is
 * prepared by name (`StatementNames`), so a connection parses and plans it once. A prepared
 * statement gone stale under a schema change renews the names and fails as a conflict, so the
 * caller's retry runs it afresh.
 */
export async function runStatement<T>(
  client: pg.PoolClient,
  names: StatementNames,
  sql: string,
  params: readonly SqlValue[],
): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
  const text = toPostgresText(sql);
  const name = params.length > 0 ? names.nameOf(text) : undefined;
  try {
    return await client.query<T & pg.QueryResultRow>({ text, values: bind(params), name });
  } catch (error) {
    if (isStalePreparedStatement(error)) {
      names.renew();
      throw new TransactionConflictError({ cause: error });
    }
    throw translatePostgresError(error);
  }
}

/** The parts of a socket that gather writes made in one go into one system call. */
interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * The socket under a node-postgres client, when it can be corked. node-postgres does not type its
 * `connection`, so it is looked up and checked rather than assumed.
 */
function socketOf(client: pg.PoolClient): Corkable | null {
  const connection: unknown = Reflect.get(client, 'connection');
  if (typeof connection !== 'object' || connection === null) return null;
  const stream: unknown = Reflect.get(connection, 'stream');
  return stream instanceof Duplex ? stream : null;
}

/**
 * A transaction's connection and the statements whose answers nobody waits for (BEGIN,
 * SAVEPOINT, RELEASE): they are queued and written together with the next statement, in one
 * write on the socket, and the driver (in pipeline mode) does not wait for their answers before
 * sending it. A failure among them is reported by the next statement that is awaited.
 */
export class Pipeline {
  private readonly queued: string[] = [];
  private behind: Promise<unknown> = Promise.resolve();
  /** Whether anything was written on the connection (BEGIN included). */
  private written = false;

  constructor(
    readonly client: pg.PoolClient,
    readonly names: StatementNames,
  ) {}

  /** Queues a parameter-free statement, to be written with the next one. */
  send(text: string): void {
    this.queued.push(text);
  }

  /**
   * Writes the queued statements and then the one `submit` sends, in one write on the socket.
   * `submit` must send its statement synchronously (before its first `await`).
   */
  private write<T>(submit: () => Promise<T>): Promise<T> {
    const socket = socketOf(this.client);
    socket?.cork();
    try {
      for (const text of this.queued.splice(0)) {
        const behind = Promise.all([this.behind, this.client.query(text)]);
        // note: a failure is reported when the next statement or the end awaits it, which may
        // be after this tick; until then it must not count as unhandled.
        behind.catch(() => undefined);
        this.behind = behind;
      }
      this.written = true;
      return submit();
    } finally {
      socket?.uncork();
    }
  }

  /** Runs a statement after everything queued before it, and waits for all of them. */
  async statement<T>(
    sql: string,
    params: readonly SqlValue[],
  ): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
    const result = this.write(() => runStatement<T>(this.client, this.names, sql, params));
    // note: the answer is awaited below, after those of the statements sent before it.
    result.catch(() => undefined);
    try {
      await this.flush();
    } catch (error) {
      throw translatePostgresError(error);
    }
    return result;
  }

  /** Runs parameter-free text after everything queued before it (one round trip for all). */
  async text(text: string): Promise<void> {
    const done = this.write(() => this.client.query(text));
    done.catch(() => undefined);
    await this.flush();
    await done;
  }

  /** Waits for what was written; throws the first failure among it. */
  async flush(): Promise<void> {
    const behind = this.behind;
    this.behind = Promise.resolve();
    await behind;
  }

  /**
   * Commits. PostgreSQL answers COMMIT with ROLLBACK when a statement of the transaction
   * failed: that is an error here, not a silent loss (a statement that may fail and be caught
   * runs in a savepoint, `tx.transaction`).
   */
  async commit(): Promise<void> {
    const committed = this.write(() => this.client.query('COMMIT'));
    committed.catch(() => undefined);
    try {
      await this.flush();
      const done = await committed;
      if (done.command === 'ROLLBACK') {
        throw new Error('the transaction was rolled back: a statement in it failed');
      }
    } catch (error) {
      throw translatePostgresError(error);
    }
  }

  /** Rolls back; resolves with whether the connection is still usable. */
  async rollback(): Promise<boolean> {
    // note: nothing written, not even BEGIN: there is nothing to roll back.
    if (!this.written) return true;
    this.queued.length = 0;
    await this.flush().catch(() => undefined);
    try {
      await this.client.query('ROLLBACK');
      return true;
    } catch {
      return false;
    }
  }
}

/** An open transaction (or savepoint) on one pooled connection. */
export class PostgresTransaction implements Queryable {
  readonly dialect: Dialect = postgresDialect;
  readonly inTransaction = true;
  private finished = false;

  constructor(
    private readonly pipeline: Pipeline,
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
    return (await this.open().statement<T>(sql, params)).rows;
  }

  async get<T extends Row = Row>(
    sql: string,
    params: readonly SqlValue[] = [],
  ): Promise<T | undefined> {
    return (await this.open().statement<T>(sql, params)).rows[0];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return { changes: (await this.open().statement(sql, params)).rowCount ?? 0 };
  }

  /**
   * A savepoint: a throw inside `fn` (a statement that failed on a constraint) rolls back only
   * what `fn` did and the transaction goes on. In PostgreSQL a failed statement spoils the
   * whole transaction otherwise, so code that catches a statement's failure and goes on runs
   * that statement in here.
   */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const pipeline = this.open();
    const savepoint = `sp_${this.depth + 1}`;
    const nested = new PostgresTransaction(pipeline, this.depth + 1, this);
    pipeline.send(`SAVEPOINT ${savepoint}`);
    try {
      const result = await fn(nested);
      nested.finish();
      this.open().send(`RELEASE SAVEPOINT ${savepoint}`);
      return result;
    } catch (error) {
      nested.finish();
      // note: when an enclosing transaction already ended, its connection went back to the
      // pool and may serve someone else by now.
      if (!this.isFinished()) {
        await pipeline.flush().catch(() => undefined);
        await pipeline.text(`ROLLBACK TO SAVEPOINT ${savepoint}; RELEASE SAVEPOINT ${savepoint}`);
      }
      throw error;
    }
  }

  private open(): Pipeline {
    // note: work that outlives its transaction must fail loudly rather than write outside it.
    if (this.isFinished()) throw new Error('The transaction has already finished.');
    return this.pipeline;
  }
}
