import { parseDate } from '@/shared/social/social-records';

const DAY_MS = 86_400_000;

/** The local calendar day of a time, as `2026-03-10`: messages of one day share a separator. */
export function dayKey(ms: number): string {
  const date = new Date(ms);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function startOfDay(ms: number): number {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Whole calendar days from `ms` to `nowMs` (0 today, 1 yesterday). */
function daysAgo(ms: number, nowMs: number): number {
  return Math.round((startOfDay(nowMs) - startOfDay(ms)) / DAY_MS);
}

/** A message's clock time ("14:05", "2:05 PM"), in the user's language. */
export function formatClock(value: string, language: string): string {
  const ms = parseDate(value);
  if (ms === null) return '';
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(ms);
}

/** A full date and time, for a tooltip. */
export function formatFullTime(value: string, language: string): string {
  const ms = parseDate(value);
  if (ms === null) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(ms);
}

/**
 * The chat list's time: the clock today, the weekday within the week, the day and month within
 * the year, else the full date.
 */
export function formatListTime(value: string, language: string, nowMs: number): string {
  const ms = parseDate(value);
  if (ms === null) return '';
  const days = daysAgo(ms, nowMs);
  if (days <= 0) return formatClock(value, language);
  const sameYear = new Date(ms).getFullYear() === new Date(nowMs).getFullYear();
  const options: Intl.DateTimeFormatOptions =
    days < 7
      ? { weekday: 'short' }
      : sameYear
        ? { month: 'short', day: 'numeric' }
        : { year: 'numeric', month: 'numeric', day: 'numeric' };
  return new Intl.DateTimeFormat(language, options).format(ms);
}

/** A day separator's words: "Today", "Yesterday", else the date (with the year when not this one). */
export function formatDayLabel(ms: number, language: string, nowMs: number): string {
  const days = daysAgo(ms, nowMs);
  if (days === 0 || days === 1) {
    const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-days, 'day');
    return words.charAt(0).toLocaleUpperCase(language) + words.slice(1);
  }
  const sameYear = new Date(ms).getFullYear() === new Date(nowMs).getFullYear();
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(ms);
}
