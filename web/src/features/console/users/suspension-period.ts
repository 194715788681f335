import { MODERATION_REASON_MAX } from '@hearth/shared';
import type { FieldIssue } from '@/shared/lib/validation';
import { validateMaxLength } from '@/shared/lib/validation';

/** How long a suspension lasts, as the dialog offers it. */
export type SuspensionPeriod = 'day' | 'week' | 'month' | 'date' | 'forever';

export const SUSPENSION_PERIODS: readonly SuspensionPeriod[] = [
  'day',
  'week',
  'month',
  'date',
  'forever',
];

const DAYS: Record<'day' | 'week' | 'month', number> = { day: 1, week: 7, month: 30 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The most a reason may hold (the server's limit): the person reads it when sign-in is refused. */
export const SUSPENSION_REASON_MAX = MODERATION_REASON_MAX;

/** The dialog's fields, as text (a `datetime-local` value for the chosen date). */
export interface SuspensionValues {
  period: string;
  until: string;
  reason: string;
}

function isPeriod(value: string): value is SuspensionPeriod {
  return SUSPENSION_PERIODS.some((period) => period === value);
}

/**
 * The moment a suspension ends: a `Date`, `'forever'`, or `null` when the chosen date is missing
 * or not a date. A `datetime-local` value has no zone, so it is read in the browser's own.
 */
export function suspensionEnd(values: SuspensionValues, now: Date): Date | 'forever' | null {
  const period = isPeriod(values.period) ? values.period : 'week';
  if (period === 'forever') return 'forever';
  if (period !== 'date') return new Date(now.getTime() + DAYS[period] * DAY_MS);
  if (!values.until) return null;
  const chosen = new Date(values.until);
  return Number.isNaN(chosen.getTime()) ? null : chosen;
}

/** The `until` the suspend route takes: an ISO date, or `''` for good. */
export function untilParam(end: Date | 'forever'): string {
  return end === 'forever' ? '' : end.toISOString();
}

/** The chosen date's problem, if any: it is needed, and it must lie ahead. */
function validateDate(values: SuspensionValues, now: Date): FieldIssue | null {
  if (values.period !== 'date') return null;
  if (!values.until) return { code: 'validation_required' };
  const end = suspensionEnd(values, now);
  if (end === null) return { code: 'validation_invalid_date' };
  return end !== 'forever' && end.getTime() <= now.getTime()
    ? { code: 'validation_min_date_constraint' }
    : null;
}

/** The reason is required (the person is told why) and short enough to read at sign-in. */
function validateReason(reason: string): FieldIssue | null {
  if (!reason.trim()) return { code: 'validation_required' };
  return validateMaxLength(reason.trim(), SUSPENSION_REASON_MAX);
}

/** Every field's problem, as `useForm` wants them. */
export function validateSuspension(
  values: SuspensionValues,
  now: Date,
): Partial<Record<keyof SuspensionValues, FieldIssue | null>> {
  return { until: validateDate(values, now), reason: validateReason(values.reason) };
}
