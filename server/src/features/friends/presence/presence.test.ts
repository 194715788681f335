import type { PresenceMode, PresenceState } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitUntil, type RealtimeProbe } from '../../../test/realtime-probe.js';
import { failure } from '../../../test/sdk-outcome.js';
import { befriend, block, people, type Person } from '../../../test/social-kit.js';
import { presencesIn, watchPresence } from '../../../test/presence-kit.js';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { followSocialChanges } from './presence-hooks.js';
import type { Presence } from './presence-model.js';
import type { PresenceService } from './presence-service.js';
import { presenceOf } from './setup-presence.js';

/**
 * Presence through the SDK (docs/social-data-model.md, "Presence"): who sees what in a snapshot,
 * who hears live changes, coalescing, idleness per tab, the grace period on the near side
 * (a reload sends nothing) and the database left alone. The default grace period (30 s) is far
 * longer than any of these tests; `presence-grace.test.ts` shortens it to see users go offline.
 */

let server: TestServer;
let presence: PresenceService;

beforeAll(async () => {
  server = await startTestServer();
  const service = presenceOf(server.app);
  if (!service) throw new Error('presence is not set up');
  presence = service;
});
afterAll(() => server.close());

const snapshot = (pb: PocketBase, ids: unknown) =>
  pb.send<{ items: Presence[] }>('/api/hearth/presence/snapshot', {
    method: 'POST',
    body: { ids },
  });
const mine = (pb: PocketBase) =>
  pb.send<{ mode: PresenceMode; state: PresenceState }>('/api/hearth/presence/me', {
    method: 'GET',
  });
const choose = (pb: PocketBase, mode: unknown) =>
  pb.send<{ mode: PresenceMode; state: PresenceState }>('/api/hearth/presence/me', {
    method: 'PUT',
    body: { mode },
  });
const activity = (pb: PocketBase, idle: unknown, clientId: unknown = pb.realtime.clientId) =>
  pb.send('/api/hearth/presence/activity', { method: 'POST', body: { clientId, idle } });

/** What `viewer` sees of `subject` in a snapshot: their state, or null when left out. */
async function seen(viewer: Person, subject: Person): Promise<PresenceState | null> {
  const { items } = await snapshot(viewer.pb, [subject.id]);
  return items.find((item) => item.user === subject.id)?.state ?? null;
}

/** Opens a tab for `p` that listens to presence; `p` is online once it resolves. */
function watch(p: Person, pb: PocketBase = p.pb): Promise<RealtimeProbe> {
  return watchPresence(server, presence, pb);
}

/** A second tab (its own SDK client and realtime connection) signed in as `p`. */
function secondTab(p: Person): PocketBase {
  const tab = server.client();
  tab.authStore.save(p.pb.authStore.token, p.pb.authStore.record);
  return tab;
}

/** Everything `probe` has heard about `user` since its last drain. */
async function heard(probe: RealtimeProbe, user: Person): Promise<Presence[]> {
  await presence.settled();
  return presencesIn(await probe.drain(), user.id);
}

/** Drains `probe` until what it heard about `user` satisfies `done` (a hang guard bounds it). */
async function hearUntil(
  probe: RealtimeProbe,
  user: Person,
  done: (items: readonly Presence[]) => boolean,
): Promise<Presence[]> {
  const items: Presence[] = [];
  const deadline = Date.now() + 10_000;
  while (!done(items)) {
    if (Date.now() > deadline) throw new Error(`never heard enough: ${JSON.stringify(items)}`);
    items.push(...(await heard(probe, user)));
  }
  return items;
}

const states = (items: readonly Presence[]) => items.map((item) => item.state);

describe('the presence snapshot', () => {
  it('shows a friend online, idle, dnd and offline, with the last seen stored', async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    expect((await snapshot(bob.pb, [alice.id])).items).toEqual([
      { user: alice.id, state: 'offline', lastSeen: '' },
    ]);
    const lastSeen = '2024-05-06 07:08:09.123Z';
    await server.app.db.run('UPDATE users SET `lastSeen` = ? WHERE id = ?', [lastSeen, alice.id]);
    expect((await snapshot(bob.pb, [alice.id])).items).toEqual([
      { user: alice.id, state: 'offline', lastSeen },
    ]);
    await watch(alice);
    expect(await seen(bob, alice)).toBe('online');
    await activity(alice.pb, true);
    expect(await seen(bob, alice)).toBe('idle');
    await choose(alice.pb, 'dnd');
    expect(await seen(bob, alice)).toBe('dnd');
    expect(await mine(alice.pb)).toEqual({ mode: 'dnd', state: 'dnd' });
    await choose(alice.pb, 'online');
    expect(await seen(bob, alice)).toBe('idle');
    await activity(alice.pb, false);
    expect(await seen(bob, alice)).toBe('online');
  });

  it('shows nothing to a stranger, to either side of a block, or to a guest', async () => {
    const { alice, bob, stranger, blocked, blocker } = await people(server, [
      'alice',
      'bob',
      'stranger',
      'blocked',
      'blocker',
    ]);
    await befriend(alice, bob);
    await block(alice, blocked);
    await block(blocker, alice);
    await watch(alice);
    const ids = [alice.id];
    expect(await seen(bob, alice)).toBe('online');
    expect((await snapshot(stranger.pb, ids)).items).toEqual([]);
    expect((await snapshot(blocked.pb, ids)).items).toEqual([]);
    expect((await snapshot(blocker.pb, ids)).items).toEqual([]);
    expect((await failure(snapshot(server.client(), ids))).status).toBe(401);
    // `everyone` opens it to strangers, never across a block.
    await alice.pb.collection('users').update(alice.id, { presenceVisibility: 'everyone' });
    expect(await seen(stranger, alice)).toBe('online');
    expect((await snapshot(blocked.pb, ids)).items).toEqual([]);
    expect((await snapshot(blocker.pb, ids)).items).toEqual([]);
  });

  it("hides presence from friends too under 'nobody', but never from the user", async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    await alice.pb.collection('users').update(alice.id, { presenceVisibility: 'nobody' });
    await watch(alice);
    expect((await snapshot(bob.pb, [alice.id])).items).toEqual([]);
    expect(await seen(alice, alice)).toBe('online');
    await alice.pb.collection('users').update(alice.id, { presenceVisibility: 'friends' });
    expect(await seen(bob, alice)).toBe('online');
  });

  it('answers for the ids asked, in their order, without unknown or repeated ones', async () => {
    const { alice, bob, carol } = await people(server, ['alice', 'bob', 'carol']);
    await befriend(alice, bob);
    await befriend(alice, carol);
    for (const [first, second] of [
      [carol.id, bob.id],
      [bob.id, carol.id],
    ] as const) {
      const { items } = await snapshot(alice.pb, [first, 'nosuchuser1234', second, first]);
      expect(items.map((item) => item.user)).toEqual([first, second]);
    }
    expect((await snapshot(alice.pb, [])).items).toEqual([]);
  });

  it('shows an invisible user offline, with no later last seen, whatever they do', async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    const bobTab = await watch(bob);
    await watch(alice);
    expect(states(await heard(bobTab, alice))).toEqual(['online']);
    const before = Date.now();
    expect(await choose(alice.pb, 'invisible')).toEqual({ mode: 'invisible', state: 'offline' });
    const [gone] = await hearUntil(bobTab, alice, (items) => items.length > 0);
    expect(gone?.state).toBe('offline');
    const wentInvisible = Date.parse(gone?.lastSeen ?? '');
    expect(wentInvisible).toBeGreaterThanOrEqual(before - 1);
    expect(wentInvisible).toBeLessThanOrEqual(Date.now());
    // Activity, another tab, idleness: nothing shows, to the snapshot or on the topic.
    await activity(alice.pb, true);
    await watch(alice, secondTab(alice));
    await activity(alice.pb, false);
    await waitUntil(() => !presence.coalescing(alice.id));
    expect((await snapshot(bob.pb, [alice.id])).items).toEqual([gone]);
    expect(await heard(bobTab, alice)).toEqual([]);
    expect(await mine(alice.pb)).toEqual({ mode: 'invisible', state: 'offline' });
  });
});

describe('live presence events', () => {
  it("reach the user's friends only, never a stranger or either side of a block", async () => {
    const { alice, bob, stranger, blocked, blocker } = await people(server, [
      'alice',
      'bob',
      'stranger',
      'blocked',
      'blocker',
    ]);
    await alice.pb.collection('users').update(alice.id, { presenceVisibility: 'everyone' });
    await befriend(alice, bob);
    await block(alice, blocked);
    await block(blocker, alice);
    const tabs = await Promise.all([bob, stranger, blocked, blocker].map((p) => watch(p)));
    await watch(alice);
    const [bobTab, ...others] = tabs;
    if (!bobTab) throw new Error('no tab');
    expect(states(await heard(bobTab, alice))).toEqual(['online']);
    for (const tab of others) expect(await heard(tab, alice)).toEqual([]);
    await choose(alice.pb, 'dnd');
    expect(states(await hearUntil(bobTab, alice, (items) => items.length > 0))).toEqual(['dnd']);
    for (const tab of others) expect(await heard(tab, alice)).toEqual([]);
  });

  it('coalesce a burst of changes: the first and the last state, never those between', async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    const bobTab = await watch(bob);
    await watch(alice);
    await heard(bobTab, alice);
    // idle, online, idle, online, dnd: five changes in a burst.
    await activity(alice.pb, true);
    await activity(alice.pb, false);
    await activity(alice.pb, true);
    await activity(alice.pb, false);
    await choose(alice.pb, 'dnd');
    const items = await hearUntil(bobTab, alice, (got) => got.at(-1)?.state === 'dnd');
    // The burst may fall in the window the "online" event opened, or open its own with "idle".
    expect([['dnd'], ['idle', 'dnd']]).toContainEqual(states(items));
    expect(await heard(bobTab, alice)).toEqual([]);
  });

  it('follow friendships made and blocks, while both are online', async () => {
    const { alice, bob, carol } = await people(server, ['alice', 'bob', 'carol']);
    await befriend(alice, bob);
    const bobTab = await watch(bob);
    const carolTab = await watch(carol);
    await watch(alice);
    expect(await heard(carolTab, alice)).toEqual([]);
    await befriend(carol, alice);
    expect(states(await hearUntil(carolTab, alice, (got) => got.length > 0))).toEqual(['online']);
    await choose(alice.pb, 'dnd');
    expect(states(await hearUntil(carolTab, alice, (got) => got.length > 0))).toEqual(['dnd']);
    await block(alice, carol);
    expect(await hearUntil(carolTab, alice, (got) => got.length > 0)).toEqual([
      { user: alice.id, state: 'offline', lastSeen: '' },
    ]);
    await heard(bobTab, alice);
    await choose(alice.pb, 'online');
    expect(
      states(await hearUntil(bobTab, alice, (got) => got.at(-1)?.state === 'online')),
    ).toContain('online');
    expect(await heard(carolTab, alice)).toEqual([]);
  });

  it('stop at a block at once, before the friendship it ends is deleted', async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    const bobTab = await watch(bob);
    await watch(alice);
    expect(states(await heard(bobTab, alice))).toEqual(['online']);
    const blocks = server.app.collections.find('blocks');
    if (!blocks) throw new Error('no blocks collection');
    // The block's commit as presence hears it, the friendship still standing.
    followSocialChanges(presence)({
      action: 'create',
      collection: blocks,
      record: { id: 'block1234567890', blocker: alice.id, blocked: bob.id },
    });
    expect(await heard(bobTab, alice)).toEqual([
      { user: alice.id, state: 'offline', lastSeen: '' },
    ]);
    await choose(alice.pb, 'dnd');
    await waitUntil(() => !presence.coalescing(alice.id));
    expect(await heard(bobTab, alice)).toEqual([]);
  });

  it("follow a privacy change: 'nobody' hides the user from friends at once", async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    const bobTab = await watch(bob);
    await watch(alice);
    expect(states(await heard(bobTab, alice))).toEqual(['online']);
    await alice.pb.collection('users').update(alice.id, { presenceVisibility: 'nobody' });
    expect(await heard(bobTab, alice)).toEqual([
      { user: alice.id, state: 'offline', lastSeen: '' },
    ]);
    await choose(alice.pb, 'dnd');
    await waitUntil(() => !presence.coalescing(alice.id));
    expect(await heard(bobTab, alice)).toEqual([]);
    await alice.pb.collection('users').update(alice.id, { presenceVisibility: 'friends' });
    expect(states(await heard(bobTab, alice))).toEqual(['dnd']);
  });
});

describe('idleness, per tab, through the activity route', () => {
  it('makes a user idle only once every tab of theirs is idle', async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    const tab2 = secondTab(alice);
    await watch(alice);
    await watch(alice, tab2);
    expect(presence.connectionsOf(alice.id)).toBe(2);
    await activity(alice.pb, true);
    expect(await seen(bob, alice)).toBe('online');
    await activity(tab2, true);
    expect(await seen(bob, alice)).toBe('idle');
    await activity(alice.pb, false);
    expect(await seen(bob, alice)).toBe('online');
  });
});

describe('the grace period', () => {
  it('keeps a user who left as they were, and a reconnection sends nothing', async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    const bobTab = await watch(bob);
    await watch(alice);
    expect(states(await heard(bobTab, alice))).toEqual(['online']);
    const writes = presence.stats().dbWrites;
    await alice.pb.realtime.unsubscribe();
    await waitUntil(() => presence.connectionsOf(alice.id) === 0);
    expect(await heard(bobTab, alice)).toEqual([]);
    expect(await seen(bob, alice)).toBe('online');
    await watch(alice);
    expect(presence.connectionsOf(alice.id)).toBe(1);
    expect(await heard(bobTab, alice)).toEqual([]);
    expect(presence.stats().dbWrites).toBe(writes);
  });
});

describe('the database', () => {
  /** Statements and transactions sent to the database through the storage seam so far. */
  let written = 0;
  beforeAll(() => {
    const db = server.app.db;
    const run = db.run.bind(db);
    const transaction = db.transaction.bind(db);
    vi.spyOn(db, 'run').mockImplementation((...args) => {
      written++;
      return run(...args);
    });
    vi.spyOn(db, 'transaction').mockImplementation((fn) => {
      written++;
      return transaction(fn);
    });
  });
  const commits = async () => Promise.resolve(written);

  it('is not written by connections, tabs, idleness or a mode chosen while connected', async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    const bobTab = await watch(bob);
    const writes = presence.stats();
    const version = await commits();
    await watch(alice);
    const tab2 = secondTab(alice);
    await watch(alice, tab2);
    await activity(alice.pb, true);
    await activity(tab2, true);
    await activity(tab2, false);
    await tab2.realtime.unsubscribe();
    await waitUntil(() => presence.connectionsOf(alice.id) === 1);
    expect(
      states(await hearUntil(bobTab, alice, (got) => got.at(-1)?.state === 'online')),
    ).toContain('online');
    expect(await commits()).toBe(version);
    expect(presence.stats()).toMatchObject({
      dbWrites: writes.dbWrites,
      lastSeenWrites: writes.lastSeenWrites,
    });
    await choose(alice.pb, 'dnd');
    await choose(alice.pb, 'online');
    await choose(alice.pb, 'dnd');
    expect(await alice.pb.send('/api/hearth/presence/me', {})).toEqual({
      mode: 'dnd',
      state: 'dnd',
    });
    // note: the mode waits in memory for the one write of going offline (presence-grace.test.ts).
    expect(presence.stats()).toMatchObject({
      dbWrites: writes.dbWrites,
      modeWrites: writes.modeWrites,
    });
    expect(await commits()).toBe(version);
  });
});

describe('bad input', () => {
  it('refuses more than 200 ids, or ids that are not a list of strings', async () => {
    const { alice } = await people(server, ['alice']);
    const tooMany = Array.from({ length: 201 }, (_, i) => `user${i}`);
    const error = await failure(snapshot(alice.pb, tooMany));
    expect(error.status).toBe(400);
    expect(error.response).toEqual({
      status: 400,
      message: 'An error occurred while validating the submitted data.',
      data: {
        ids: {
          code: 'validation_length_too_long',
          message: 'The length must be no more than 200.',
          params: { min: 0, max: 200 },
        },
      },
    });
    expect((await snapshot(alice.pb, tooMany.slice(0, 200))).items).toEqual([]);
    for (const ids of ['abc', [1, 2], { a: 1 }]) {
      const bad = await failure(snapshot(alice.pb, ids));
      expect(bad.status).toBe(400);
      expect(bad.response).toMatchObject({ status: 400, data: {} });
    }
  });

  it('refuses a mode that is not one, and keeps the one chosen', async () => {
    const { alice } = await people(server, ['alice']);
    await choose(alice.pb, 'dnd');
    const writes = presence.stats().dbWrites;
    const error = await failure(choose(alice.pb, 'away'));
    expect(error.status).toBe(400);
    expect(error.response).toEqual({
      status: 400,
      message: 'An error occurred while validating the submitted data.',
      data: { mode: { code: 'validation_in_invalid', message: 'Must be a valid value.' } },
    });
    const blank = await failure(choose(alice.pb, ''));
    expect(blank.response['data']).toEqual({
      mode: { code: 'validation_required', message: 'Cannot be blank.' },
    });
    expect((await failure(choose(alice.pb, 3))).status).toBe(400);
    expect(await mine(alice.pb)).toEqual({ mode: 'dnd', state: 'offline' });
    expect(presence.stats().dbWrites).toBe(writes);
  });

  it("refuses another user's realtime client, an unknown one, and a bad body", async () => {
    const { alice, bob } = await people(server, ['alice', 'bob']);
    await befriend(alice, bob);
    await watch(alice);
    await watch(bob);
    const notYours = await failure(activity(alice.pb, true, bob.pb.realtime.clientId));
    expect(notYours.status).toBe(404);
    expect(notYours.response).toEqual({
      status: 404,
      message: 'Missing or invalid client id.',
      data: {},
    });
    expect((await failure(activity(alice.pb, true, 'nosuchclient'))).status).toBe(404);
    const missing = await failure(activity(alice.pb, true, ''));
    expect(missing.status).toBe(400);
    expect(missing.response['data']).toEqual({
      clientId: { code: 'validation_required', message: 'Cannot be blank.' },
    });
    expect((await failure(activity(alice.pb, 'yes'))).status).toBe(400);
    expect(await seen(alice, bob)).toBe('online');
    expect(await seen(alice, alice)).toBe('online');
  });

  it('answers 401 to a guest and 403 to a superuser on every route', async () => {
    const guest = server.client();
    const admin = await server.superuser();
    const calls = [
      (pb: PocketBase) => snapshot(pb, []),
      (pb: PocketBase) => mine(pb),
      (pb: PocketBase) => choose(pb, 'dnd'),
      (pb: PocketBase) => activity(pb, true, 'x'),
    ];
    for (const call of calls) {
      expect((await failure(call(guest))).response).toEqual({
        status: 401,
        message: 'The request requires valid record authorization token.',
        data: {},
      });
      expect((await failure(call(admin))).status).toBe(403);
    }
  });
});
