import { SUSPENDED_FOR_GOOD } from '@hearth/shared';
import type { RecordModel } from '@/shared/lib/pb';

/** A `users` record as a superuser reads it (hidden fields included). */
export interface ConsoleUser extends RecordModel {
  email: string;
  nickname: string;
  avatar: string;
  verified: boolean;
  language: string;
  created: string;
  lastSeen: string;
  suspendedUntil?: string;
  suspensionReason?: string;
}

/** One signed-in device of a user (the `sessions` collection, docs/sessions.md). */
export interface ConsoleSession extends RecordModel {
  browser: string;
  os: string;
  deviceType: string;
  place: string;
  ip: string;
  method: string;
  lastActive: string;
  created: string;
}

/** The year of `SUSPENDED_FOR_GOOD`, the end the server writes for a suspension for good. */
const FOR_GOOD_YEAR = Number(SUSPENDED_FOR_GOOD.slice(0, 4));

/** The state of a user's suspension at `now`. */
export type Suspension =
  | { kind: 'none' }
  | { kind: 'until'; until: Date; reason: string }
  | { kind: 'forever'; reason: string };

/** Reads `suspendedUntil`: empty or past means none; year 9999 means for good. */
export function suspensionOf(user: ConsoleUser, now: Date): Suspension {
  if (!user.suspendedUntil) return { kind: 'none' };
  // PocketBase dates read "2026-01-02 03:04:05.678Z"; Date wants a "T" between.
  const until = new Date(user.suspendedUntil.replace(' ', 'T'));
  if (Number.isNaN(until.getTime()) || until.getTime() <= now.getTime()) return { kind: 'none' };
  const reason = user.suspensionReason ?? '';
  if (until.getUTCFullYear() >= FOR_GOOD_YEAR) return { kind: 'forever', reason };
  return { kind: 'until', until, reason };
}

/** A PocketBase date text as a `Date`, or `null` when empty. */
export function dateOf(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}
