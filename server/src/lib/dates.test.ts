import { describe, expect, it } from 'vitest';
import { formatDate, nowString } from './dates.js';

/** The format by definition: ISO 8601 in UTC with a space for the `T`. */
const expected = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

describe('formatDate', () => {
  it('writes every millisecond of a second, and the seconds around it, as toISOString does', () => {
    const start = Date.UTC(2024, 10, 10, 18, 45, 27);
    for (let ms = start - 1500; ms < start + 1500; ms++) {
      expect(formatDate(new Date(ms))).toBe(expected(ms));
    }
  });

  it('keeps instants out of order apart (no value of an earlier call leaks into a later one)', () => {
    const times = [
      Date.UTC(2030, 0, 1, 0, 0, 0, 5),
      Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      Date.UTC(2030, 0, 1, 0, 0, 0, 50),
      Date.UTC(1999, 11, 31, 23, 59, 59, 0),
    ];
    for (const ms of times) expect(formatDate(new Date(ms))).toBe(expected(ms));
  });

  it('handles the epoch, the last instant of year 9999, later years and dates before 1970', () => {
    for (const ms of [0, 999, 253_402_300_799_999, 253_402_300_800_000, -1, -86_400_001]) {
      expect(formatDate(new Date(ms))).toBe(expected(ms));
    }
  });

  it('still refuses an invalid date', () => {
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('nowString', () => {
  it('is the current time in that format', () => {
    const before = Date.now();
    const now = Date.parse(nowString().replace(' ', 'T'));
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
