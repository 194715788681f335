import { parseDate } from './social-records';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday", "now" in `language` (`Intl.RelativeTimeFormat`), for a PocketBase
 * or ISO date; `null` when there is no date.
 */
export function formatRelativeTime(value: string, language: string, nowMs: number): string | null {
  const time = parseDate(value);
  if (time === null) return null;
  const seconds = Math.round((time - nowMs) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
