import { ACCOUNT_SUSPENDED_CODE, SUSPENDED_FOR_GOOD } from '@hearth/shared';
import { isSdkError } from '../lib/api-error';

/** Why and until when an account is suspended, as a refused sign-in or refresh says it. */
export interface Suspension {
  /** The end as the server gives it; empty for good. */
  until: string;
  reason: string;
}

function objectOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? { ...value } : null;
}

/** The suspension a 403 of sign-in or refresh names (`data.account`), else null. */
export function suspensionOf(error: unknown): Suspension | null {
  if (!isSdkError(error) || error.status !== 403) return null;
  const account = objectOf(objectOf(error.response['data'])?.['account']);
  if (account?.['code'] !== ACCOUNT_SUSPENDED_CODE) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { until: text(account['until']), reason: text(account['message']) };
}

/** The end of a suspension as a date, or null when it is for good (or unreadable). */
export function suspensionEnd(suspension: Suspension): Date | null {
  if (suspension.until === '' || suspension.until === SUSPENDED_FOR_GOOD) return null;
  const end = new Date(suspension.until.replace(' ', 'T'));
  return Number.isNaN(end.getTime()) || end.getUTCFullYear() >= 9999 ? null : end;
}

/** The end in the reader's language: day, month, year and time. */
export function formatSuspensionEnd(end: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(end);
}
