import { formatDate } from '../lib/dates.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDate(year: number, month: number, day: number, endOfDay = false): string {
  const time = endOfDay ? Date.UTC(year, month, day, 23, 59, 59, 999) : Date.UTC(year, month, day);
  return formatDate(new Date(time));
}

const MACROS: Record<string, (now: Date) => string | number> = {
  '@now': (now) => formatDate(now),
  '@yesterday': (now) => formatDate(new Date(now.getTime() - DAY_MS)),
  '@tomorrow': (now) => formatDate(new Date(now.getTime() + DAY_MS)),
  '@second': (now) => now.getUTCSeconds(),
  '@minute': (now) => now.getUTCMinutes(),
  '@hour': (now) => now.getUTCHours(),
  '@day': (now) => now.getUTCDate(),
  '@month': (now) => now.getUTCMonth() + 1,
  '@weekday': (now) => now.getUTCDay(),
  '@year': (now) => now.getUTCFullYear(),
  '@todayStart': (now) => utcDate(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  '@todayEnd': (now) => utcDate(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), true),
  '@monthStart': (now) => utcDate(now.getUTCFullYear(), now.getUTCMonth(), 1),
  // day 0 of the next month is the last day of this one
  '@monthEnd': (now) => utcDate(now.getUTCFullYear(), now.getUTCMonth() + 1, 0, true),
  '@yearStart': (now) => utcDate(now.getUTCFullYear(), 0, 1),
  '@yearEnd': (now) => utcDate(now.getUTCFullYear(), 11, 31, true),
};

/**
 * The value of a datetime macro at `now`, in UTC: dates as PocketBase date text, parts as
 * numbers (`@weekday` 0 = Sunday). `undefined` when `name` is not a macro (names are exact).
 *
 * `@todayStart` at 2024-05-06T07:08:09Z ⇒ `2024-05-06 00:00:00.000Z`; `@month` ⇒ 5
 */
export function macroValue(name: string, now: Date): string | number | undefined {
  return Object.hasOwn(MACROS, name) ? MACROS[name]?.(now) : undefined;
}
