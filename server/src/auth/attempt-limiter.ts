/** Above this many keys, expired windows are swept on the next hit. */
const SWEEP_THRESHOLD = 1000;

/** Attempts per key in fixed windows, wherever they are counted (here, or shared by processes). */
export interface AttemptCounter {
  /** Counts one attempt; resolves false when it exceeds the budget of the current window. */
  hit(key: string): Promise<boolean>;
}

/**
 * Counts attempts per key in fixed windows (PocketBase's rate limiter shape) and tells when a
 * key went over its budget. In memory and per process, like PocketBase's.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { resetAt: number; count: number }>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; returns false when it exceeds the budget of the current window. */
  hit(key: string): boolean {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(now);
      window = { resetAt: now + this.windowMs, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count <= this.maxAttempts;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
