import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeProbe, waitUntil } from '../../../test/realtime-probe.js';
import { befriend, people, type Person } from '../../../test/social-kit.js';
import { presencesIn, watchPresence } from '../../../test/presence-kit.js';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { PRESENCE_TOPIC, type Presence } from './presence-model.js';
import { DEFAULT_PRESENCE_OPTIONS, presenceOptionsFromEnv } from './presence-options.js';
import type { PresenceService } from './presence-service.js';
import { presenceOf } from './setup-presence.js';

/**
 * The far side of the grace period, with `PRESENCE_GRACE_SECONDS` shortened: a user whose last
 * connection went is offline once it ends, and `lastSeen` is written then, once.
 */

let server: TestServer;
let presence: PresenceService;

beforeAll(async () => {
  const previous = process.env['PRESENCE_GRACE_SECONDS'];
  process.env['PRESENCE_GRACE_SECONDS'] = '0.2';
  try {
    server = await startTestServer();
  } finally {
    if (previous === undefined) delete process.env['PRESENCE_GRACE_SECONDS'];
    else process.env['PRESENCE_GRACE_SECONDS'] = previous;
  }
  const service = presenceOf(server.app);
  if (!service) throw new Error('presence is not set up');
  presence = service;
});
afterAll(() => server.close());

function watch(p: Person): Promise<RealtimeProbe> {
  return watchPresence(server, presence, p.pb);
}

/** Drains `probe` until it heard `count` events about `user` (a hang guard bounds it). */
async function hear(probe: RealtimeProbe, user: Person, count: number): Promise<Presence[]> {
  const items: Presence[] = [];
  const deadline = Date.now() + 10_000;
  while (items.length < count) {
    if (Date.now() > deadline) throw new Error(`heard only ${JSON.stringify(items)}`);
    await presence.settled();
    items.push(...presencesIn(await probe.drain(), user.id));
  }
  return items;
}

const storedLastSeen = async (p: Person) =>
  (
    await server.app.db.get<{ lastSeen: string }>('SELECT `lastSeen` FROM users WHERE id = ?', [
      p.id,
    ])
  )?.lastSeen;

const choose = (pb: PocketBase, mode: string) =>
  pb.send('/api/hearth/presence/me', { method: 'PUT', body: { mode } });

describe('going offline', () => {
  it('happens once the grace period ends, and writes last seen exactly once', async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    const bobTab = await watch(bob);
    await watch(alice);
    expect(await hear(bobTab, alice, 1)).toMatchObject([{ state: 'online', lastSeen: '' }]);
    const writes = presence.stats().lastSeenWrites;
    const leftAfter = Date.now();
    await alice.pb.realtime.unsubscribe();
    const [offline] = await hear(bobTab, alice, 1);
    expect(offline?.state).toBe('offline');
    const lastSeen = offline?.lastSeen ?? '';
    expect(Date.parse(lastSeen)).toBeGreaterThanOrEqual(leftAfter - 1);
    expect(await storedLastSeen(alice)).toBe(lastSeen);
    expect(presence.stats().lastSeenWrites).toBe(writes + 1);
    const { items } = await bob.pb.send<{ items: Presence[] }>('/api/hearth/presence/snapshot', {
      method: 'POST',
      body: { ids: [alice.id] },
    });
    expect(items).toEqual([offline]);
    await waitUntil(() => !presence.follows(alice.id));
    expect(presence.stats().lastSeenWrites).toBe(writes + 1);
    // Back online, then gone again: one more write, for the second time offline.
    await watch(alice);
    expect(await hear(bobTab, alice, 1)).toEqual([{ user: alice.id, state: 'online', lastSeen }]);
    await alice.pb.realtime.unsubscribe();
    expect(await hear(bobTab, alice, 1)).toMatchObject([{ state: 'offline' }]);
    expect(presence.stats().lastSeenWrites).toBe(writes + 2);
  });

  it('keeps an invisible user last seen when they went invisible', async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    const bobTab = await watch(bob);
    await watch(alice);
    await hear(bobTab, alice, 1);
    await choose(alice.pb, 'invisible');
    const [invisible] = await hear(bobTab, alice, 1);
    expect(invisible?.state).toBe('offline');
    const writes = presence.stats().lastSeenWrites;
    await alice.pb.realtime.unsubscribe();
    await waitUntil(() => presence.stats().lastSeenWrites === writes + 1);
    expect(await storedLastSeen(alice)).toBe(invisible?.lastSeen);
    await waitUntil(() => !presence.coalescing(alice.id));
    expect(presencesIn(await bobTab.drain(), alice.id)).toEqual([]);
    // Invisible from start to end: nothing to write.
    await watch(alice);
    await alice.pb.realtime.unsubscribe();
    await waitUntil(() => !presence.follows(alice.id));
    expect(presence.stats().lastSeenWrites).toBe(writes + 1);
    expect(presencesIn(await bobTab.drain(), alice.id)).toEqual([]);
  });
});

describe('closing the app', () => {
  it('writes who was online, and the mode they chose, once as the app closes', async () => {
    const other = await startTestServer();
    const service = presenceOf(other.app);
    const alice = await other.user('closing@example.com');
    const probe = await RealtimeProbe.open(other, alice.pb);
    await probe.subscribe(PRESENCE_TOPIC);
    await service?.settled();
    await alice.pb.send('/api/hearth/presence/me', { method: 'PUT', body: { mode: 'dnd' } });
    await alice.pb.realtime.unsubscribe();
    await waitUntil(() => service?.connectionsOf(alice.id) === 0);
    expect(service?.stats()).toMatchObject({ users: 1, dbWrites: 0 }); // within its grace period
    await other.close();
    expect(service?.stats()).toMatchObject({ users: 0, lastSeenWrites: 1, dbWrites: 1 });
  });
});

describe('presenceOptionsFromEnv', () => {
  it('reads PRESENCE_GRACE_SECONDS, 30 by default, and refuses a value that is not one', () => {
    expect(presenceOptionsFromEnv({})).toEqual(DEFAULT_PRESENCE_OPTIONS);
    expect(DEFAULT_PRESENCE_OPTIONS.graceMs).toBe(30_000);
    expect(presenceOptionsFromEnv({ PRESENCE_GRACE_SECONDS: '0.25' }).graceMs).toBe(250);
    expect(presenceOptionsFromEnv({ PRESENCE_GRACE_SECONDS: '' }).graceMs).toBe(30_000);
    expect(() => presenceOptionsFromEnv({ PRESENCE_GRACE_SECONDS: 'soon' })).toThrow(
      /PRESENCE_GRACE_SECONDS/,
    );
    expect(() => presenceOptionsFromEnv({ PRESENCE_GRACE_SECONDS: '-1' })).toThrow();
  });
});
