import { afterAll, beforeAll, expect, it, describe } from 'vitest';
import { silentLogger } from '../lib/logger.js';
import { randomString } from '../lib/random.js';
import {
  createClusterTestDatabase,
  type ClusterTestDatabase,
} from '../test/cluster-test-database.js';
import { PostgresCoordination, RATE_LIMIT_TABLE } from './postgres-coordination.js';

describe('PostgresCoordination', () => {
  let db: ClusterTestDatabase;
  /** Two processes' coordinations on one database. */
  let first: PostgresCoordination;
  let second: PostgresCoordination;

  beforeAll(async () => {
    db = await createClusterTestDatabase();
    [first, second] = await Promise.all([
      PostgresCoordination.open(db.url, silentLogger),
      PostgresCoordination.open(db.url, silentLogger),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await db?.drop();
  });

  const key = () => randomString(12);

  it('shares a rate limit window between processes, counting concurrent hits exactly', async () => {
    const limiter = key();
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? first : second).rateLimits.consume(limiter, '10.0.0.1', 7, 60),
      ),
    );
    expect(hits.filter(Boolean)).toHaveLength(7);
    expect(await first.rateLimits.consume(limiter, '10.0.0.2', 7, 60)).toBe(true);
  });

  it('starts a new window once the duration passed since the last allowed request', async () => {
    const limiter = key();
    expect(await first.rateLimits.consume(limiter, 'ip', 1, 0.2)).toBe(true);
    expect(await second.rateLimits.consume(limiter, 'ip', 1, 0.2)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await second.rateLimits.consume(limiter, 'ip', 1, 0.2)).toBe(true);
  });

  it('forgets every window on reset and idle ones on sweep', async () => {
    const limiter = key();
    expect(await first.rateLimits.consume(limiter, 'ip', 1, 60)).toBe(true);
    expect(await first.rateLimits.consume(limiter, 'ip', 1, 60)).toBe(false);
    await second.rateLimits.reset();
    expect(await first.rateLimits.consume(limiter, 'ip', 1, 60)).toBe(true);
    await db.query(`UPDATE "${RATE_LIMIT_TABLE}" SET last_consumed = 0`);
    await first.rateLimits.sweep();
    const left = await db.query(`SELECT count(*)::int AS n FROM "${RATE_LIMIT_TABLE}"`);
    expect(left.rows[0]?.['n']).toBe(0);
  });

  it('counts attempts of one key across processes, per counter name', async () => {
    const attemptsA = first.attemptCounter('otp', 3, 60_000);
    const attemptsB = second.attemptCounter('otp', 3, 60_000);
    const other = second.attemptCounter('other', 3, 60_000);
    const user = key();
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => (i % 2 ? attemptsA : attemptsB).hit(user)),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await attemptsB.hit(user)).toBe(false);
    expect(await other.hit(user)).toBe(true);
  });

  it('opens a new attempt window once the last one ended', async () => {
    const attempts = first.attemptCounter('short', 1, 200);
    const user = key();
    expect(await attempts.hit(user)).toBe(true);
    expect(await attempts.hit(user)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await attempts.hit(user)).toBe(true);
  });

  it('reserves a resend for one process at a time until released or expired', async () => {
    const guardA = first.resendGuard('verification', 200);
    const guardB = second.resendGuard('verification', 200);
    const record = key();
    const [a, b] = await Promise.all([guardA.tryReserve(record), guardB.tryReserve(record)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await guardB.tryReserve(record)).toBe(false);
    await guardA.release(record);
    expect(await guardB.tryReserve(record)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await guardA.tryReserve(record)).toBe(true);
  });
});
