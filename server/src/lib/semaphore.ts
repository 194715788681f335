/** Thrown when no slot frees up within the wait a caller allowed. */
export class SemaphoreTimeoutError extends Error {
  constructor(waitedMs: number) {
    super(`no free slot within ${waitedMs} ms`);
    this.name = 'SemaphoreTimeoutError';
  }
}

/**
 * Lets at most `limit` pieces of work run at once; the rest wait in arrival order. Bounds
 * CPU-heavy work (thumbnails) so a burst of requests cannot take the whole machine.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`invalid semaphore limit: ${limit}`);
  }

  /**
   * Runs `work` once a slot is free. With `maxWaitMs`, gives up waiting after that long and
   * rejects with `SemaphoreTimeoutError` (the work never starts).
   */
  async run<T>(work: () => Promise<T>, maxWaitMs?: number): Promise<T> {
    await this.acquire(maxWaitMs);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** How many runs hold a slot now. */
  get running(): number {
    return this.active;
  }

  private acquire(maxWaitMs?: number): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      const timer =
        maxWaitMs === undefined
          ? undefined
          : setTimeout(() => {
              const index = this.waiting.indexOf(grant);
              if (index >= 0) this.waiting.splice(index, 1);
              reject(new SemaphoreTimeoutError(maxWaitMs));
            }, maxWaitMs);
      this.waiting.push(grant);
    });
  }

  private release(): void {
    // The slot passes straight to the next waiter, so `active` stays the same.
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
