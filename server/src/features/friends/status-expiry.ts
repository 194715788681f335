import type { CollectionModel } from '@hearth/shared';
import type { App } from '../../app.js';
import { formatDate } from '../../lib/dates.js';
import { systemRequestInfo, type RequestInfo } from '../../request-info.js';
import { PEOPLE_COLLECTION } from './require-user.js';

/** The cron job's id and schedule: every minute, so a status outlives its expiry by at most that. */
export const STATUS_EXPIRY_JOB = { id: 'hearthStatusExpiry', expression: '* * * * *' } as const;
/**
 * Statuses cleared per run at most, so one run never holds the writer for long; a backlog (after
 * downtime) drains over the following minutes, and the cards hide expired statuses meanwhile.
 */
export const STATUS_EXPIRY_BATCH = 200;

const CLEARED = { statusText: '', statusEmoji: '', statusExpires: '' } as const;

/** Schedules the job that clears custom statuses once they expire. */
export function scheduleStatusExpiry(app: App): void {
  app.crons.add(STATUS_EXPIRY_JOB.id, STATUS_EXPIRY_JOB.expression, async () => {
    await clearExpiredStatuses(app, new Date());
  });
}

/**
 * Clears `statusText`, `statusEmoji` and `statusExpires` of users whose status expired by `now`,
 * oldest expiry first, at most `limit`; returns how many it cleared. Each goes
 * through the record service, so the users' friends hear the change over realtime as they would
 * an edit. One user whose record cannot be saved is logged and skipped, never blocks the rest.
 */
export async function clearExpiredStatuses(
  app: App,
  now: Date,
  limit = STATUS_EXPIRY_BATCH,
): Promise<number> {
  const users = app.collections.find(PEOPLE_COLLECTION);
  const superusers = app.collections.find('_superusers');
  if (!users || superusers?.type !== 'auth') return 0;
  const cutoff = formatDate(now);
  const expires = app.db.dialect.quoteIdent('statusExpires');
  const rows = await app.db.all<{ id: string }>(
    `SELECT id FROM users WHERE ${expires} <> '' AND ${expires} <= ? ORDER BY ${expires} LIMIT ?`,
    [cutoff, limit],
  );
  const info = systemRequestInfo(superusers);
  let cleared = 0;
  for (const { id } of rows) {
    try {
      if (await clearIfStillExpired(app, users, id, cutoff, info)) cleared++;
    } catch (error) {
      app.logger.warn('could not clear an expired status', { user: id, error });
    }
  }
  return cleared;
}

/**
 * Clears one user's status in a transaction that first reads it again: a user who set a new
 * status since the list was read keeps it. Its realtime events go out once it commits.
 */
function clearIfStillExpired(
  app: App,
  users: CollectionModel,
  id: string,
  cutoff: string,
  info: RequestInfo,
): Promise<boolean> {
  const expires = app.db.dialect.quoteIdent('statusExpires');
  return app.records.transaction(async (tx) => {
    const still = await tx.get(
      `SELECT 1 AS found FROM users WHERE id = ? AND ${expires} <> '' AND ${expires} <= ?`,
      [id, cutoff],
    );
    if (!still) return false;
    await app.records.update(users, id, { data: { ...CLEARED }, files: {} }, info, { tx });
    return true;
  });
}
