/** PocketBase writes dates as `2026-01-02 03:04:05.678Z`; `Date` wants a `T` there. */
function parse(date: string | Date): Date {
  return date instanceof Date ? date : new Date(date.replace(' ', 'T'));
}

/** A date and time in the given language, e.g. `Jan 2, 2026, 03:04:05`; empty for no date. */
export function formatDate(date: string | Date, language: string): string {
  if (date === '') return '';
  const value = parse(date);
  if (Number.isNaN(value.getTime())) return String(date);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    value,
  );
}
