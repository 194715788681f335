import { describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.js';
import { newLogEntry, type LogEntry, type LogStore } from './log-store.js';
import { LOG_BATCH_SIZE, LogWriter, MAX_PENDING_LOGS } from './log-writer.js';

/** A store that records the batches it is given (and can be made to hang or fail). */
function fakeStore(behaviour: { hang?: Promise<void>; fail?: boolean } = {}) {
  const batches: LogEntry[][] = [];
  const store = {
    insertMany: async (entries: readonly LogEntry[]) => {
      await behaviour.hang;
      if (behaviour.fail) throw new Error('disk full');
      batches.push([...entries]);
    },
  };
  // note: the writer only calls insertMany; the cast narrows the store to what it uses.
  return { store: store as unknown as LogStore, batches };
}

describe('LogWriter', () => {
  it('writes a full batch at once and the rest on flush, in order', async () => {
    const { store, batches } = fakeStore();
    const writer = new LogWriter(store, silentLogger);
    for (let i = 0; i < LOG_BATCH_SIZE + 3; i++) writer.add(newLogEntry(0, `m${i}`, {}));
    await writer.flush();
    expect(batches.map((batch) => batch.length)).toEqual([LOG_BATCH_SIZE, 3]);
    expect(batches.flat().map((entry) => entry.message)[LOG_BATCH_SIZE]).toBe(`m${LOG_BATCH_SIZE}`);
    await writer.close();
  });

  it('bounds what it holds while the store is stuck', async () => {
    let unblock: () => void = () => undefined;
    const hang = new Promise<void>((resolve) => (unblock = resolve));
    const { store, batches } = fakeStore({ hang });
    const warnings: unknown[] = [];
    const writer = new LogWriter(store, {
      ...silentLogger,
      warn: (_message, details) => warnings.push(details),
    });
    for (let i = 0; i < MAX_PENDING_LOGS * 3; i++) writer.add(newLogEntry(0, 'x', {}));
    unblock();
    await writer.close();
    expect(batches.flat().length).toBeLessThanOrEqual(MAX_PENDING_LOGS + LOG_BATCH_SIZE);
    // One report of the drop, not one per batch.
    expect(warnings).toEqual([{ dropped: expect.any(Number) }]);
    writer.add(newLogEntry(0, 'after close', {}));
    await writer.flush();
    expect(batches.flat().some((entry) => entry.message === 'after close')).toBe(false);
  });

  it('survives a failing store', async () => {
    const { store } = fakeStore({ fail: true });
    const writer = new LogWriter(store, silentLogger);
    writer.add(newLogEntry(8, 'x', {}));
    await expect(writer.flush()).resolves.toBeUndefined();
    await writer.close();
  });
});
