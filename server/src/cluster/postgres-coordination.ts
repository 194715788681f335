import pg from 'pg';
import type { AttemptCounter } from '../auth/attempt-limiter.js';
import type { ResendReservations } from '../auth/resend-guard.js';
import type { Logger } from '../lib/logger.js';
import { IDLE_WINDOW_GRACE_MS, type RateLimitWindows } from '../rate-limit/rate-limiter.js';
import { randomString } from '../lib/random.js';
import type { Coordination } from './coordination.js';
import { PostgresPresenceConnections } from './postgres-presence-connections.js';

/** Connections for counters: each statement is one short round trip. */
const POOL_SIZE = 4;
/** Expired attempt windows and reservations are deleted at most once per this period. */
const PRUNE_EVERY_MS = 60_000;

export const RATE_LIMIT_TABLE = '_rateLimitWindows';
export const ATTEMPT_TABLE = '_attemptWindows';
export const RESERVATION_TABLE = '_resendReservations';

/** Between a counter's name and its key (PostgreSQL text cannot hold NUL). */
const SEPARATOR = '\u001f';
/** The database's clock in milliseconds, so every process counts time the same way. */
const NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * Counters of every process on one PostgreSQL database, in unlogged tables (a crash may forget
 * them, as a restart forgets the in-memory ones; skipping the WAL makes each hit cheaper). Each
 * operation is one atomic `INSERT … ON CONFLICT … DO UPDATE … RETURNING`, so processes counting
 * the same key at once never lose a hit, and time is the database's clock.
 */
export class PostgresCoordination implements Coordination {
  readonly rateLimits: RateLimitWindows;
  readonly presence: PostgresPresenceConnections;
  private lastPrune = 0;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
  ) {
    this.presence = new PostgresPresenceConnections(pool, randomString(16), logger);
    this.rateLimits = {
      consume: (key, client, maxRequests, durationSeconds) =>
        this.consume(`${key}${SEPARATOR}${client}`, maxRequests, durationSeconds * 1000),
      sweep: async () => {
        await this.pool.query(
          `DELETE FROM "${RATE_LIMIT_TABLE}"
           WHERE ${NOW_MS} - last_consumed > duration_ms + $1`,
          [IDLE_WINDOW_GRACE_MS],
        );
      },
      reset: async () => {
        await this.pool.query(`DELETE FROM "${RATE_LIMIT_TABLE}"`);
      },
    };
  }

  /** Connects and creates the tables if needed. */
  static async open(url: string, logger: Logger): Promise<PostgresCoordination> {
    const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
    pool.on('error', (error) => logger.error('coordination connection failed', { error }));
    const coordination = new PostgresCoordination(pool, logger);
    try {
      await createTables(pool);
      await coordination.presence.start();
    } catch (error) {
      await pool.end();
      throw error;
    }
    return coordination;
  }

  attemptCounter(name: string, maxAttempts: number, windowMs: number): AttemptCounter {
    return {
      hit: async (key) => {
        this.pruneNowAndThen();
        const result = await this.pool.query<{ count: number }>(
          `INSERT INTO "${ATTEMPT_TABLE}" AS w (id, count, reset_at)
           VALUES ($1, 1, ${NOW_MS} + $2)
           ON CONFLICT (id) DO UPDATE SET
             count = CASE WHEN w.reset_at <= ${NOW_MS} THEN 1 ELSE w.count + 1 END,
             reset_at = CASE WHEN w.reset_at <= ${NOW_MS} THEN ${NOW_MS} + $2 ELSE w.reset_at END
           RETURNING count`,
          [`${name}${SEPARATOR}${key}`, windowMs],
        );
        return (result.rows[0]?.count ?? Infinity) <= maxAttempts;
      },
    };
  }

  resendGuard(name: string, intervalMs: number): ResendReservations {
    return {
      tryReserve: async (key) => {
        this.pruneNowAndThen();
        // note: a row comes back only when the key was free (new, or its reservation expired).
        const result = await this.pool.query(
          `INSERT INTO "${RESERVATION_TABLE}" AS r (id, until)
           VALUES ($1, ${NOW_MS} + $2)
           ON CONFLICT (id) DO UPDATE SET until = EXCLUDED.until WHERE r.until <= ${NOW_MS}
           RETURNING 1`,
          [`${name}${SEPARATOR}${key}`, intervalMs],
        );
        return result.rowCount === 1;
      },
      release: async (key) => {
        try {
          await this.pool.query(`DELETE FROM "${RESERVATION_TABLE}" WHERE id = $1`, [
            `${name}${SEPARATOR}${key}`,
          ]);
        } catch (error) {
          this.logger.error('could not release a resend reservation', { error });
        }
      },
    };
  }

  async close(): Promise<void> {
    await this.presence.stop();
    await this.pool.end();
  }

  /**
   * PocketBase's fixed window: `maxRequests` per window, and a new window starts once the
   * duration has passed since the last allowed request. A refused request changes nothing but
   * keeps `available` at -1, which is how the statement tells the caller it was refused.
   */
  private async consume(id: string, maxRequests: number, durationMs: number): Promise<boolean> {
    const result = await this.pool.query<{ available: number }>(
      `INSERT INTO "${RATE_LIMIT_TABLE}" AS w (id, available, last_consumed, duration_ms)
       VALUES ($1, $2 - 1, ${NOW_MS}, $3)
       ON CONFLICT (id) DO UPDATE SET
         available = CASE WHEN ${NOW_MS} - w.last_consumed >= $3 THEN $2 - 1
                          ELSE GREATEST(w.available, 0) - 1 END,
         last_consumed = CASE WHEN ${NOW_MS} - w.last_consumed >= $3 OR w.available > 0
                              THEN ${NOW_MS} ELSE w.last_consumed END,
         duration_ms = $3
       RETURNING available`,
      [id, maxRequests, durationMs],
    );
    return (result.rows[0]?.available ?? -1) >= 0;
  }

  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    const prune = async () => {
      await this.pool.query(`DELETE FROM "${ATTEMPT_TABLE}" WHERE reset_at <= ${NOW_MS}`);
      await this.pool.query(`DELETE FROM "${RESERVATION_TABLE}" WHERE until <= ${NOW_MS}`);
    };
    prune().catch((error: unknown) => this.logger.error('coordination prune failed', { error }));
  }
}

async function createTables(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // note: processes starting together would otherwise race on creating the same tables.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('hearth coordination tables'))`);
    await client.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS "${RATE_LIMIT_TABLE}" (
         id text PRIMARY KEY,
         available integer NOT NULL,
         last_consumed bigint NOT NULL,
         duration_ms bigint NOT NULL
       )`,
    );
    await client.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS "${ATTEMPT_TABLE}" (
         id text PRIMARY KEY,
         count integer NOT NULL,
         reset_at bigint NOT NULL
       )`,
    );
    await client.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS "${RESERVATION_TABLE}" (
         id text PRIMARY KEY,
         until bigint NOT NULL
       )`,
    );
    await PostgresPresenceConnections.createTables(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
