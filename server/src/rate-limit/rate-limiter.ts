/** Windows kept at most; beyond it the least recently used is evicted. */
export const MAX_RATE_LIMIT_WINDOWS = 100_000;
/** An idle window is forgotten this long after its rule's duration has passed (PocketBase: 30 min). */
export const IDLE_WINDOW_GRACE_MS = 30 * 60 * 1000;

/**
 * PocketBase's fixed windows wherever they are kept: in this process (`RateLimiter`), or shared
 * by every process of a deployment (`cluster/`).
 */
export interface RateLimitWindows {
  /** Counts one request of `client` against `key`; resolves false when the window is spent. */
  consume(
    key: string,
    client: string,
    maxRequests: number,
    durationSeconds: number,
  ): Promise<boolean>;
  /** Forgets windows idle for longer than their duration plus the grace period. */
  sweep(): Promise<void>;
  /** Forgets every window (after the rules change, as PocketBase resets its limiters). */
  reset(): Promise<void>;
}

interface FixedWindow {
  available: number;
  lastConsumed: number;
  durationMs: number;
}

/**
 * Fixed-window counters per (limiter key, client), PocketBase's `fixedWindow`: a client gets
 * `maxRequests` per window, and a new window starts once `duration` has passed since the last
 * allowed request. Memory is bounded: windows live in one map in least-recently-used order, the
 * oldest is evicted past `MAX_RATE_LIMIT_WINDOWS`, and `sweep()` drops idle ones.
 */
export class RateLimiter {
  private readonly windows = new Map<string, FixedWindow>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxWindows: number = MAX_RATE_LIMIT_WINDOWS,
  ) {}

  /** Counts one request of `client` against `key`; returns false when the window is spent. */
  consume(key: string, client: string, maxRequests: number, durationSeconds: number): boolean {
    const id = `${key}\u0000${client}`;
    const now = this.now();
    const durationMs = durationSeconds * 1000;
    let window = this.windows.get(id);
    if (window) {
      this.windows.delete(id);
    } else {
      window = { available: maxRequests, lastConsumed: 0, durationMs };
    }
    this.windows.set(id, window);
    this.evictOverflow();
    if (now - window.lastConsumed >= durationMs) window.available = maxRequests;
    if (window.available <= 0) return false;
    window.available--;
    window.lastConsumed = now;
    return true;
  }

  /** Forgets windows idle for longer than their duration plus the grace period. */
  sweep(): void {
    const now = this.now();
    for (const [id, window] of this.windows) {
      if (now - window.lastConsumed > window.durationMs + IDLE_WINDOW_GRACE_MS) {
        this.windows.delete(id);
      }
    }
  }

  /** Forgets every window (after the rules change, as PocketBase resets its limiters). */
  reset(): void {
    this.windows.clear();
  }

  /** How many windows are held. */
  get size(): number {
    return this.windows.size;
  }

  private evictOverflow(): void {
    while (this.windows.size > this.maxWindows) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) return;
      this.windows.delete(oldest);
    }
  }
}
