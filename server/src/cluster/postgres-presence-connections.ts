import type pg from 'pg';
import type { Logger } from '../lib/logger.js';
import type { PresenceConnections } from './presence-connections.js';

export const PROCESSES_TABLE = '_clusterProcesses';
export const CONNECTIONS_TABLE = '_presenceConnections';

/** How often a process says it is alive, and checks for processes that stopped. */
export const HEARTBEAT_MS = 5_000;
/** A process silent for this long is dead: its connections are dropped. */
export const PROCESS_TTL_MS = 15_000;

const NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * Presence connections in two unlogged tables: the live processes with their last heartbeat,
 * and each process's connections. Every process beats every 5 s and, in the same round, drops
 * the processes silent for 15 s with their connections (one statement, so one process does it
 * for each dead one) and hears the users left with no connection anywhere.
 */
export class PostgresPresenceConnections implements PresenceConnections {
  /** This process's connections, to record them again if it was taken for dead. */
  private readonly local = new Map<string, string>();
  private readonly listeners = new Set<(userIds: string[]) => void>();
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly processId: string,
    private readonly logger: Logger,
    private readonly ttlMs: number = PROCESS_TTL_MS,
  ) {}

  /** Creates the tables (inside the caller's locked transaction). */
  static async createTables(client: pg.PoolClient): Promise<void> {
    await client.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS "${PROCESSES_TABLE}" (
         process_id text PRIMARY KEY,
         heartbeat bigint NOT NULL
       )`,
    );
    await client.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS "${CONNECTIONS_TABLE}" (
         client_id text PRIMARY KEY,
         process_id text NOT NULL,
         user_id text NOT NULL
       )`,
    );
    await client.query(
      `CREATE INDEX IF NOT EXISTS "${CONNECTIONS_TABLE}_user" ON "${CONNECTIONS_TABLE}" (user_id)`,
    );
  }

  /** Says this process is alive and starts beating. */
  async start(heartbeatMs: number = HEARTBEAT_MS): Promise<void> {
    await this.beat();
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => {
      this.beating = this.beating.then(() => this.beat());
    }, heartbeatMs);
    // note: never keeps a process alive; stop() clears it.
    this.timer.unref();
  }

  /** Stops beating and removes this process and its connections (a clean shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.beating;
    this.listeners.clear();
    try {
      await this.pool.query(`DELETE FROM "${CONNECTIONS_TABLE}" WHERE process_id = $1`, [
        this.processId,
      ]);
      await this.pool.query(`DELETE FROM "${PROCESSES_TABLE}" WHERE process_id = $1`, [
        this.processId,
      ]);
    } catch (error) {
      this.logger.error('presence could not remove this process', { error });
    }
  }

  async add(userId: string, clientId: string): Promise<void> {
    this.local.set(clientId, userId);
    await this.pool.query(
      `INSERT INTO "${CONNECTIONS_TABLE}" (client_id, process_id, user_id) VALUES ($1, $2, $3)
       ON CONFLICT (client_id) DO UPDATE SET process_id = $2, user_id = $3`,
      [clientId, this.processId, userId],
    );
  }

  async remove(clientId: string): Promise<void> {
    this.local.delete(clientId);
    await this.pool.query(`DELETE FROM "${CONNECTIONS_TABLE}" WHERE client_id = $1`, [clientId]);
  }

  async elsewhere(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const result = await this.pool.query<{ user_id: string }>(
      `SELECT DISTINCT c.user_id FROM "${CONNECTIONS_TABLE}" c
       JOIN "${PROCESSES_TABLE}" p ON p.process_id = c.process_id
       WHERE c.user_id = ANY($1) AND c.process_id <> $2 AND p.heartbeat >= ${NOW_MS} - $3`,
      [userIds, this.processId, this.ttlMs],
    );
    return new Set(result.rows.map((row) => row.user_id));
  }

  onOrphaned(listener: (userIds: string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One round: this process is alive; dead ones go, and their users are heard. */
  private async beat(): Promise<void> {
    try {
      const alive = await this.pool.query<{ inserted: boolean }>(
        `INSERT INTO "${PROCESSES_TABLE}" (process_id, heartbeat) VALUES ($1, ${NOW_MS})
         ON CONFLICT (process_id) DO UPDATE SET heartbeat = EXCLUDED.heartbeat
         RETURNING (xmax = 0) AS inserted`,
        [this.processId],
      );
      // note: another process took this one for dead (a long pause) and dropped its connections.
      if (alive.rows[0]?.inserted && this.local.size > 0) await this.recordAgain();
      const orphaned = await this.pool.query<{ user_id: string }>(
        `WITH dead AS (
           DELETE FROM "${PROCESSES_TABLE}" WHERE heartbeat < ${NOW_MS} - $1 RETURNING process_id
         ), gone AS (
           DELETE FROM "${CONNECTIONS_TABLE}" c USING dead
           WHERE c.process_id = dead.process_id RETURNING c.user_id
         )
         SELECT DISTINCT gone.user_id FROM gone
         WHERE NOT EXISTS (
           SELECT 1 FROM "${CONNECTIONS_TABLE}" o
           WHERE o.user_id = gone.user_id
             AND o.process_id NOT IN (SELECT process_id FROM dead)
         )`,
        [this.ttlMs],
      );
      const users = orphaned.rows.map((row) => row.user_id);
      if (users.length > 0) for (const listener of [...this.listeners]) listener(users);
    } catch (error) {
      this.logger.error('presence heartbeat failed', { error });
    }
  }

  private async recordAgain(): Promise<void> {
    for (const [clientId, userId] of this.local) await this.add(userId, clientId);
  }
}
