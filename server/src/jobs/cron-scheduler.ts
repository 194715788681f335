import { Cron } from 'croner';
import type { Logger } from '../lib/logger.js';

/** A scheduled job as the crons API lists it. */
export interface CronJobInfo {
  id: string;
  expression: string;
}

interface ScheduledJob {
  id: string;
  expression: string;
  run: () => Promise<void>;
  timer: Cron;
  running: Promise<void> | null;
}

/** The prefix of the built-in jobs, which the crons API lists last. */
export const SYSTEM_JOB_PREFIX = '__pb';

/**
 * Runs jobs on cron expressions (UTC), PocketBase's `app.Cron()`: jobs are added, replaced and
 * removed by id; a job never overlaps itself; a failing job is logged and keeps its schedule.
 * `stop()` ends every timer, so a closed app leaves nothing behind.
 */
export class CronScheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private stopped = false;

  constructor(private readonly logger: Logger) {}

  /** Schedules `run` under `id`, replacing a job with the same id; throws on a bad expression. */
  add(id: string, expression: string, run: () => Promise<void>): void {
    if (this.stopped) return;
    // note: unref'd, so a forgotten stop() never keeps a process alive.
    const timer = new Cron(expression, { timezone: 'UTC', paused: true, unref: true });
    this.remove(id);
    const job: ScheduledJob = { id, expression, run, timer, running: null };
    this.jobs.set(id, job);
    timer.schedule(() => void this.runJob(job));
    timer.resume();
  }

  /** Unschedules a job; unknown ids are fine. */
  remove(id: string): void {
    this.jobs.get(id)?.timer.stop();
    this.jobs.delete(id);
  }

  /** Every job: app jobs by id first, then the built-in ones in the order they were added. */
  list(): CronJobInfo[] {
    const all = [...this.jobs.values()].map(({ id, expression }) => ({ id, expression }));
    const app = all.filter((job) => !job.id.startsWith(SYSTEM_JOB_PREFIX));
    const system = all.filter((job) => job.id.startsWith(SYSTEM_JOB_PREFIX));
    return [...app.sort((a, b) => a.id.localeCompare(b.id)), ...system];
  }

  /** Tells whether a job with this id is scheduled. */
  has(id: string): boolean {
    return this.jobs.has(id);
  }

  /**
   * Runs a job now, outside its schedule; resolves when it finishes (the crons API does not
   * wait). Returns `false` for an unknown id.
   */
  runNow(id: string): Promise<boolean> {
    const job = this.jobs.get(id);
    if (!job) return Promise.resolve(false);
    return this.runJob(job).then(() => true);
  }

  /** Stops every timer and waits for running jobs to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    const running = [...this.jobs.values()].map((job) => job.running);
    for (const job of this.jobs.values()) job.timer.stop();
    this.jobs.clear();
    await Promise.all(running);
  }

  private runJob(job: ScheduledJob): Promise<void> {
    // note: a run that is still going is joined, not started twice (croner's `protect`).
    job.running ??= job
      .run()
      .catch((error: unknown) => this.logger.error(`cron job ${job.id} failed`, { error }))
      .finally(() => {
        job.running = null;
      });
    return job.running;
  }
}
