import { MESSAGES_COLLECTION_ID } from '@hearth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../realtime/bus/bus.js';
import { openDirect, sendText } from '../test/chat-kit.js';
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
import { PRESENCE_TOPIC } from '../features/friends/presence/presence-model.js';
import { befriend, people, person, type Person } from '../test/social-kit.js';
import { natsTestConfig } from '../test/test-nats.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

/**
 * Two server processes on one PostgreSQL database with NATS between them: a process hears a
 * chat's messages only while one of its clients is bound to a member, and then each message
 * exactly once, however many members it holds.
 */
describe('realtime routed by subject over NATS', () => {
  let database: ClusterTestDatabase;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    database = await createClusterTestDatabase();
    const shared = { databaseUrl: database.url, nats: natsTestConfig() };
    // note: one after the other, so the second finds the migrations applied.
    one = await startTestServer(shared);
    two = await startTestServer(shared);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
  });

  /** The texts of the chat messages a server's process heard from the broker, by chat. */
  function processEars(server: TestServer) {
    const texts = new Map<string, string[]>();
    server.app.cluster.bus?.subscribe((message: BusMessage) => {
      if (message.type !== 'record' || message.collectionId !== MESSAGES_COLLECTION_ID) return;
      const chat = String(message.record['chat']);
      texts.set(chat, [...(texts.get(chat) ?? []), String(message.record['text'])]);
    });
    return (chat: string) => texts.get(chat) ?? [];
  }

  /** `who` signed in on `server` (tokens are good on every process of the deployment). */
  function on(server: TestServer, who: Person): Person {
    const pb = server.client();
    pb.authStore.save(who.pb.authStore.token, who.pb.authStore.record);
    return { ...who, pb };
  }

  /** A probe of `who` on `server`, subscribed to every message they may see. */
  async function listening(server: TestServer, who: Person): Promise<RealtimeProbe> {
    const probe = await RealtimeProbe.open(server, who.pb);
    await probe.subscribe('messages/*');
    return probe;
  }

  async function presenceProbe(server: TestServer, who: Person): Promise<RealtimeProbe> {
    const probe = await RealtimeProbe.open(server, who.pb);
    await probe.subscribe(PRESENCE_TOPIC);
    return probe;
  }

  /** Drains a probe until what it heard satisfies `done` (a hang guard bounds the wait). */
  async function hearUntil(
    probe: RealtimeProbe,
    done: (events: readonly ReceivedEvent[]) => boolean,
  ): Promise<void> {
    const events: ReceivedEvent[] = [];
    await expect
      .poll(
        async () => {
          events.push(...(await probe.drain()));
          return done(events);
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
  }

  const texts = (events: Awaited<ReturnType<RealtimeProbe['drain']>>) =>
    events.map((event) => String(recordEvent(event).record['text']));

  it('shows a user on one process, through the SDK, the message sent on the other', async () => {
    const ann = await person(one, 'ann');
    const bob = await person(two, 'bob');
    await befriend(ann, bob);
    const chat = await openDirect(ann, bob);
    const heard: string[] = [];
    await ann.pb.collection('messages').subscribe('*', (event) => {
      heard.push(`${event.action} ${String(event.record['text'])}`);
    });
    await sendText(bob, chat.id, 'hello from the other process');
    await waitUntil(() => heard.length > 0);
    expect(heard).toEqual(['create hello from the other process']);
  });

  it('brings a process a chat only once a member is there, each message once', async () => {
    const heardByOne = processEars(one);
    const { cat, dan, eve, fay } = await people(two, ['cat', 'dan', 'eve', 'fay']);
    await befriend(cat, dan);
    await befriend(eve, fay);
    const hidden = await openDirect(cat, dan);
    const marked = await openDirect(eve, fay);
    // Process one has a client of its own in the marker chat, none in the other.
    const eveOnOne = await listening(one, on(one, eve));

    await sendText(cat, hidden.id, 'before 1');
    await sendText(dan, hidden.id, 'before 2');
    await sendText(fay, marked.id, 'marker');
    await waitUntil(() => heardByOne(marked.id).includes('marker'));
    expect(heardByOne(hidden.id)).toEqual([]);
    expect(texts(await eveOnOne.drain())).toEqual(['marker']);

    // Both members come to process one: from then on it hears each message once.
    const catOnOne = await listening(one, on(one, cat));
    const danOnOne = await listening(one, on(one, dan));
    const sent = ['after 1', 'after 2', 'after 3'];
    for (const [index, text] of sent.entries()) {
      await sendText(index % 2 === 0 ? cat : dan, hidden.id, text);
    }
    await waitUntil(() => heardByOne(hidden.id).length >= sent.length);
    await sendText(fay, marked.id, 'marker 2');
    await waitUntil(() => heardByOne(marked.id).includes('marker 2'));
    expect(heardByOne(hidden.id)).toEqual(sent);
    expect(texts(await catOnOne.drain())).toEqual(sent);
    expect(texts(await danOnOne.drain())).toEqual(sent);
  });

  it('tells presence on one process of a friendship another process made, unsubscribed', async () => {
    const gus = await person(one, 'gus');
    const hal = await person(two, 'hal');
    // Neither listens to friendships: process one hears of the new friendship only because
    // presence follows the collection on the bus.
    const [gusProbe, halProbe] = await Promise.all([
      presenceProbe(one, gus),
      presenceProbe(two, hal),
    ]);
    await befriend(gus, hal);
    const online = (user: Person) => (events: readonly ReceivedEvent[]) =>
      presencesIn(events, user.id).some((item) => item.state === 'online');
    await hearUntil(halProbe, online(gus));
    await hearUntil(gusProbe, online(hal));
  });
});
