import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGroup,
  leave,
  messagesOf,
  newClientId,
  openDirect,
  react,
  rolesOf,
  sendText,
  setRole,
} from '../test/chat-kit.js';
import {
  createClusterTestDatabase,
  type ClusterTestDatabase,
} from '../test/cluster-test-database.js';
import { gate, untilSomeoneWaits } from '../test/lock-waits.js';
import { waitUntil } from '../test/realtime-probe.js';
import { befriend, block, people, request, type Person } from '../test/social-kit.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { lockRow } from '../storage/row-lock.js';

/**
 * Two server processes on one PostgreSQL database write at the same time: no deployment-wide
 * lock orders them, the database does (row locks, name locks, unique indexes). Each test sends
 * the racing requests through both processes at once and checks what is stored.
 */

describe('writes at the same time on two processes', () => {
  let database: ClusterTestDatabase;
  let one: TestServer;
  let two: TestServer;
  let admin: PocketBase;

  beforeAll(async () => {
    database = await createClusterTestDatabase();
    one = await startTestServer({ databaseUrl: database.url });
    two = await startTestServer({ databaseUrl: database.url });
    admin = await one.superuser();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
  });

  /** The same person, signed in through the second process. */
  function onTwo(who: Person): Person {
    const pb = two.client();
    pb.authStore.save(who.pb.authStore.token, who.pb.authStore.record);
    return { ...who, pb };
  }

  /** Whether `promise` has settled, for waiting on it as a condition. */
  function settled(promise: Promise<unknown>): () => boolean {
    let done = false;
    promise.then(
      () => (done = true),
      () => (done = true),
    );
    return () => done;
  }

  it('gives messages sent into one chat through both processes distinct seq with no gap', async () => {
    const { ann, bob, cy } = await people(one, ['ann', 'bob', 'cy']);
    await Promise.all([befriend(ann, bob), befriend(ann, cy)]);
    const group = await createGroup(ann, 'busy', [bob, cy]);
    const senders = [ann, onTwo(bob), cy, onTwo(ann), bob, onTwo(cy)];
    await Promise.all(
      Array.from({ length: 36 }, (_, i) =>
        sendText(senders[i % senders.length] as Person, group.id, `m${i}`),
      ),
    );
    const seqs = (await messagesOf(admin, group.id)).map((message) => Number(message['seq']));
    // note: the group's "created" note is its first message.
    expect(seqs).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
  });

  it('stores a retry sent through both processes at once as one message', async () => {
    const { ann, bob } = await people(one, ['ann', 'bob']);
    await befriend(ann, bob);
    const chat = await openDirect(ann, bob);
    const clientIds = Array.from({ length: 8 }, () => newClientId());
    const answers = await Promise.all(
      clientIds.flatMap((clientId) => [
        sendText(ann, chat.id, clientId, clientId),
        sendText(onTwo(ann), chat.id, clientId, clientId),
      ]),
    );
    const stored = await messagesOf(admin, chat.id);
    expect(stored.map((message) => message['text']).sort()).toEqual([...clientIds].sort());
    for (let i = 0; i < answers.length; i += 2) expect(answers[i]?.id).toBe(answers[i + 1]?.id);
  });

  it('opens one direct chat when both people open it at once on two processes', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { ann, bob } = await people(one, ['ann', 'bob']);
        await befriend(ann, bob);
        return [ann, bob] as const;
      }),
    );
    const opened = await Promise.all(
      pairs.map(([ann, bob]) => Promise.all([openDirect(ann, bob), openDirect(onTwo(bob), ann)])),
    );
    for (const [first, second] of opened) expect(first.id).toBe(second.id);
  });

  it('stores a double tap on a reaction through both processes once', async () => {
    const { ann, bob } = await people(one, ['ann', 'bob']);
    await befriend(ann, bob);
    const chat = await openDirect(ann, bob);
    const message = await sendText(ann, chat.id, 'hello');
    const emoji = ['👍', '🎉', '😂', '❤️'];
    const answers = await Promise.all(
      emoji.flatMap((e) => [react(bob, message.id, e), react(onTwo(bob), message.id, e)]),
    );
    const stored = await admin
      .collection('reactions')
      .getFullList({ filter: `message = "${message.id}"` });
    expect(stored).toHaveLength(emoji.length);
    for (let i = 0; i < answers.length; i += 2) expect(answers[i]?.id).toBe(answers[i + 1]?.id);
  });

  it('lets no friend request survive a block written while it is checked', async () => {
    const { asker, blocker } = await people(one, ['asker', 'blocker']);
    const checked = gate();
    const resume = gate();
    // note: holds the request's transaction open just after its checks passed, so the block
    // is written while the request is in flight.
    const off = one.app.recordHooks.onBeforeWrite(async (event) => {
      if (event.collection.name !== 'friendships' || event.record['requester'] !== asker.id) return;
      checked.open();
      await resume.opened;
    });
    try {
      const asked = request(asker, blocker);
      await checked.opened;
      const blocked = block(onTwo(blocker), asker);
      await untilSomeoneWaits(one.app.db, settled(blocked));
      resume.open();
      await Promise.allSettled([asked, blocked]);
    } finally {
      off();
      resume.open();
    }
    const between = await admin.collection('friendships').getFullList({
      filter: `requester = "${asker.id}" || addressee = "${asker.id}"`,
    });
    expect(between).toEqual([]);
  });

  it('keeps an owner in a group whose owner and heir leave at once', async () => {
    const groups = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { owner, heir, other } = await people(one, ['owner', 'heir', 'other']);
        await Promise.all([befriend(owner, heir), befriend(owner, other)]);
        const group = await createGroup(owner, 'crew', [heir, other]);
        await setRole(owner, group.id, heir, 'admin');
        return { group, owner, heir, other };
      }),
    );
    await Promise.all(
      groups.flatMap(({ group, owner, heir }) => [
        leave(owner, group.id),
        leave(onTwo(heir), group.id),
      ]),
    );
    for (const { group, other } of groups) {
      expect(await rolesOf(admin, group.id)).toEqual({ [other.id]: 'owner' });
    }
  });

  it('writes in one chat while a transaction holds another chat locked', async () => {
    const { ann, bob, cy } = await people(one, ['ann', 'bob', 'cy']);
    await Promise.all([befriend(ann, bob), befriend(ann, cy)]);
    const held = await openDirect(ann, bob);
    const free = await openDirect(ann, cy);
    const locked = gate();
    const released = gate();
    const holder = one.app.records.transaction(async (tx) => {
      await lockRow(tx, 'chats', held.id);
      locked.open();
      await released.opened;
    });
    try {
      await locked.opened;
      const elsewhere = sendText(onTwo(ann), free.id, 'not held up');
      await waitUntil(settled(elsewhere));
      expect((await elsewhere).id).toBeTruthy();
      const inHeld: Promise<RecordModel> = sendText(ann, held.id, 'waits its turn');
      const inHeldDone = settled(inHeld);
      await untilSomeoneWaits(one.app.db);
      expect(inHeldDone()).toBe(false);
      released.open();
      await holder;
      expect(Number((await inHeld)['seq'])).toBe(1);
    } finally {
      released.open();
      await holder;
    }
  });
});
