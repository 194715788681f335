/**
 * A first-come, first-served async mutex. Engines with one writer (SQLite) use it so that a
 * transaction spanning several `await`s never interleaves with another writer.
 */
export class WriteLock {
  private tail: Promise<void> = Promise.resolve();

  /** Runs `fn` once every earlier holder has finished; the lock is released when it settles. */
  runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn);
    this.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }
}
