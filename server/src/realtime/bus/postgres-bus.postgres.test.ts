import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomString } from '../../lib/random.js';
import {
  createClusterTestDatabase,
  type ClusterTestDatabase,
} from '../../test/cluster-test-database.js';
import { recordMessage, runBusConformance } from './bus.case.js';
import type { BusMessage } from './bus.js';
import { BUS_BODIES_TABLE, PostgresBus } from './postgres-bus.js';

describe('PostgresBus', () => {
  let db: ClusterTestDatabase;
  beforeAll(async () => {
    db = await createClusterTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  /** Each bus talks on its own channel, so tests never hear one another. */
  const openBus = (channel = `bus_${randomString(10).toLowerCase()}`) =>
    PostgresBus.open({ url: db.url, channel });

  describe('conformance', () => {
    runBusConformance('postgres', async () => {
      const bus = await openBus();
      return { bus, settle: () => bus.delivered() };
    });
  });

  const record = recordMessage;

  it('carries messages from one process to another, large ones too, in publish order', async () => {
    const channel = `bus_${randomString(10).toLowerCase()}`;
    const [a, b] = await Promise.all([openBus(channel), openBus(channel)]);
    try {
      const heard: BusMessage[] = [];
      b.subscribe((message) => heard.push(message));
      const sent = [record('r1'), record('r2', 20_000), record('r3'), record('r4', 9_000)];
      await Promise.all(sent.map((message) => a.publish(message)));
      await a.delivered();
      await expect.poll(() => heard.length).toBe(sent.length);
      expect(heard).toEqual(sent);
      const stored = await db.query(`SELECT count(*)::int AS n FROM "${BUS_BODIES_TABLE}"`);
      expect(stored.rows[0]?.['n']).toBeGreaterThanOrEqual(2);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('listens again after its connection is killed', async () => {
    const channel = `bus_${randomString(10).toLowerCase()}`;
    const [a, b] = await Promise.all([openBus(channel), openBus(channel)]);
    try {
      const heard: BusMessage[] = [];
      b.subscribe((message) => heard.push(message));
      await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN "${channel}"`],
      );
      // note: what is published while the listener is down is lost; keep publishing until heard.
      await expect
        .poll(
          async () => {
            await a.publish(record('after'));
            return heard.length;
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBeGreaterThan(0);
      expect(heard[0]).toEqual(record('after'));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
