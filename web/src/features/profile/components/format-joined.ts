/** Formats a PocketBase date (`2024-01-01 10:00:00.000Z`) for the active language. */
export function formatJoined(created: string, language: string): string | null {
  const date = new Date(created.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long' }).format(date);
}
