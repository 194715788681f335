/** When a custom status clears, as offered when it is set. */
export const STATUS_EXPIRY_CHOICES = [
  'never',
  'thirtyMinutes',
  'oneHour',
  'fourHours',
  'today',
  'thisWeek',
] as const;

export type StatusExpiryChoice = (typeof STATUS_EXPIRY_CHOICES)[number];

export function isStatusExpiryChoice(value: string): value is StatusExpiryChoice {
  return STATUS_EXPIRY_CHOICES.some((choice) => choice === value);
}

const MINUTE = 60_000;

/** Local midnight `days` days after `now`'s day began (0: the start of today). */
function localMidnight(now: Date, days: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
}

/**
 * The moment a status set at `now` clears, or `null` when it stays. "Today" ends at the next local
 * midnight; "this week" at the midnight that ends Sunday (weeks run Monday to Sunday, ISO 8601).
 */
export function statusExpiry(choice: StatusExpiryChoice, now: Date): Date | null {
  switch (choice) {
    case 'never':
      return null;
    case 'thirtyMinutes':
      return new Date(now.getTime() + 30 * MINUTE);
    case 'oneHour':
      return new Date(now.getTime() + 60 * MINUTE);
    case 'fourHours':
      return new Date(now.getTime() + 240 * MINUTE);
    case 'today':
      return localMidnight(now, 1);
    case 'thisWeek':
      // getDay(): Sunday 0 … Saturday 6, so Sunday has no days left after today.
      return localMidnight(now, 1 + ((7 - now.getDay()) % 7));
  }
}

/** A stored `statusExpires` as a date; `null` when empty or unreadable. */
export function parseExpiry(stored: string): Date | null {
  if (!stored) return null;
  // note: PocketBase writes `2006-01-02 15:04:05.000Z`; the T makes it ISO 8601 for every engine.
  const date = new Date(stored.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}
