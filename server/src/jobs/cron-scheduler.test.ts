import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../lib/logger.js';
import { CronScheduler } from './cron-scheduler.js';

describe('CronScheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job on its schedule and stops cleanly', async () => {
    vi.useFakeTimers({ now: new Date('2024-01-01T00:00:30Z') });
    const scheduler = new CronScheduler(silentLogger);
    let runs = 0;
    scheduler.add('every-minute', '* * * * *', async () => {
      runs++;
    });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(runs).toBe(1);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toBe(1);
    expect(scheduler.list()).toEqual([]);
  });

  it('never runs a job twice at once and survives a failing run', async () => {
    const scheduler = new CronScheduler(silentLogger);
    let active = 0;
    let maxActive = 0;
    let release: () => void = () => undefined;
    scheduler.add('slow', '0 0 1 1 *', async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise<void>((resolve) => (release = resolve));
      active--;
      throw new Error('boom');
    });
    const first = scheduler.runNow('slow');
    const second = scheduler.runNow('slow');
    release();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(maxActive).toBe(1);
    expect(await scheduler.runNow('missing')).toBe(false);
    await scheduler.stop();
  });

  it('replaces a job with the same id and rejects bad expressions', async () => {
    const scheduler = new CronScheduler(silentLogger);
    scheduler.add('job', '0 * * * *', async () => undefined);
    scheduler.add('job', '0 0 * * *', async () => undefined);
    expect(scheduler.list()).toEqual([{ id: 'job', expression: '0 0 * * *' }]);
    expect(() => scheduler.add('bad', 'not a cron', async () => undefined)).toThrow();
    expect(scheduler.has('bad')).toBe(false);
    await scheduler.stop();
  });
});
