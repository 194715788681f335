// Memory figures of the current process after a full garbage collection (run node with
// --expose-gc; without it the figures include garbage and are only indicative).
export function memorySnapshot() {
  for (let i = 0; i < 3; i++) globalThis.gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external, gc: typeof globalThis.gc === 'function' };
}
