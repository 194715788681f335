import { describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.js';
import type { BusMessage } from '../realtime/bus/bus.js';
import { InProcessBus } from '../realtime/bus/in-process-bus.js';
import { syncCaches } from './cache-sync.js';

/** A cache over a shared "database": `reload` reads it, `change` writes it and reloads. */
function fakeCache(database: { value: string }) {
  let held = database.value;
  const listeners: (() => void)[] = [];
  let reloads = 0;
  return {
    list: () => [held],
    get: () => ({ held }),
    reload: () => {
      reloads++;
      held = database.value;
      for (const listener of listeners) listener();
      return Promise.resolve();
    },
    onChange: (listener: () => void) => listeners.push(listener),
    held: () => held,
    reloads: () => reloads,
  };
}

/** A process: its two caches, over the same bus as the others. */
function process(bus: InProcessBus, database: { value: string }, settings: { value: string }) {
  const collections = fakeCache(database);
  const settingsCache = fakeCache(settings);
  syncCaches({ bus, collections, settings: settingsCache, logger: silentLogger });
  return { collections, settings: settingsCache };
}

describe('syncCaches', () => {
  it('reloads the other processes once, without echoes', async () => {
    const bus = new InProcessBus();
    const sent: BusMessage[] = [];
    bus.subscribe((message) => sent.push(message));
    const collections = { value: 'v1' };
    const settings = { value: 's1' };
    const [a, b, c] = [1, 2, 3].map(() => process(bus, collections, settings));
    collections.value = 'v2';
    await a?.collections.reload();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([b?.collections.held(), c?.collections.held()]).toEqual(['v2', 'v2']);
    expect(sent.filter((m) => m.type === 'changed')).toHaveLength(1);
    expect([b?.collections.reloads(), c?.collections.reloads()]).toEqual([1, 1]);
    expect(b?.settings.reloads()).toBe(0);
  });

  it('announces a change back to a value heard before', async () => {
    const bus = new InProcessBus();
    const settings = { value: 's1' };
    const [a, b] = [1, 2].map(() => process(bus, { value: 'v' }, settings));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
    settings.value = 's2';
    await a?.settings.reload();
    await settle();
    settings.value = 's1';
    await a?.settings.reload();
    await settle();
    expect(b?.settings.held()).toBe('s1');
    // b changes it to what it heard from a before: a must still hear of it.
    settings.value = 's2';
    await b?.settings.reload();
    await settle();
    expect(a?.settings.held()).toBe('s2');
  });
});
