import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import type { LiveEvent, LiveSource } from './live-records';
import { applyEvent, createLiveStore } from './live-records';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

type Item = { id: string; name: string };

/** A source whose load the test settles, and whose realtime events the test sends. */
function controlledSource() {
  const loads: { resolve: (items: Item[]) => void; reject: (error: unknown) => void }[] = [];
  let push: (event: LiveEvent<Item>) => void = () => {};
  const stopListening = vi.fn(() => Promise.resolve());
  const source: LiveSource<Item> = {
    load: () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
    listen: (onEvent) => {
      push = onEvent;
      return Promise.resolve(stopListening);
    },
  };
  return { source, loads, push: (event: LiveEvent<Item>) => push(event), stopListening };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => fakePb.reset());
afterEach(flush);

describe('applyEvent', () => {
  it('adds, replaces and removes by id', () => {
    const a = { id: 'a', name: 'A' };
    const items = applyEvent([], { action: 'create', record: a });
    expect(items).toEqual([a]);
    const renamed = applyEvent(items, { action: 'update', record: { id: 'a', name: 'A2' } });
    expect(renamed).toEqual([{ id: 'a', name: 'A2' }]);
    expect(applyEvent(renamed, { action: 'delete', record: a })).toEqual([]);
  });
});

describe('createLiveStore', () => {
  it('subscribes before loading and replays what arrived during the load', async () => {
    const { source, loads, push } = controlledSource();
    const store = createLiveStore(source);
    const release = store.retain('me');
    await flush();
    expect(loads).toHaveLength(1);
    push({ action: 'create', record: { id: 'b', name: 'B' } });
    push({ action: 'delete', record: { id: 'a', name: 'A' } });
    expect(store.getState().status).toBe('loading');
    loads[0]?.resolve([{ id: 'a', name: 'A' }]);
    await flush();
    expect(store.getState()).toMatchObject({ status: 'ready', items: [{ id: 'b', name: 'B' }] });
    release();
  });

  it('applies later events at once and tells event listeners about them only', async () => {
    const { source, loads, push } = controlledSource();
    const store = createLiveStore(source);
    const heard = vi.fn();
    store.onEvent(heard);
    const release = store.retain('me');
    await flush();
    loads[0]?.resolve([]);
    await flush();
    push({ action: 'create', record: { id: 'c', name: 'C' } });
    store.apply({ action: 'create', record: { id: 'd', name: 'D' } });
    expect(store.getState().items.map((item) => item.id)).toEqual(['c', 'd']);
    expect(heard).toHaveBeenCalledTimes(1);
    release();
  });

  it('stops listening once the last holder lets go, but not on an immediate remount', async () => {
    const { source, stopListening } = controlledSource();
    const store = createLiveStore(source);
    store.retain('me')();
    const again = store.retain('me');
    await flush();
    expect(stopListening).not.toHaveBeenCalled();
    again();
    await flush();
    expect(stopListening).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ owner: null, items: [] });
  });

  it('starts over for another user', async () => {
    const { source, loads } = controlledSource();
    const store = createLiveStore(source);
    const first = store.retain('ann');
    await flush();
    loads[0]?.resolve([{ id: 'a', name: "Ann's" }]);
    await flush();
    const second = store.retain('bob');
    expect(store.getState()).toMatchObject({ owner: 'bob', status: 'loading', items: [] });
    await flush();
    loads[0]?.resolve([{ id: 'late', name: 'from the old load' }]);
    loads[1]?.resolve([{ id: 'b', name: "Bob's" }]);
    await flush();
    expect(store.getState().items).toEqual([{ id: 'b', name: "Bob's" }]);
    first();
    second();
  });

  it('reloads when the realtime connection comes back, not when it first opens', async () => {
    fakePb.pb.realtime.isConnected = false;
    const { source, loads } = controlledSource();
    const store = createLiveStore(source);
    const release = store.retain('me');
    await flush();
    loads[0]?.resolve([]);
    fakePb.emit('PB_CONNECT', { clientId: 'client-1' });
    await flush();
    expect(loads).toHaveLength(1);
    fakePb.emit('PB_CONNECT', { clientId: 'client-2' });
    await flush();
    expect(loads).toHaveLength(2);
    release();
  });

  it('reports a failed load, and loads again on reload', async () => {
    const { source, loads } = controlledSource();
    const store = createLiveStore(source);
    const release = store.retain('me');
    await flush();
    loads[0]?.reject(new Error('offline'));
    await flush();
    expect(store.getState()).toMatchObject({ status: 'failed' });
    store.reload();
    expect(store.getState().status).toBe('loading');
    loads[1]?.resolve([{ id: 'a', name: 'A' }]);
    await flush();
    expect(store.getState()).toMatchObject({ status: 'ready', items: [{ id: 'a', name: 'A' }] });
    release();
  });
});
