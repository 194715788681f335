import type { AuthCollectionModel, CollectionModel } from '@hearth/shared';
import type { Logger } from '../lib/logger.js';
import type { Settings } from '../settings/settings-model.js';
import type { Db } from '../storage/db.js';
import type { CronScheduler } from './cron-scheduler.js';
import { deleteExpiredAuthRows } from './expired-auth-cleanup.js';

/** The built-in jobs' ids and schedules, PocketBase's names. */
export const SYSTEM_JOBS = {
  dbOptimize: { id: '__pbDBOptimize__', expression: '0 0 * * *' },
  mfaCleanup: { id: '__pbMFACleanup__', expression: '0 * * * *' },
  otpCleanup: { id: '__pbOTPCleanup__', expression: '0 * * * *' },
  logsCleanup: { id: '__pbLogsCleanup__', expression: '0 */6 * * *' },
  // note: minute 2, as PocketBase offsets it from the many jobs that run at minute 0.
  rateLimitersCleanup: { id: '__pbRateLimitersCleanup__', expression: '2 * * * *' },
  // PB compat: Hearth's own job (PocketBase has no outbox), so named like Hearth's, not `__pb…`.
  outboxCleanup: { id: 'hearthOutboxCleanup', expression: '45 3 * * *' },
} as const;

/** The auto-backup job's id; scheduled only while `backups.cron` is set. */
export const AUTO_BACKUP_JOB_ID = '__pbAutoBackup__';

/** What the built-in jobs work on; the app passes its own services. */
export interface SystemJobsDeps {
  crons: CronScheduler;
  db: Db;
  logger: Logger;
  collections: { list(): readonly CollectionModel[] };
  logs: { db: Db; deleteExpired(): Promise<unknown> };
  rateLimiter: { sweep(): void };
  mailer: { pruneOutbox(): Promise<unknown> };
  backups: { createAuto(maxKeep: number): Promise<void> };
  settings: { get(): Settings; onChange(listener: (settings: Settings) => void): unknown };
}

/** Schedules the built-in jobs and keeps the auto-backup job in line with the settings. */
export function registerSystemJobs(app: SystemJobsDeps): void {
  const { crons } = app;
  const authCollections = () =>
    app.collections.list().filter((c): c is AuthCollectionModel => c.type === 'auth');
  const add = (job: { id: string; expression: string }, run: () => Promise<unknown>) =>
    crons.add(job.id, job.expression, async () => {
      await run();
    });
  add(SYSTEM_JOBS.dbOptimize, async () => {
    await app.db.optimize();
    await app.logs.db.optimize();
  });
  add(SYSTEM_JOBS.mfaCleanup, () => deleteExpiredAuthRows(app.db, 'mfas', authCollections()));
  add(SYSTEM_JOBS.otpCleanup, () => deleteExpiredAuthRows(app.db, 'otps', authCollections()));
  add(SYSTEM_JOBS.logsCleanup, () => app.logs.deleteExpired());
  add(SYSTEM_JOBS.rateLimitersCleanup, async () => app.rateLimiter.sweep());
  add(SYSTEM_JOBS.outboxCleanup, () => app.mailer.pruneOutbox());
  const scheduleAutoBackup = (settings: Settings) => {
    const { cron, cronMaxKeep } = settings.backups;
    if (cron === '') {
      crons.remove(AUTO_BACKUP_JOB_ID);
      return;
    }
    try {
      crons.add(AUTO_BACKUP_JOB_ID, cron, () => app.backups.createAuto(cronMaxKeep));
    } catch (error) {
      // note: saved settings are validated, so only a hand-edited database gets here.
      app.logger.error('invalid backups.cron; automatic backups are off', { error, cron });
      crons.remove(AUTO_BACKUP_JOB_ID);
    }
  };
  scheduleAutoBackup(app.settings.get());
  app.settings.onChange(scheduleAutoBackup);
}
