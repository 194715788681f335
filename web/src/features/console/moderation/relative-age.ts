const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `date` was, in the reader's language ("3 hours ago"); "now" under a minute. */
export function relativeAge(date: string, language: string, now: number = Date.now()): string {
  const elapsed = now - new Date(date.replace(' ', 'T')).getTime();
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'minute');
}
