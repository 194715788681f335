/**
 * PocketBase's date format: UTC, millisecond precision, a space instead of `T`.
 * `2024-11-10 18:45:27.123Z`; the zero date is the empty string.
 */
export function formatDate(date: Date): string {
  return formatTime(date.getTime());
}

/** The current time in PocketBase's date format. */
export function nowString(): string {
  return formatTime(Date.now());
}

/** The latest second formatted, `2024-11-10 18:45:27.`, and its start in epoch milliseconds. */
let cachedSecond = Number.NaN;
let cachedPrefix = '';
/** Epoch milliseconds of 10000-01-01: later instants need `toISOString`'s extended years. */
const YEAR_10000 = 253_402_300_800_000;

/**
 * note: `toISOString` costs about 3 µs here and runs for every request log and autodate, while
 * consecutive times mostly share their second; only the milliseconds are written per call.
 */
function formatTime(ms: number): string {
  if (!(ms >= 0 && ms < YEAR_10000)) return new Date(ms).toISOString().replace('T', ' ');
  const second = ms - (ms % 1000);
  if (second !== cachedSecond) {
    cachedPrefix = new Date(second).toISOString().slice(0, 20).replace('T', ' ');
    cachedSecond = second;
  }
  const millis = ms - second;
  return `${cachedPrefix}${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Parses a date leniently, as PocketBase's `types.ParseDateTime` does: the PocketBase layout,
 * RFC 3339, a date alone, or a Unix timestamp in seconds. Returns `null` for anything else.
 *
 * `"2024-01-02 03:04:05.678Z"` ⇒ that instant; `"2024-01-02"` ⇒ midnight UTC; `1700000000` ⇒ 2023-11-14 22:13:20Z
 */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const date = new Date(value * 1000);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (DATE_ONLY.test(text)) return validDate(`${text}T00:00:00Z`);
  if (!DATE_TIME.test(text)) return null;
  let iso = text.replace(' ', 'T');
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(iso)) iso += 'Z';
  return validDate(iso);
}

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
