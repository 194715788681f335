import { describe, expect, it } from 'vitest';
import { parseExpiry, statusExpiry } from './status-expiry';

// Local times, so the expectations hold in any time zone: Wednesday 15 May 2024, 14:20.
const wednesday = new Date(2024, 4, 15, 14, 20, 5);

describe('statusExpiry', () => {
  it.each([
    ['thirtyMinutes', new Date(2024, 4, 15, 14, 50, 5)],
    ['oneHour', new Date(2024, 4, 15, 15, 20, 5)],
    ['fourHours', new Date(2024, 4, 15, 18, 20, 5)],
    ['today', new Date(2024, 4, 16)],
    ['thisWeek', new Date(2024, 4, 20)],
  ] as const)('%s clears at the right moment', (choice, expected) => {
    expect(statusExpiry(choice, wednesday)).toEqual(expected);
  });

  it('never clears a status set to stay', () => {
    expect(statusExpiry('never', wednesday)).toBeNull();
  });

  it('ends "this week" with Sunday: on a Sunday that is tonight, on a Monday in seven days', () => {
    expect(statusExpiry('thisWeek', new Date(2024, 4, 19, 9))).toEqual(new Date(2024, 4, 20));
    expect(statusExpiry('thisWeek', new Date(2024, 4, 20, 0, 0))).toEqual(new Date(2024, 4, 27));
  });

  it('ends "today" and "this week" across a month and a year', () => {
    expect(statusExpiry('today', new Date(2024, 11, 31, 23, 59))).toEqual(new Date(2025, 0, 1));
    expect(statusExpiry('thisWeek', new Date(2024, 11, 31, 8))).toEqual(new Date(2025, 0, 6));
  });

  it('counts hours as elapsed time, also past midnight', () => {
    const late = new Date(2024, 4, 15, 22, 30);
    expect(statusExpiry('fourHours', late)?.getTime()).toBe(late.getTime() + 4 * 3_600_000);
  });
});

describe('parseExpiry', () => {
  it("reads PocketBase's date format and ISO 8601", () => {
    const expected = Date.UTC(2024, 4, 15, 12, 30);
    expect(parseExpiry('2024-05-15 12:30:00.000Z')?.getTime()).toBe(expected);
    expect(parseExpiry('2024-05-15T12:30:00.000Z')?.getTime()).toBe(expected);
  });

  it('has no date for an empty or unreadable value', () => {
    expect(parseExpiry('')).toBeNull();
    expect(parseExpiry('soon')).toBeNull();
  });
});
