/**
 * Shares one run of concurrent work per key: while a run for a key is in flight, later callers
 * get its result instead of starting their own (thumbnail generation, like Go's singleflight).
 * Once the run settles the key is free again.
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  /** Runs `work` for `key`, or joins the run already in flight for it. */
  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running;
    // note: `then` so that a synchronous throw in `work` also lands in the shared promise.
    const started = Promise.resolve()
      .then(work)
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  /** How many keys have a run in flight. */
  get size(): number {
    return this.inFlight.size;
  }
}
