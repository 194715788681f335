/**
 * Runs async work one at a time per key (work on different keys runs freely), so a step that
 * reads, decides and writes cannot race with itself for the same key. Idle keys are forgotten.
 */
export class KeyedSerializer {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `fn` after every earlier call with the same key has settled. */
  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(fn);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** How many keys have work queued or running. */
  get size(): number {
    return this.tails.size;
  }
}
