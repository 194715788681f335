import { AttemptLimiter } from '../auth/attempt-limiter.js';
import { ResendGuard } from '../auth/resend-guard.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Coordination } from './coordination.js';
import { SINGLE_PROCESS_PRESENCE } from './presence-connections.js';

/** The coordination of a single server process: everything in memory, as PocketBase keeps it. */
export class MemoryCoordination implements Coordination {
  /** The limiter itself, for tests that read how many windows it holds. */
  readonly rateLimiter: RateLimiter;

  constructor(now: () => number = Date.now) {
    const limiter = new RateLimiter(now);
    this.rateLimiter = limiter;
    this.rateLimits = {
      consume: (key, client, maxRequests, durationSeconds) =>
        Promise.resolve(limiter.consume(key, client, maxRequests, durationSeconds)),
      sweep: () => Promise.resolve(limiter.sweep()),
      reset: () => Promise.resolve(limiter.reset()),
    };
  }

  readonly rateLimits: Coordination['rateLimits'];
  readonly presence = SINGLE_PROCESS_PRESENCE;

  attemptCounter(
    _name: string,
    maxAttempts: number,
    windowMs: number,
  ): ReturnType<Coordination['attemptCounter']> {
    const limiter = new AttemptLimiter(maxAttempts, windowMs);
    return { hit: (key) => Promise.resolve(limiter.hit(key)) };
  }

  resendGuard(_name: string, intervalMs: number): ReturnType<Coordination['resendGuard']> {
    const guard = new ResendGuard(intervalMs);
    return {
      tryReserve: (key) => Promise.resolve(guard.tryReserve(key)),
      release: (key) => Promise.resolve(guard.release(key)),
    };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
