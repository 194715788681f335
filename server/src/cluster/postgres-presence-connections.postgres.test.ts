import pg from 'pg';
import { afterAll, beforeAll, expect, it, describe } from 'vitest';
import { silentLogger } from '../lib/logger.js';
import {
  createClusterTestDatabase,
  type ClusterTestDatabase,
} from '../test/cluster-test-database.js';
import { waitUntil } from '../test/realtime-probe.js';
import { PostgresPresenceConnections } from './postgres-presence-connections.js';

/** Processes here are dead after 300 ms of silence. */
const TTL_MS = 300;

describe('PostgresPresenceConnections', () => {
  let db: ClusterTestDatabase;
  let pool: pg.Pool;
  const opened: PostgresPresenceConnections[] = [];

  beforeAll(async () => {
    db = await createClusterTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    // note: a connection still closing when the test database is dropped is told so; it is
    // going away anyway, and an unheard pool error would fail the whole run.
    pool.on('error', () => undefined);
    const client = await pool.connect();
    try {
      await PostgresPresenceConnections.createTables(client);
    } finally {
      client.release();
    }
  });
  afterAll(async () => {
    for (const connections of opened) await connections.stop();
    await pool?.end();
    await db?.drop();
  });

  /** A process; one that beats rarely looks dead to the others after `TTL_MS`. */
  async function processNamed(name: string, heartbeatMs: number) {
    const connections = new PostgresPresenceConnections(pool, name, silentLogger, TTL_MS);
    await connections.start(heartbeatMs);
    opened.push(connections);
    return connections;
  }

  it('tells a process about connections on the others, and hands over those of a dead one', async () => {
    const dying = await processNamed('dying', 60_000);
    const alive = await processNamed('alive', 50);
    const orphaned: string[][] = [];
    alive.onOrphaned((users) => orphaned.push(users));

    await dying.add('u1', 'c1');
    await dying.add('u2', 'c2');
    await alive.add('u2', 'c3');
    expect(await alive.elsewhere(['u1', 'u2', 'u3'])).toEqual(new Set(['u1', 'u2']));
    expect(await dying.elsewhere(['u1', 'u2'])).toEqual(new Set(['u2']));
    await alive.remove('c3');
    await alive.add('u2', 'c4');

    // `dying` stops beating: after the TTL its users are handed over, those still connected
    // elsewhere (u2, on `alive`) excepted.
    await waitUntil(() => orphaned.length > 0, 5_000);
    expect(orphaned).toEqual([['u1']]);
    expect(await alive.elsewhere(['u1'])).toEqual(new Set());
  });

  it('records its connections again after it was taken for dead', async () => {
    const paused = await processNamed('paused', 60_000);
    const other = await processNamed('other', 50);
    await paused.add('u9', 'c9');
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 3));
    expect(await other.elsewhere(['u9'])).toEqual(new Set());
    await paused.start(60_000);
    expect(await other.elsewhere(['u9'])).toEqual(new Set(['u9']));
  });
});
