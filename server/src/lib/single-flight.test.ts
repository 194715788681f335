import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight.js';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('runs concurrent work for one key once and shares the result', async () => {
    const flights = new SingleFlight<string>();
    const gate = deferred<string>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return gate.promise;
    };
    const all = Promise.all([
      flights.run('k', work),
      flights.run('k', work),
      flights.run('k', work),
    ]);
    gate.resolve('done');
    expect(await all).toEqual(['done', 'done', 'done']);
    expect(runs).toBe(1);
  });

  it('runs different keys separately', async () => {
    const flights = new SingleFlight<string>();
    const results = await Promise.all([
      flights.run('a', () => Promise.resolve('A')),
      flights.run('b', () => Promise.resolve('B')),
    ]);
    expect(results).toEqual(['A', 'B']);
  });

  it('shares a failure, then lets the key run again', async () => {
    const flights = new SingleFlight<string>();
    const failing = () => Promise.reject(new Error('boom'));
    const [first, second] = await Promise.allSettled([
      flights.run('k', failing),
      flights.run('k', failing),
    ]);
    expect(first).toMatchObject({ status: 'rejected' });
    expect(second).toMatchObject({ status: 'rejected' });
    expect(flights.size).toBe(0);
    expect(await flights.run('k', () => Promise.resolve('again'))).toBe('again');
  });

  it('captures a synchronous throw in the shared promise', async () => {
    const flights = new SingleFlight<string>();
    await expect(
      flights.run('k', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(flights.size).toBe(0);
  });
});
