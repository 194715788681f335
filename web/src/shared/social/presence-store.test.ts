import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { isPresence, presenceSnapshot, SNAPSHOT_BATCH, watchPresence } from './presence-store';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const online = (user: string) => ({ user, state: 'online', lastSeen: '' });

/** The ids of each snapshot request. */
function snapshotCalls(): unknown[] {
  return fakePb.pb.send.mock.calls
    .filter(([path]) => path === '/api/hearth/presence/snapshot')
    .map(([, options]) => (options as { body: { ids: unknown } }).body.ids); // note: SendOptions.
}

beforeEach(() => {
  fakePb.reset();
  fakePb.pb.send.mockImplementation((_path, options) => {
    const { ids } = (options as { body: { ids: string[] } }).body; // note: SendOptions.
    return Promise.resolve({ items: ids.filter((id) => id !== 'hidden').map(online) });
  });
});
afterEach(flush);

describe('isPresence', () => {
  it('accepts presences and nothing else', () => {
    expect(isPresence({ user: 'a', state: 'idle', lastSeen: '' })).toBe(true);
    expect(isPresence({ user: 'a', state: 'away', lastSeen: '' })).toBe(false);
    expect(isPresence({ user: 'a' })).toBe(false);
    expect(isPresence(null)).toBe(false);
  });
});

describe('watchPresence', () => {
  it('asks once for everything watched together, and marks what it may not see', async () => {
    const releases = [watchPresence('me', ['a', 'b']), watchPresence('me', ['b', 'hidden'])];
    await flush();
    expect(snapshotCalls()).toEqual([['a', 'b', 'hidden']]);
    expect(presenceSnapshot().get('a')).toEqual(online('a'));
    expect(presenceSnapshot().get('hidden')).toBeNull();
    releases.forEach((release) => release());
  });

  it('asks in batches of at most 200 ids', async () => {
    const ids = Array.from({ length: SNAPSHOT_BATCH + 5 }, (_, index) => `u${index}`);
    const release = watchPresence('me', ids);
    await flush();
    expect(snapshotCalls().map((batch) => (batch as string[]).length)).toEqual([SNAPSHOT_BATCH, 5]);
    release();
  });

  it('follows the hearth/presence topic for watched people only', async () => {
    const release = watchPresence('me', ['a']);
    await flush();
    fakePb.emit('hearth/presence', {
      user: 'a',
      state: 'offline',
      lastSeen: '2026-01-01 10:00:00.000Z',
    });
    fakePb.emit('hearth/presence', online('stranger'));
    fakePb.emit('hearth/presence', { user: 'a', state: 'nonsense' });
    expect(presenceSnapshot().get('a')).toMatchObject({ state: 'offline' });
    expect(presenceSnapshot().has('stranger')).toBe(false);
    release();
  });

  it('forgets people no longer watched and closes the topic', async () => {
    const release = watchPresence('me', ['a']);
    await flush();
    expect(fakePb.listeners('hearth/presence')).toBe(1);
    release();
    await flush();
    expect(presenceSnapshot().has('a')).toBe(false);
    expect(fakePb.listeners('hearth/presence')).toBe(0);
  });

  it('asks again for everyone watched after a reconnection', async () => {
    const release = watchPresence('me', ['a', 'b']);
    await flush();
    fakePb.emit('PB_CONNECT', { clientId: 'client-2' });
    await flush();
    expect(snapshotCalls()).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    release();
  });
});
