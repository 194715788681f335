/** How long a verification or password reset mail suppresses the next one (PocketBase: 2 min). */
export const RESEND_INTERVAL_MS = 2 * 60_000;
/** Above this many keys, expired ones are swept on the next reservation. */
const SWEEP_THRESHOLD = 1000;

/** Reservations of recently mailed records, wherever they are kept (here, or shared by processes). */
export interface ResendReservations {
  /** Reserves `key` for the interval; resolves false when it is still reserved. */
  tryReserve(key: string): Promise<boolean>;
  /** Forgets `key`; never rejects (a failure is logged), so callers may fire and forget it. */
  release(key: string): Promise<void>;
}

/**
 * Remembers recently mailed records so that repeated requests do not flood an inbox. Kept in
 * memory, like PocketBase's app store: a restart forgets it. No timers, so nothing keeps the
 * process alive; expired keys are dropped lazily.
 */
export class ResendGuard {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly intervalMs: number = RESEND_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Reserves `key` for the interval; returns false when it is still reserved (a mail went out
   * recently), in which case the caller sends nothing.
   */
  tryReserve(key: string): boolean {
    const now = this.now();
    const until = this.until.get(key);
    if (until !== undefined && until > now) return false;
    if (this.until.size >= SWEEP_THRESHOLD) this.sweep(now);
    this.until.set(key, now + this.intervalMs);
    return true;
  }

  /** Forgets `key` (the mail failed, or the flow it guarded completed). */
  release(key: string): void {
    this.until.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, until] of this.until) if (until <= now) this.until.delete(key);
  }
}
