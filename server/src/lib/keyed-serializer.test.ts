import { describe, expect, it } from 'vitest';
import { KeyedSerializer } from './keyed-serializer.js';

describe('KeyedSerializer', () => {
  it('runs work for one key one at a time, in order, and other keys alongside', async () => {
    const serializer = new KeyedSerializer();
    const events: string[] = [];
    const step = (key: string, name: string, ms: number) =>
      serializer.run(key, async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        events.push(`${name} end`);
      });
    await Promise.all([step('a', 'a1', 20), step('a', 'a2', 1), step('b', 'b1', 5)]);
    expect(events.indexOf('a1 end')).toBeLessThan(events.indexOf('a2 start'));
    expect(events.indexOf('b1 start')).toBeLessThan(events.indexOf('a1 end'));
    expect(serializer.size).toBe(0);
  });

  it('keeps going after a failure', async () => {
    const serializer = new KeyedSerializer();
    await expect(serializer.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await serializer.run('k', async () => 'next')).toBe('next');
  });
});
