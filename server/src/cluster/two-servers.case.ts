import { TYPING_TOPIC } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it, describe } from 'vitest';
import { openDirect, sendText, typing } from '../test/chat-kit.js';
import {
  createClusterTestDatabase,
  type ClusterTestDatabase,
} from '../test/cluster-test-database.js';
import { presencesIn } from '../test/presence-kit.js';
import {
  RealtimeProbe,
  recordEvent,
  waitUntil,
  type ReceivedEvent,
} from '../test/realtime-probe.js';
import { failure } from '../test/sdk-outcome.js';
import { befriend, person, request, type Person } from '../test/social-kit.js';
import {
  startTestServer,
  SUPERUSER_EMAIL,
  TEST_PASSWORD,
  type TestServer,
  type TestServerOptions,
} from '../test/test-server.js';
import { PRESENCE_TOPIC } from '../features/friends/presence/presence-model.js';

/**
 * Two server processes on one PostgreSQL database, as a deployment behind a load balancer runs
 * them: each test has one user on the first server and one on the second, and what one does
 * reaches the other live. The two apps share nothing in memory; only the database (and the
 * broker, when `deployment` names one) joins them. Each realtime bus runs it with the options
 * both servers share.
 */
export function runTwoServers(bus: string, deployment: () => Partial<TestServerOptions>): void {
  describe(`two servers on one database, realtime over ${bus}`, () => {
    twoServers(deployment);
  });
}

function twoServers(deployment: () => Partial<TestServerOptions>): void {
  let database: ClusterTestDatabase;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    database = await createClusterTestDatabase();
    const shared = { ...deployment(), databaseUrl: database.url };
    // note: one after the other, so the second finds the migrations applied.
    one = await startTestServer(shared);
    two = await startTestServer(shared);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
  });

  /** A superuser client of `server` (created once, through the first server). */
  async function superuserOf(server: TestServer): Promise<PocketBase> {
    await one.superuser();
    const pb = server.client();
    await pb.collection('_superusers').authWithPassword(SUPERUSER_EMAIL, TEST_PASSWORD);
    return pb;
  }

  /** A realtime probe of `who`, connected to `server`, subscribed to `topics`. */
  async function listen(server: TestServer, who: Person, topics: string[]): Promise<RealtimeProbe> {
    const probe = await RealtimeProbe.open(server, who.pb);
    for (const topic of topics) await probe.subscribe(topic);
    return probe;
  }

  /** Everything a probe heard since it opened, drained as the test waits for more. */
  function ears(probe: RealtimeProbe) {
    const events: ReceivedEvent[] = [];
    return {
      /** Waits until `done` holds for what was heard (a hang guard bounds the wait). */
      async until(done: (events: readonly ReceivedEvent[]) => boolean): Promise<ReceivedEvent[]> {
        const deadline = Date.now() + 10_000;
        for (;;) {
          events.push(...(await probe.drain()));
          if (done(events)) return events;
          if (Date.now() > deadline) {
            throw new Error(`never heard enough: ${JSON.stringify(events)}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
    };
  }

  const texts = (events: readonly ReceivedEvent[]) =>
    events.filter((e) => e.topic === 'messages').map((e) => String(recordEvent(e).record['text']));
  const typists = (events: readonly ReceivedEvent[]) =>
    events.filter((e) => e.topic === TYPING_TOPIC).map((e) => (e.data as { user: string }).user);
  const friendships = (events: readonly ReceivedEvent[]) =>
    events.filter((e) => e.topic === 'friendships').map((e) => recordEvent(e));

  it('carries chat messages and typing both ways live', async () => {
    const ann = await person(one, 'ann');
    const bob = await person(two, 'bob');
    await befriend(ann, bob);
    const chat = await openDirect(ann, bob);
    const [annProbe, bobProbe] = await Promise.all([
      listen(one, ann, ['messages', TYPING_TOPIC]),
      listen(two, bob, ['messages', TYPING_TOPIC]),
    ]);
    await sendText(ann, chat.id, 'hello from one');
    await sendText(bob, chat.id, 'hello from two');
    await typing(ann, chat.id);
    await typing(bob, chat.id);
    const both = ['hello from one', 'hello from two'];
    for (const [probe, other] of [
      [annProbe, bob],
      [bobProbe, ann],
    ] as const) {
      const heard = await ears(probe).until(
        (events) => texts(events).length >= 2 && typists(events).length >= 1,
      );
      expect(texts(heard).sort()).toEqual(both);
      // Each hears the other typing, never themselves.
      expect(typists(heard)).toEqual([other.id]);
    }
  });

  it('carries friend requests and presence both ways live', async () => {
    const cat = await person(one, 'cat');
    const dan = await person(two, 'dan');
    const [catProbe, danProbe] = await Promise.all([
      listen(one, cat, ['friendships', PRESENCE_TOPIC]),
      listen(two, dan, ['friendships', PRESENCE_TOPIC]),
    ]);
    const catHears = ears(catProbe);
    const danHears = ears(danProbe);
    const requestId = await request(cat, dan);
    const requested = await danHears.until((events) => friendships(events).length > 0);
    expect(friendships(requested)[0]).toMatchObject({
      action: 'create',
      record: { id: requestId, status: 'pending' },
    });

    // Accepted on the second server: the first hears it, and each server now tells the new
    // friend where its own user stands.
    await dan.pb.collection('friendships').update(requestId, { status: 'accepted' });
    const online = (user: Person) => (events: readonly ReceivedEvent[]) =>
      presencesIn(events, user.id).some((item) => item.state === 'online');
    const catHeard = await catHears.until(
      (events) =>
        friendships(events).some((event) => event.record['status'] === 'accepted') &&
        online(dan)(events),
    );
    expect(presencesIn(catHeard, dan.id).at(-1)?.state).toBe('online');
    const danHeard = await danHears.until(online(cat));
    expect(presencesIn(danHeard, cat.id).at(-1)?.state).toBe('online');

    // A snapshot on either server knows who is connected to the other.
    const snapshot = (who: Person, of: Person) =>
      who.pb.send<{ items: { user: string; state: string }[] }>('/api/hearth/presence/snapshot', {
        method: 'POST',
        body: { ids: [of.id] },
      });
    expect((await snapshot(dan, cat)).items).toMatchObject([{ user: cat.id, state: 'online' }]);
    expect((await snapshot(cat, dan)).items).toMatchObject([{ user: dan.id, state: 'online' }]);
  });

  it('enforces on the second server a rule changed through the first, at once', async () => {
    const admin = await superuserOf(one);
    await admin.collections.create({
      name: 'notices',
      type: 'base',
      fields: [{ name: 'title', type: 'text' }],
      listRule: '',
      viewRule: '',
      createRule: '',
    });
    const guestOnTwo = two.client();
    await waitUntil(() => two.app.collections.find('notices') !== undefined);
    await guestOnTwo.collection('notices').create({ title: 'open' });

    await admin.collections.update('notices', { createRule: null });
    await waitUntil(() => two.app.collections.find('notices')?.createRule === null, 2_000);
    const refused = await failure(guestOnTwo.collection('notices').create({ title: 'closed' }));
    expect(refused.status).toBe(403);
  });

  it('checks a change made right after a rule change against the new rule', async () => {
    const admin = await superuserOf(one);
    await admin.collections.create({
      name: 'bulletins',
      type: 'base',
      fields: [{ name: 'title', type: 'text' }],
      listRule: '',
      viewRule: '',
    });
    await waitUntil(() => two.app.collections.find('bulletins') !== undefined);
    const guest = two.client();
    const probe = await RealtimeProbe.open(two, guest);
    await probe.subscribe('bulletins');
    // Closed through the first server, then written there at once: the second server hears the
    // rule change first and must not check the record against the old rule.
    for (let round = 0; round < 5; round++) {
      await admin.collections.update('bulletins', { listRule: '', viewRule: '' });
      await admin.collection('bulletins').create({ title: `open ${round}` });
      await admin.collections.update('bulletins', { listRule: null, viewRule: null });
      await admin.collection('bulletins').create({ title: `closed ${round}` });
    }
    await waitUntil(() => two.app.collections.find('bulletins')?.listRule === null, 2_000);
    await two.app.realtime.settled();
    const titles = (await probe.drain()).map((event) => String(recordEvent(event).record['title']));
    expect(titles.filter((title) => title.startsWith('closed'))).toEqual([]);
    expect(titles.filter((title) => title.startsWith('open')).length).toBeGreaterThan(0);
  });

  it('counts a rate limit over the requests sent to both servers', async () => {
    const admin = await superuserOf(one);
    await admin.settings.update({
      rateLimits: {
        enabled: true,
        rules: [{ label: '/api/health', maxRequests: 4, duration: 60, audience: '' }],
      },
    });
    await waitUntil(() => two.app.settings.get().rateLimits.enabled, 2_000);
    // note: each process empties the windows when it sees new settings, without being awaited;
    // one running late would erase the first hits counted. Resets queue on the database after
    // those, so once these are done no reset is left to come.
    await Promise.all([one.app.rateLimiter.reset(), two.app.rateLimiter.reset()]);
    const statuses: number[] = [];
    for (const server of [one, two, one, two, one, two]) {
      const response = await fetch(`${server.url}/api/health`);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    await admin.settings.update({ rateLimits: { enabled: false } });
  });
}
