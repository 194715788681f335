import type { StateEntry } from '@hearth/plugin-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { personRecord, signIn } from '@/testing/session';
import type { PluginStateRecord } from './plugin-records';
import { LOAD_BATCH_MS, openState } from './plugin-state';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

function entry(fields: Partial<PluginStateRecord>): PluginStateRecord {
  return {
    id: 'st1',
    chat: 'chat1',
    message: 'm1',
    plugin: 'plg1',
    key: 'vote',
    owner: 'me',
    value: 'pizza',
    updatedBy: 'me',
    updated: '2026-01-01 00:00:00.000Z',
    ...fields,
  };
}

const state = () => fakePb.pb.collection('plugin_state');
const loaded = () => vi.advanceTimersByTimeAsync(LOAD_BATCH_MS);

beforeEach(() => {
  vi.useFakeTimers();
  fakePb.reset();
  signIn(personRecord('me', 'Me'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('shared state', () => {
  it('loads the scopes a chat’s frames open together in one request, each with its own entries', async () => {
    state().items = [
      { ...entry({ id: 'a', message: 'm1', owner: 'me' }) },
      { ...entry({ id: 'b', message: 'm2', owner: 'bob', value: 'sushi' }) },
    ];
    const first = openState('plg1', { chat: 'chat1', message: 'm1' }, () => {});
    const second = openState('plg1', { chat: 'chat1', message: 'm2' }, () => {});
    await loaded();
    const [one, two] = await Promise.all([first.list(), second.list()]);
    expect(state().getFullList).toHaveBeenCalledTimes(1);
    const filter: unknown = vi.mocked(state().getFullList).mock.calls[0]?.[0]?.filter;
    expect(filter).toBe('plugin = "plg1" && chat = "chat1" && (message = "m1" || message = "m2")');
    expect(one.map((item) => [item.value, item.mine])).toEqual([['pizza', true]]);
    expect(two.map((item) => [item.value, item.mine])).toEqual([['sushi', false]]);
    first.close();
    second.close();
  });

  it('tells each scope about the changes others make to it, and no other scope', async () => {
    const seenA: StateEntry[][] = [];
    const seenB: StateEntry[][] = [];
    const a = openState('plg1', { chat: 'chat1', message: 'm1' }, (items) => seenA.push(items));
    const b = openState('plg1', { chat: 'chat1', message: '' }, (items) => seenB.push(items));
    await loaded();
    fakePb.emit('plugin_state/*', { action: 'create', record: entry({ owner: 'bob' }) });
    expect(seenA).toEqual([[expect.objectContaining({ key: 'vote', owner: 'bob', mine: false })]]);
    expect(seenB).toEqual([]);
    fakePb.emit('plugin_state/*', { action: 'delete', record: entry({ owner: 'bob' }) });
    expect(seenA.at(-1)).toEqual([]);
    a.close();
    b.close();
  });

  it('writes the user’s own entry, and takes its realtime echo calmly', async () => {
    const seen: StateEntry[][] = [];
    const handle = openState('plg1', { chat: 'chat1', message: 'm1' }, (items) => seen.push(items));
    await loaded();
    const saved = entry({ id: 'new1' });
    vi.mocked(state().create).mockResolvedValueOnce(saved);
    await handle.set('vote', 'pizza', true);
    expect(state().create).toHaveBeenCalledWith(
      { chat: 'chat1', message: 'm1', plugin: 'plg1', key: 'vote', owner: 'me', value: 'pizza' },
      { requestKey: null },
    );
    expect(seen).toHaveLength(1);
    fakePb.emit('plugin_state/*', { action: 'create', record: saved });
    expect(seen).toHaveLength(1);

    vi.mocked(state().update).mockResolvedValueOnce({ ...saved, value: 'sushi', updated: 'later' });
    await handle.set('vote', 'sushi', true);
    expect(state().update).toHaveBeenCalledWith('new1', { value: 'sushi' }, { requestKey: null });
    expect(seen.at(-1)?.map((item) => item.value)).toEqual(['sushi']);
    await handle.remove('vote', true);
    expect(state().delete).toHaveBeenCalledWith('new1', { requestKey: null });
    expect(seen.at(-1)).toEqual([]);
    handle.close();
  });

  it('keeps one realtime subscription for every scope, and ends it with the last', async () => {
    const a = openState('plg1', { chat: 'chat1', message: 'm1' }, () => {});
    const b = openState('plg2', { chat: 'chat2', message: '' }, () => {});
    await loaded();
    expect(state().subscribe).toHaveBeenCalledTimes(1);
    a.close();
    await Promise.resolve();
    expect(fakePb.listeners('plugin_state/*')).toBe(1);
    b.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(fakePb.listeners('plugin_state/*')).toBe(0);
  });
});
