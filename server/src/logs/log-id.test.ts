import { describe, expect, it } from 'vitest';
import { newLogId } from './log-store.js';

describe('newLogId', () => {
  it('is 15 lower-case letters and digits', () => {
    for (const now of [0, 35, Date.now(), 36 ** 9 - 1]) {
      expect(newLogId(now)).toMatch(/^[a-z0-9]{15}$/);
    }
  });

  it('sorts as the times it was made at, across every change of digit count', () => {
    const times = [0, 1, 35, 36, 1295, 1296, Date.now(), 36 ** 8 - 1, 36 ** 8, 36 ** 9 - 1];
    const ids = times.map((now) => newLogId(now));
    expect([...ids].sort()).toEqual(ids);
  });

  it('differs for entries made in the same millisecond', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 1000 }, () => newLogId(now)));
    expect(ids.size).toBe(1000);
  });
});
