/**
 * Spaces out what a frame sends so that no second holds more than `limit` sends: the app refuses
 * calls beyond `BRIDGE_LIMITS.callsPerSecond`, so a burst (a user ticking ten items at once) waits
 * a moment instead of failing.
 */
export class CallPacer {
  private readonly sentAt: number[] = [];
  private readonly queue: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 1000,
  ) {}

  /** Runs `send` now if the last second allows one more, else as soon as it does, in order. */
  schedule(send: () => void): void {
    this.queue.push(send);
    this.drain();
  }

  /** Drops everything still waiting. */
  clear(): void {
    this.queue.length = 0;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private drain(): void {
    if (this.timer !== undefined) return;
    while (this.queue.length > 0) {
      const now = Date.now();
      while (this.sentAt.length > 0 && now - (this.sentAt[0] ?? now) >= this.windowMs) {
        this.sentAt.shift();
      }
      if (this.sentAt.length >= this.limit) {
        const wait = this.windowMs - (now - (this.sentAt[0] ?? now));
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.drain();
        }, wait);
        return;
      }
      this.sentAt.push(now);
      this.queue.shift()?.();
    }
  }
}
