/**
 * A cron expression in words: which message describes it and with what values. Only the
 * common shapes are described (every minute, every N minutes or hours, hourly, daily, weekly,
 * monthly and the `@` macros); anything else is `null` and is shown as the expression alone.
 */
export type CronDescription =
  | { key: 'everyMinute' }
  | { key: 'everyMinutes'; count: number }
  | { key: 'hourlyAt'; minute: number }
  | { key: 'everyHours'; count: number; minute: number }
  | { key: 'dailyAt'; time: string }
  | { key: 'weeklyAt'; weekday: number; time: string }
  | { key: 'monthlyAt'; day: number; time: string }
  | { key: 'yearly' };

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** Describes `expression`, or `null` when it is not one of the common shapes. */
export function describeCron(expression: string): CronDescription | null {
  const trimmed = expression.trim().toLowerCase();
  if (trimmed === '@yearly' || trimmed === '@annually') return { key: 'yearly' };
  const fields = (MACROS[trimmed] ?? trimmed).split(/\s+/);
  if (fields.length !== 5) return null;
  const [minute = '', hour = '', day = '', month = '', weekday = ''] = fields;
  if (month !== '*') return null;
  if (day === '*' && weekday === '*') return describeDaily(minute, hour);
  const at = clockTime(minute, hour);
  if (at === null) return null;
  if (day === '*') {
    const dayOfWeek = numberIn(weekday, 0, 7);
    return dayOfWeek === null ? null : { key: 'weeklyAt', weekday: dayOfWeek % 7, time: at };
  }
  const dayOfMonth = numberIn(day, 1, 31);
  if (weekday !== '*' || dayOfMonth === null) return null;
  return { key: 'monthlyAt', day: dayOfMonth, time: at };
}

/** The shapes that run every day: by minute, by hour, or once at a time. */
function describeDaily(minute: string, hour: string): CronDescription | null {
  if (hour === '*') {
    if (minute === '*') return { key: 'everyMinute' };
    const step = stepOf(minute, 59);
    if (step === 1) return { key: 'everyMinute' };
    if (step !== null) return { key: 'everyMinutes', count: step };
    const at = numberIn(minute, 0, 59);
    return at === null ? null : { key: 'hourlyAt', minute: at };
  }
  const hours = stepOf(hour, 23);
  const atMinute = numberIn(minute, 0, 59);
  if (hours !== null && atMinute !== null) {
    return hours === 1
      ? { key: 'hourlyAt', minute: atMinute }
      : { key: 'everyHours', count: hours, minute: atMinute };
  }
  const at = clockTime(minute, hour);
  return at === null ? null : { key: 'dailyAt', time: at };
}

/** `"5"`, `"30"` ⇒ `"05:30"`-style `HH:MM`, or `null` when either is not a single number. */
function clockTime(minute: string, hour: string): string | null {
  const m = numberIn(minute, 0, 59);
  const h = numberIn(hour, 0, 23);
  if (m === null || h === null) return null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** `"*\/6"` ⇒ 6 (a step within `1..max`), else `null`. */
function stepOf(field: string, max: number): number | null {
  const match = /^\*\/(\d+)$/.exec(field);
  if (!match) return null;
  const step = Number(match[1]);
  return step >= 1 && step <= max ? step : null;
}

/** A single whole number within `min..max`, else `null`. */
function numberIn(field: string, min: number, max: number): number | null {
  if (!/^\d{1,2}$/.test(field)) return null;
  const value = Number(field);
  return value >= min && value <= max ? value : null;
}
