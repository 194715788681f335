import type { AuthCollectionModel } from '@hearth/shared';
import { formatDate } from '../lib/dates.js';
import type { AccountFlowDeps } from './account-flow-deps.js';
import { MFAS, OTPS } from './auth-records-query.js';

/** Rows deleted per collection and run, so one run stays short; the next run continues. */
const BATCH_LIMIT = 1000;

type Deps = Pick<AccountFlowDeps, 'db' | 'collections' | 'system' | 'logger'>;

/**
 * Deletes the OTPs that outlived their collection's `otp.duration` (PocketBase's hourly
 * `__pbOTPCleanup__` job). Returns how many were deleted. For the crons module to schedule.
 */
export function deleteExpiredOtps(deps: Deps): Promise<number> {
  return deleteExpired(deps, OTPS, (collection) => collection.otp.duration);
}

/**
 * Deletes the MFA sessions that outlived their collection's `mfa.duration` (PocketBase's
 * hourly `__pbMFACleanup__` job). Returns how many were deleted.
 */
export function deleteExpiredMfas(deps: Deps): Promise<number> {
  return deleteExpired(deps, MFAS, (collection) => collection.mfa.duration);
}

async function deleteExpired(
  deps: Deps,
  target: string,
  durationOf: (collection: AuthCollectionModel) => number,
): Promise<number> {
  const id = (name: string) => deps.db.dialect.quoteIdent(name);
  let deleted = 0;
  for (const collection of deps.collections.list()) {
    if (collection.type !== 'auth') continue;
    const seconds = durationOf(collection);
    if (!Number.isFinite(seconds) || seconds <= 0) continue;
    const cutoff = formatDate(new Date(Date.now() - seconds * 1000));
    const rows = await deps.db.all<{ id: string }>(
      `SELECT ${id('id')} FROM ${id(target)} WHERE ${id('collectionRef')} = ? AND ${id('created')} < ? LIMIT ?`,
      [collection.id, cutoff, BATCH_LIMIT],
    );
    for (const row of rows) {
      await deps.system.delete(target, row.id).then(
        () => deleted++,
        (error: unknown) =>
          deps.logger.warn('failed to delete an expired record', { error, target }),
      );
    }
  }
  return deleted;
}
