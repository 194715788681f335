import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [5, 'en', 'now'],
    [5 * 60, 'en', '5 minutes ago'],
    [3 * 3600, 'en', '3 hours ago'],
    [86_400 + 60, 'en', 'yesterday'],
    [5 * 60, 'ja', '5 分前'],
    [5 * 60, 'zh', '5分钟前'],
  ])('%i s ago in %s is "%s"', (seconds, language, text) => {
    expect(formatRelativeTime(ago(seconds), language, NOW)).toBe(text);
  });

  it('reads PocketBase dates, and nothing from an empty one', () => {
    expect(formatRelativeTime('2026-03-10 11:58:00.000Z', 'en', NOW)).toBe('2 minutes ago');
    expect(formatRelativeTime('', 'en', NOW)).toBeNull();
  });
});
