function isMidnight(date: Date): boolean {
  return date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0;
}

/**
 * When a status stops showing, in the user's language. One that ends at midnight reads "until
 * 23:59" of the day it is shown on, rather than "until 00:00" of the next.
 */
export function formatUntil(expires: Date, language: string): string {
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const shown = isMidnight(expires) ? new Date(expires.getTime() - 60_000) : expires;
  return format.format(shown);
}
