import { describe, expect, it } from 'vitest';
import { Semaphore, SemaphoreTimeoutError } from './semaphore.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('Semaphore', () => {
  it('never runs more than its limit at once, and runs everything', async () => {
    const semaphore = new Semaphore(2);
    let active = 0;
    let peak = 0;
    const work = async (value: number) => {
      active += 1;
      peak = Math.max(peak, active);
      await tick();
      active -= 1;
      return value;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => semaphore.run(() => work(n))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
    expect(semaphore.running).toBe(0);
  });

  it('starts waiting work in arrival order', async () => {
    const semaphore = new Semaphore(1);
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3].map((n) =>
        semaphore.run(async () => {
          order.push(n);
          await tick();
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3]);
  });

  it('frees the slot when work fails', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('gives up waiting after maxWaitMs without starting the work', async () => {
    const semaphore = new Semaphore(1);
    let release: () => void = () => undefined;
    const holder = semaphore.run(() => new Promise<void>((resolve) => (release = resolve)));
    let started = false;
    const waiter = semaphore.run(async () => {
      started = true;
    }, 5);
    await expect(waiter).rejects.toBeInstanceOf(SemaphoreTimeoutError);
    release();
    await holder;
    expect(started).toBe(false);
    expect(semaphore.running).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => new Semaphore(0)).toThrow();
  });
});
