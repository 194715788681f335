import type { Suspension } from './suspension';
import { suspensionOf } from './suspension';
import { storeSuspensionNotice, useStoredSuspensionNotice } from './suspension-signal';

/** A stored notice read back, or null when there is none or it is not one. */
function parse(raw: string | null): Suspension | null {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null) return null;
    const { until, reason } = { until: '', reason: '', ...value };
    return typeof until === 'string' && typeof reason === 'string' ? { until, reason } : null;
  } catch {
    return null;
  }
}

/**
 * Remembers the suspension a refused sign-in or refresh names, for /login to show; returns
 * whether `error` was one.
 */
export function noteSuspension(error: unknown): boolean {
  const suspension = suspensionOf(error);
  if (suspension) storeSuspensionNotice(JSON.stringify(suspension));
  return suspension !== null;
}

/** The suspension to tell the user about, if any. */
export function useSuspension(): Suspension | null {
  return parse(useStoredSuspensionNotice());
}
