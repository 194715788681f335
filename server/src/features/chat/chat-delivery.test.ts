import { TYPING_TOPIC, type TypingSignal } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatState,
  circle,
  createGroup,
  fieldError,
  membershipOf,
  membersOf,
  messagesOf,
  newClientId,
  openDirect,
  readTo,
  refusal,
  sendText,
  typing,
  unread,
  unreadIn,
} from '../../test/chat-kit.js';
import { RealtimeProbe, recordEvent, type ReceivedEvent } from '../../test/realtime-probe.js';
import { statusOf } from '../../test/sdk-outcome.js';
import { befriend, block, people, person, request, type Person } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * What the chat server guarantees beyond the rules (docs/chat-data-model.md): a repeated
 * `clientId` never duplicates a message, `seq` numbers a chat without gaps in commit order, a
 * pair has one direct chat however fast both sides open it, direct chats carry messages only
 * between friends without a block, read positions only move forward, and typing signals reach
 * the other members only.
 */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

/** Two new friends and their direct chat. */
async function friendsChatting(): Promise<{ a: Person; b: Person; chat: RecordModel }> {
  const { owner: a, friend: b } = await circle(server, ['friend']);
  const chat = await openDirect(a, b);
  return { a, b, chat };
}

/** The messages of a chat with a `clientId`, as stored. */
const withClientId = (chatId: string, clientId: string) =>
  admin
    .collection('messages')
    .getFullList({ filter: `chat = "${chatId}" && clientId = "${clientId}"` });

const seqOf = (record: RecordModel) => Number(record['seq']);

/** A probe for `pb` subscribed to each of `topics`. */
async function listen(pb: PocketBase, ...topics: string[]): Promise<RealtimeProbe> {
  const probe = await RealtimeProbe.open(server, pb);
  for (const topic of topics) await probe.subscribe(topic);
  return probe;
}

describe('a clientId', () => {
  it('sent again answers the first message and creates nothing', async () => {
    const { a, chat } = await friendsChatting();
    const clientId = newClientId();
    const first = await sendText(a, chat.id, 'hello', clientId);
    const lastSeq = (await admin.collection('chats').getOne(chat.id))['lastSeq'];
    const again = await sendText(a, chat.id, 'hello, once more', clientId);
    expect(again).toMatchObject({ id: first.id, seq: first['seq'], text: 'hello' });
    expect(await withClientId(chat.id, clientId)).toHaveLength(1);
    expect((await admin.collection('chats').getOne(chat.id))['lastSeq']).toBe(lastSeq);
  });

  it('retried ten times at once makes one message, and every retry answers it', async () => {
    const { a, chat } = await friendsChatting();
    const clientId = newClientId();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendText(a, chat.id, 'only once', clientId)),
    );
    const stored = await withClientId(chat.id, clientId);
    expect(stored).toHaveLength(1);
    for (const answer of answers) {
      expect(answer).toMatchObject({ id: stored[0]?.id, seq: stored[0]?.['seq'] });
    }
    const seqs = (await messagesOf(admin, chat.id)).map(seqOf);
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
  });

  it('is per author: the same one from two authors makes two messages', async () => {
    const { a, b, chat } = await friendsChatting();
    const clientId = newClientId();
    const fromA = await sendText(a, chat.id, 'from a', clientId);
    const fromB = await sendText(b, chat.id, 'from b', clientId);
    expect(fromB.id).not.toBe(fromA.id);
    const stored = await withClientId(chat.id, clientId);
    expect(stored.map((m) => m['author']).sort()).toEqual([a.id, b.id].sort());
  });
});

describe('seq', () => {
  it('numbers a chat 1..n without gaps, in commit order, under concurrent sends', async () => {
    const { owner, m1, m2 } = await circle(server, ['m1', 'm2']);
    const chat = await createGroup(owner, 'Busy', [m1, m2]);
    const probe = await listen(m1.pb, 'messages/*');
    const sends = [owner, m1, m2].flatMap((sender) =>
      Array.from({ length: 10 }, (_, i) => sendText(sender, chat.id, `${sender.nickname} ${i}`)),
    );
    const answers = await Promise.all(sends);
    const stored = await messagesOf(admin, chat.id);
    expect(stored.map(seqOf)).toEqual(stored.map((_, index) => index + 1));
    expect(new Set(answers.map(seqOf)).size).toBe(answers.length);
    expect((await admin.collection('chats').getOne(chat.id))['lastSeq']).toBe(stored.length);
    const heardSeqs = (await probe.drain())
      .map((event) => recordEvent(event))
      .filter((event) => event.action === 'create')
      .map((event) => Number(event.record['seq']));
    const bySeq = (x: number, y: number) => x - y;
    expect([...heardSeqs].sort(bySeq)).toEqual(answers.map(seqOf).sort(bySeq));
    // Commit order: on SQLite realtime hears the creates in the order they were committed. On
    // PostgreSQL each is published once its commit is acknowledged, and the database may
    // acknowledge a commit after the next writer of the chat already committed, so two
    // messages sent at once may arrive out of seq order (clients order by seq;
    // docs/scaling.md, "Limits").
    if (server.databaseUrl === null) {
      expect(heardSeqs).toEqual([...heardSeqs].sort(bySeq));
    }
  });

  it('moves lastSeq and lastMessageAt without a realtime event on the chat', async () => {
    const { a, b, chat } = await friendsChatting();
    const probe = await listen(b.pb, 'chats/*', `chats/${chat.id}`, 'messages/*');
    const before = await admin.collection('chats').getOne(chat.id);
    const sent = await sendText(a, chat.id, 'news');
    const after = await admin.collection('chats').getOne(chat.id);
    expect(after['lastSeq']).toBe(sent['seq']);
    expect(seqOf(sent)).toBe(Number(before['lastSeq']) + 1);
    expect(String(after['lastMessageAt']) >= String(sent['created'])).toBe(true);
    const events = (await probe.drain()).map((event) => `${event.topic} ${action(event)}`);
    expect(events).toEqual(['messages/* create']);
  });
});

/** The ids of the direct chats `a` and `b` are both members of, as stored. */
async function directChatsOf(a: Person, b: Person): Promise<string[]> {
  const chatsOf = async (p: Person) =>
    (
      await admin
        .collection('chat_members')
        .getFullList({ filter: `user = "${p.id}" && chat.kind = "direct"` })
    ).map((m) => String(m['chat']));
  const ofB = new Set(await chatsOf(b));
  return (await chatsOf(a)).filter((chat) => ofB.has(chat));
}

const action = (event: ReceivedEvent) => recordEvent(event).action;

describe('a direct chat', () => {
  it('is one per pair, even when both sides open it at once, ten times each', async () => {
    const { owner: a, friend: b } = await circle(server, ['friend']);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => [openDirect(a, b), openDirect(b, a)]).flat(),
    );
    const ids = new Set(answers.map((chat) => chat.id));
    expect(ids.size).toBe(1);
    const [id = ''] = ids;
    expect(await directChatsOf(a, b)).toEqual([id]);
    expect((await membersOf(admin, id)).map((m) => m['user']).sort()).toEqual([a.id, b.id].sort());
  });

  it('opened again answers the same chat, from either side', async () => {
    const { a, b, chat } = await friendsChatting();
    expect((await openDirect(a, b)).id).toBe(chat.id);
    expect((await openDirect(b, a)).id).toBe(chat.id);
    expect(chat).toMatchObject({ kind: 'direct', owner: a.id, title: '' });
  });

  it('is opened only with a friend without a block (validation_chat_not_friends)', async () => {
    const { me, stranger, asked, blocked, blocker } = await people(server, [
      'me',
      'stranger',
      'asked',
      'blocked',
      'blocker',
    ]);
    await request(me, asked);
    await befriend(me, blocked);
    await block(me, blocked);
    await befriend(me, blocker);
    await block(blocker, me);
    const before = await admin.collection('chats').getList(1, 1);
    for (const other of [stranger, asked, blocked, blocker]) {
      expect(await refusal(openDirect(me, other))).toEqual(
        fieldError('user', 'validation_chat_not_friends'),
      );
      expect(await refusal(openDirect(other, me))).toEqual(
        fieldError('user', 'validation_chat_not_friends'),
      );
    }
    expect((await admin.collection('chats').getList(1, 1)).totalItems).toBe(before.totalItems);
  });
});

describe('sending in a direct chat', () => {
  const ENDINGS: Record<string, (a: Person, b: Person) => Promise<unknown>> = {
    'the two unfriend': async (a, b) => {
      const friendship = await a.pb
        .collection('friendships')
        .getFirstListItem(`requester = "${b.id}" || addressee = "${b.id}"`);
      await a.pb.collection('friendships').delete(friendship.id);
    },
    'the sender blocks the other': (a, b) => block(a, b),
    'the other blocks the sender': (a, b) => block(b, a),
  };

  it.each(Object.keys(ENDINGS))(
    'stops when %s: 400 validation_chat_not_friends, nothing stored, the chat still readable',
    async (ending) => {
      const { a, b, chat } = await friendsChatting();
      const earlier = await sendText(b, chat.id, 'before');
      await ENDINGS[ending]?.(a, b);
      const before = await chatState(admin, chat.id);
      for (const from of [a, b]) {
        expect(await refusal(sendText(from, chat.id, 'after'))).toEqual(
          fieldError('chat', 'validation_chat_not_friends'),
        );
      }
      expect(await chatState(admin, chat.id)).toBe(before);
      for (const reader of [a, b]) {
        expect(await statusOf(reader.pb.collection('chats').getOne(chat.id))).toBe(200);
        const messages = await reader.pb
          .collection('messages')
          .getFullList({ filter: `chat = "${chat.id}"` });
        expect(messages.map((m) => m.id)).toContain(earlier.id);
      }
    },
  );

  it('resumes once the two are friends again', async () => {
    const { a, b, chat } = await friendsChatting();
    const blockId = await block(a, b);
    await a.pb.collection('blocks').delete(blockId);
    expect(await statusOf(sendText(a, chat.id, 'still blocked?'))).toBe(400);
    await befriend(b, a);
    expect((await openDirect(b, a)).id).toBe(chat.id);
    const sent = await sendText(a, chat.id, 'friends again');
    expect(sent['chat']).toBe(chat.id);
  });
});

/** Others' undeleted messages after `readSeq`, counted from what is stored (the contract's definition). */
async function othersAfter(chatId: string, reader: Person, readSeq: number): Promise<number> {
  const messages = await messagesOf(admin, chatId);
  return messages.filter(
    (m) => seqOf(m) > readSeq && m['author'] !== reader.id && m['deleted'] !== true,
  ).length;
}

describe('reading', () => {
  it('moves the read position forward only, with the unread count after it', async () => {
    const { a, b, chat } = await friendsChatting();
    const [m1, m2, m3] = [
      await sendText(a, chat.id, 'one'),
      await sendText(a, chat.id, 'two'),
      await sendText(a, chat.id, 'three'),
    ];
    if (!m1 || !m2 || !m3) throw new Error('three messages were sent');
    expect((await unreadIn(b, chat.id))?.unread).toBe(await othersAfter(chat.id, b, 0));
    expect(await readTo(b, chat.id, m2.id)).toEqual({ readSeq: seqOf(m2), unread: 1 });
    expect(await readTo(b, chat.id, m1.id)).toEqual({ readSeq: seqOf(m2), unread: 1 });
    expect(await unreadIn(b, chat.id)).toEqual({
      chat: chat.id,
      readSeq: seqOf(m2),
      unread: 1,
      mentions: 0,
    });
    const receipt = await membershipOf(a.pb, chat.id, b);
    expect(receipt).toMatchObject({ lastRead: m2.id, lastReadSeq: seqOf(m2) });
    expect(await readTo(b, chat.id, m3.id)).toEqual({ readSeq: seqOf(m3), unread: 0 });
  });

  it("counts others' undeleted messages only", async () => {
    const { a, b, chat } = await friendsChatting();
    await sendText(b, chat.id, 'from b');
    const fromA = await sendText(a, chat.id, 'from a');
    const doomed = await sendText(a, chat.id, 'to be deleted');
    expect((await unreadIn(b, chat.id))?.unread).toBe(2);
    await a.pb.collection('messages').update(doomed.id, { deleted: true });
    expect((await unreadIn(b, chat.id))?.unread).toBe(1);
    expect(await readTo(b, chat.id, fromA.id)).toEqual({ readSeq: seqOf(fromA), unread: 0 });
  });

  it('with hideReadReceipts on, keeps lastRead put for others while unread still moves', async () => {
    const { a, b, chat } = await friendsChatting();
    const seen = await sendText(a, chat.id, 'seen openly');
    await readTo(b, chat.id, seen.id);
    await b.pb.collection('users').update(b.id, { hideReadReceipts: true });
    const later = await sendText(a, chat.id, 'read in secret');
    expect(await readTo(b, chat.id, later.id)).toEqual({ readSeq: seqOf(later), unread: 0 });
    expect(await unreadIn(b, chat.id)).toEqual({
      chat: chat.id,
      readSeq: seqOf(later),
      unread: 0,
      mentions: 0,
    });
    for (const viewer of [a.pb, admin]) {
      expect(await membershipOf(viewer, chat.id, b)).toMatchObject({
        lastRead: seen.id,
        lastReadSeq: seqOf(seen),
      });
    }
  });

  it('lists every chat of the caller in /unread, and none of anyone else', async () => {
    const { owner, m1, m2 } = await circle(server, ['m1', 'm2']);
    const group = await createGroup(owner, 'Counted', [m1]);
    const direct = await openDirect(owner, m2);
    const other = await openDirect(m1, owner);
    await sendText(owner, group.id, 'hello group');
    expect((await unread(owner)).map((item) => item.chat).sort()).toEqual(
      [group.id, direct.id, other.id].sort(),
    );
    expect((await unread(m1)).map((item) => item.chat).sort()).toEqual([group.id, other.id].sort());
    expect((await unread(m2)).map((item) => item.chat)).toEqual([direct.id]);
    const stranger = await person(server, 'stranger');
    expect(await unread(stranger)).toEqual([]);
  });

  it('is 404 for a chat the caller is not in, and 401 for a guest', async () => {
    const { a, chat } = await friendsChatting();
    const message = await sendText(a, chat.id, 'private');
    const stranger = await person(server, 'stranger');
    const before = await chatState(admin, chat.id);
    await refusal(readTo(stranger, chat.id, message.id), 404);
    const guest = { pb: server.client(), id: '', nickname: 'guest' };
    await refusal(readTo(guest, chat.id, message.id), 401);
    await refusal(unread(guest), 401);
    expect(await chatState(admin, chat.id)).toBe(before);
  });
});

describe('typing', () => {
  /** The typing signals a probe heard. */
  async function signals(probe: RealtimeProbe): Promise<TypingSignal[]> {
    return (await probe.drain())
      .filter((event) => event.topic === TYPING_TOPIC)
      .map((event) => {
        // note: the server publishes nothing but `{ chat, user }` on this topic.
        const signal = event.data as TypingSignal;
        return signal;
      });
  }

  it('reaches the other members, not the typist, strangers or guests', async () => {
    const { owner, m1, m2 } = await circle(server, ['m1', 'm2']);
    const stranger = await person(server, 'stranger');
    await befriend(stranger, owner); // a friend of the typist, but not in the chat
    const chat = await createGroup(owner, 'Typing', [m1, m2]);
    const [ownerProbe, m1Probe, m2Probe, strangerProbe, guestProbe] = await Promise.all([
      listen(owner.pb, TYPING_TOPIC),
      listen(m1.pb, TYPING_TOPIC),
      listen(m2.pb, TYPING_TOPIC),
      listen(stranger.pb, TYPING_TOPIC),
      listen(server.client(), TYPING_TOPIC),
    ]);
    expect(await statusOf(typing(owner, chat.id))).toBe(200);
    const signal = { chat: chat.id, user: owner.id };
    expect(await signals(m1Probe)).toEqual([signal]);
    expect(await signals(m2Probe)).toEqual([signal]);
    expect(await signals(ownerProbe)).toEqual([]);
    expect(await signals(strangerProbe)).toEqual([]);
    expect(await signals(guestProbe)).toEqual([]);
  });

  it('from outside the chat is 404 and reaches nobody', async () => {
    const { a, b, chat } = await friendsChatting();
    const stranger = await person(server, 'stranger');
    const [aProbe, bProbe] = await Promise.all([
      listen(a.pb, TYPING_TOPIC),
      listen(b.pb, TYPING_TOPIC),
    ]);
    await refusal(typing(stranger, chat.id), 404);
    await refusal(typing({ pb: server.client(), id: '', nickname: 'guest' }, chat.id), 401);
    expect(await signals(aProbe)).toEqual([]);
    expect(await signals(bProbe)).toEqual([]);
  });
});
