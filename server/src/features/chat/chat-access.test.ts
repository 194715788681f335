import { MUTED_FOREVER } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatCounts,
  chatState,
  circle,
  createGroup,
  fileNames,
  fileUrl,
  leave,
  membershipOf,
  openDirect,
  postMessage,
  removeMember,
  sendText,
} from '../../test/chat-kit.js';
import { RealtimeProbe, recordEvent, type ReceivedEvent } from '../../test/realtime-probe.js';
import { statusOf } from '../../test/sdk-outcome.js';
import { befriend, person, type Person } from '../../test/social-kit.js';
import { bandedImage, RED } from '../../test/test-images.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * The chat collections' rules as an access matrix (docs/chat-data-model.md): who sees, makes,
 * changes and deletes chats, members and messages, who hears them over realtime, what expands
 * and who gets their files. The actors: the group's owner and a plain member; ex-members who
 * left or were removed; a signed-in stranger; a guest; a superuser. PocketBase's semantics: a
 * hidden record is absent from lists and 404 on view, update and delete; a create that fails
 * its rule is 400; a null rule is 403 to anyone but superusers.
 */

type Actor = 'owner' | 'member' | 'left' | 'removed' | 'stranger' | 'guest' | 'superuser';
const ACTORS: readonly Actor[] = [
  'owner',
  'member',
  'left',
  'removed',
  'stranger',
  'guest',
  'superuser',
];
/** Those who see a group's records: its members, and superusers. */
const SEERS: readonly Actor[] = ['owner', 'member', 'superuser'];

let server: TestServer;
let admin: PocketBase;
let png: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  png = await bandedImage(24, 24, [RED]);
});
afterAll(() => server.close());

/** The people around a group: its owner, members and ex-members, and outsiders. */
interface Cast {
  owner: Person;
  member: Person;
  /** Another plain member (not a friend of `member`). */
  other: Person;
  /** Leaves the group by deleting their own membership. */
  leaver: Person;
  /** Removed from the group by its owner. */
  removed: Person;
  stranger: Person;
  /** A friend of the owner who is not in the group. */
  newcomer: Person;
}

/** A group among a cast, as each actor meets it. */
interface World extends Cast {
  chat: RecordModel;
  /** The SDK client each actor calls with. */
  as: Record<Actor, PocketBase>;
  /** The user id each actor sends as their own ('' for the guest and the superuser). */
  idOf: Record<Actor, string>;
  memberMessage: RecordModel;
  leaverMessage: RecordModel;
}

async function cast(): Promise<Cast> {
  const p = await circle(server, ['member', 'other', 'leaver', 'removed', 'newcomer']);
  return { ...p, stranger: await person(server, 'stranger') };
}

/**
 * A new group among `c` (new people unless given): the leaver and the removed member were in
 * it and wrote in it before they went. Groups of one cast share nothing but their people.
 */
async function world(c?: Cast): Promise<World> {
  const p = c ?? (await cast());
  const chat = await createGroup(p.owner, 'Access', [p.member, p.other, p.leaver, p.removed]);
  const memberMessage = await sendText(p.member, chat.id, 'from a member');
  const leaverMessage = await sendText(p.leaver, chat.id, 'from the leaver');
  await leave(p.leaver, chat.id);
  await removeMember(p.owner, chat.id, p.removed);
  return {
    ...p,
    chat,
    as: {
      owner: p.owner.pb,
      member: p.member.pb,
      left: p.leaver.pb,
      removed: p.removed.pb,
      stranger: p.stranger.pb,
      guest: server.client(),
      superuser: admin,
    },
    idOf: {
      owner: p.owner.id,
      member: p.member.id,
      left: p.leaver.id,
      removed: p.removed.id,
      stranger: p.stranger.id,
      guest: '',
      superuser: '',
    },
    memberMessage,
    leaverMessage,
  };
}

const idsOf = (records: readonly { id: string }[]) => records.map((record) => record.id).sort();

/** Selects a group's records in each collection. */
const OF_CHAT: Record<string, (chatId: string) => string> = {
  chats: (chatId) => `id = "${chatId}"`,
  chat_members: (chatId) => `chat = "${chatId}"`,
  messages: (chatId) => `chat = "${chatId}"`,
};
const COLLECTIONS = ['chats', 'chat_members', 'messages'] as const;
type Collection = (typeof COLLECTIONS)[number];

/** One record of each collection in a world. */
async function sampleOf(w: World, collection: Collection): Promise<string> {
  if (collection === 'chats') return w.chat.id;
  if (collection === 'messages') return w.memberMessage.id;
  return (await membershipOf(admin, w.chat.id, w.owner)).id;
}

describe('reading', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  describe.each(COLLECTIONS)('%s', (collection) => {
    it.each(ACTORS)('listed by %s only when a member (or superuser)', async (actor) => {
      const filter = OF_CHAT[collection]?.(w.chat.id) ?? '';
      const stored = idsOf(await admin.collection(collection).getFullList({ filter }));
      expect(stored.length).toBeGreaterThan(0);
      const listed = idsOf(await w.as[actor].collection(collection).getFullList({ filter }));
      const unfiltered = idsOf(await w.as[actor].collection(collection).getFullList());
      if (SEERS.includes(actor)) {
        expect(listed).toEqual(stored);
      } else {
        expect(listed).toEqual([]);
        expect(unfiltered.filter((id) => stored.includes(id))).toEqual([]);
      }
    });

    it.each(ACTORS)('viewed by %s only when a member (or superuser), else 404', async (actor) => {
      const id = await sampleOf(w, collection);
      const status = await statusOf(w.as[actor].collection(collection).getOne(id));
      expect(status).toBe(SEERS.includes(actor) ? 200 : 404);
    });
  });

  it('cannot be reached through filters on relations from outside the chat', async () => {
    const probes = [
      ['messages', `chat.title = "Access" && author = "${w.member.id}"`],
      ['messages', `chat.chat_members_via_chat.user ?= "${w.owner.id}"`],
      ['chat_members', `user = "${w.owner.id}"`],
      ['chats', `owner = "${w.owner.id}"`],
    ] as const;
    for (const pb of [w.as.left, w.as.removed, w.as.stranger, w.as.guest]) {
      for (const [collection, filter] of probes) {
        expect(await pb.collection(collection).getFullList({ filter })).toEqual([]);
      }
    }
  });

  it("expands a message's chat and author, and a member's user, for members", async () => {
    for (const pb of [w.as.owner, w.as.member, w.as.superuser]) {
      const message = await pb
        .collection('messages')
        .getOne(w.memberMessage.id, { expand: 'chat,author' });
      expect(message.expand?.['chat']).toMatchObject({ id: w.chat.id, title: 'Access' });
      expect(message.expand?.['author']).toMatchObject({ id: w.member.id });
    }
    // `member` and `other` are not friends: sharing the chat is what shows each to the other.
    const members = await w.as.member
      .collection('chat_members')
      .getFullList({ filter: `chat = "${w.chat.id}"`, expand: 'user' });
    const users = members.map((m) => m.expand?.['user']).filter(isRecord);
    expect(idsOf(users)).toEqual([w.owner.id, w.member.id, w.other.id].sort());
  });

  it("expands a chat's members and messages (back-relations) for members only", async () => {
    const expand = 'chat_members_via_chat,messages_via_chat';
    const stored = {
      members: idsOf(
        await admin.collection('chat_members').getFullList({ filter: `chat = "${w.chat.id}"` }),
      ),
      messages: idsOf(
        await admin.collection('messages').getFullList({ filter: `chat = "${w.chat.id}"` }),
      ),
    };
    const chat = await w.as.member.collection('chats').getOne(w.chat.id, { expand });
    expect(idsOf(expandedList(chat, 'chat_members_via_chat'))).toEqual(stored.members);
    expect(idsOf(expandedList(chat, 'messages_via_chat'))).toEqual(stored.messages);
  });

  it("never shows a user's memberships to someone outside those chats", async () => {
    // The newcomer is the owner's friend, so sees the owner's record, but not their chats.
    const owner = await w.newcomer.pb
      .collection('users')
      .getOne(w.owner.id, { expand: 'chat_members_via_user' });
    expect(expandedList(owner, 'chat_members_via_user')).toEqual([]);
    const seen = await w.member.pb
      .collection('users')
      .getOne(w.owner.id, { expand: 'chat_members_via_user' });
    expect(expandedList(seen, 'chat_members_via_user').map((m) => m['chat'])).toContain(w.chat.id);
  });

  it('shows members to each other, not to ex-members or strangers who are no friends', async () => {
    // `other` is a friend of nobody but the owner: only the chat shows them.
    expect(await statusOf(w.member.pb.collection('users').getOne(w.other.id))).toBe(200);
    for (const pb of [w.as.left, w.as.removed, w.as.stranger, w.as.guest]) {
      expect(await statusOf(pb.collection('users').getOne(w.other.id))).toBe(404);
    }
  });
});

/** An expanded to-many relation (empty when absent). */
function expandedList(record: RecordModel, key: string): RecordModel[] {
  const value: unknown = record.expand?.[key];
  if (value === undefined) return [];
  // note: back-relations expand to an array of records; a single one would be a bug here.
  expect(Array.isArray(value)).toBe(true);
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function isRecord(value: unknown): value is RecordModel {
  return typeof value === 'object' && value !== null && 'id' in value;
}

/** One write of the matrix: what an actor sends, and who succeeds (the rest get `refused`). */
interface WriteCase {
  collection: Collection;
  op: 'create' | 'update' | 'delete';
  /** The record under test (update and delete). */
  target?: (w: World) => Promise<string>;
  body?: (w: World, actor: Actor) => Record<string, unknown>;
  allowed: readonly Actor[];
  refused: number;
}

const WRITES: Record<string, WriteCase> = {
  'create a chat (only the routes do)': {
    collection: 'chats',
    op: 'create',
    body: (w, actor) => ({
      kind: 'group',
      title: 'made by hand',
      owner: w.idOf[actor] || w.owner.id,
    }),
    allowed: ['superuser'],
    refused: 403,
  },
  'add a member': {
    collection: 'chat_members',
    op: 'create',
    body: (w) => ({ chat: w.chat.id, user: w.newcomer.id, role: 'member' }),
    allowed: ['owner', 'superuser'],
    refused: 400,
  },
  'post a message as oneself': {
    collection: 'messages',
    op: 'create',
    body: (w, actor) => ({
      chat: w.chat.id,
      author: w.idOf[actor] || w.owner.id,
      kind: 'text',
      text: `from ${actor}`,
    }),
    allowed: ['owner', 'member', 'superuser'],
    refused: 400,
  },
  'rename the group': {
    collection: 'chats',
    op: 'update',
    target: (w) => Promise.resolve(w.chat.id),
    body: () => ({ title: 'renamed' }),
    allowed: ['owner', 'superuser'],
    refused: 404,
  },
  "mute a member's membership": {
    collection: 'chat_members',
    op: 'update',
    target: async (w) => (await membershipOf(admin, w.chat.id, w.member)).id,
    body: () => ({ mutedUntil: MUTED_FOREVER }),
    allowed: ['member', 'superuser'],
    refused: 404,
  },
  "edit a member's message": {
    collection: 'messages',
    op: 'update',
    target: (w) => Promise.resolve(w.memberMessage.id),
    body: () => ({ text: 'edited' }),
    allowed: ['member', 'superuser'],
    refused: 404,
  },
  "edit the ex-member's own old message": {
    collection: 'messages',
    op: 'update',
    target: (w) => Promise.resolve(w.leaverMessage.id),
    body: () => ({ text: 'edited after leaving' }),
    allowed: ['superuser'],
    refused: 404,
  },
  'delete the group': {
    collection: 'chats',
    op: 'delete',
    target: (w) => Promise.resolve(w.chat.id),
    allowed: ['owner', 'superuser'],
    refused: 404,
  },
  'remove another plain member': {
    collection: 'chat_members',
    op: 'delete',
    target: async (w) => (await membershipOf(admin, w.chat.id, w.other)).id,
    allowed: ['owner', 'superuser'],
    refused: 404,
  },
  'delete a message record (nobody but superusers)': {
    collection: 'messages',
    op: 'delete',
    target: (w) => Promise.resolve(w.memberMessage.id),
    allowed: ['superuser'],
    refused: 403,
  },
};

describe.each(Object.entries(WRITES))('%s', (_name, write) => {
  // Refusals change nothing (each test checks it), so they share one group; every success gets
  // a group of its own among the same people.
  let people: Cast;
  let shared: World;
  beforeAll(async () => {
    people = await cast();
    shared = await world(people);
  });

  it.each(ACTORS)('by %s', async (actor) => {
    const allowed = write.allowed.includes(actor);
    const w = allowed ? await world(people) : shared;
    const pb = w.as[actor];
    const target = write.target ? await write.target(w) : '';
    const body = write.body ? write.body(w, actor) : {};
    const before = { chat: await chatState(admin, w.chat.id), counts: await chatCounts(admin) };
    const call =
      write.op === 'create'
        ? pb.collection(write.collection).create(body)
        : write.op === 'update'
          ? pb.collection(write.collection).update(target, body)
          : pb.collection(write.collection).delete(target);
    const status = await statusOf(call);
    const after = { chat: await chatState(admin, w.chat.id), counts: await chatCounts(admin) };
    if (allowed) {
      expect(status).toBe(200);
      expect(after).not.toEqual(before);
    } else {
      expect(status).toBe(write.refused);
      expect(after).toEqual(before);
    }
  });
});

/** What one probe heard: `action record-id` per event, in order. */
const heard = (events: readonly ReceivedEvent[]) =>
  events.map((event) => {
    const { action, record } = recordEvent(event);
    return `${action} ${String(record['id'])}`;
  });

/** A realtime probe per actor, each subscribed to `topic`. */
async function probesOf(w: World, topic: string): Promise<Record<Actor, RealtimeProbe>> {
  // The superuser and the guest get clients of their own: one realtime connection per probe.
  const clients = { ...w.as, superuser: await server.superuser(), guest: server.client() };
  const opened = await Promise.all(
    ACTORS.map(async (actor) => {
      const probe = await RealtimeProbe.open(server, clients[actor]);
      await probe.subscribe(topic);
      return [actor, probe] as const;
    }),
  );
  // note: built from ACTORS one to one, so every actor has its probe.
  return Object.fromEntries(opened) as Record<Actor, RealtimeProbe>;
}

/**
 * Checks that the members and superusers heard `expected` and nobody else heard anything. The
 * members are drained first: once they have the events, the fan-out is done, and each other
 * probe's own marker (sent after it) proves that nothing reached it.
 */
async function expectHeardByMembersOnly(
  probes: Record<Actor, RealtimeProbe>,
  expected: readonly string[],
) {
  for (const actor of SEERS) expect(heard(await probes[actor].drain())).toEqual(expected);
  for (const actor of ACTORS.filter((a) => !SEERS.includes(a))) {
    expect(await probes[actor].drain()).toEqual([]);
  }
}

describe('realtime', () => {
  it('messages/* : new and edited messages reach members and superusers only', async () => {
    const w = await world();
    const probes = await probesOf(w, 'messages/*');
    const sent = await sendText(w.member, w.chat.id, 'live');
    await w.member.pb.collection('messages').update(sent.id, { text: 'live, edited' });
    await expectHeardByMembersOnly(probes, [`create ${sent.id}`, `update ${sent.id}`]);
  });

  it('messages/<id> : edits and deletions of one message reach members and superusers only', async () => {
    const w = await world();
    const id = w.memberMessage.id;
    const probes = await probesOf(w, `messages/${id}`);
    await w.member.pb.collection('messages').update(id, { text: 'edited' });
    await w.member.pb.collection('messages').update(id, { deleted: true });
    await expectHeardByMembersOnly(probes, [`update ${id}`, `update ${id}`]);
  });

  it.each(['chats/*', 'chats/<id>'])(
    '%s : a rename reaches members and superusers only',
    async (pattern) => {
      const w = await world();
      const probes = await probesOf(w, pattern.replace('<id>', w.chat.id));
      await w.owner.pb.collection('chats').update(w.chat.id, { title: 'renamed live' });
      await expectHeardByMembersOnly(probes, [`update ${w.chat.id}`]);
    },
  );

  it.each(['chat_members/*', 'chat_members/<id>'])(
    '%s : a role change reaches members and superusers only',
    async (pattern) => {
      const w = await world();
      const membership = await membershipOf(admin, w.chat.id, w.other);
      const probes = await probesOf(w, pattern.replace('<id>', membership.id));
      await w.owner.pb.collection('chat_members').update(membership.id, { role: 'admin' });
      await expectHeardByMembersOnly(probes, [`update ${membership.id}`]);
    },
  );

  it('a removed member hears their membership go, then nothing more of the chat', async () => {
    const w = await world();
    const membership = await membershipOf(admin, w.chat.id, w.other);
    const [otherProbe, memberProbe] = await Promise.all(
      [w.other, w.member].map(async (who) => {
        const probe = await RealtimeProbe.open(server, who.pb);
        await probe.subscribe('chat_members/*');
        await probe.subscribe('messages/*');
        return probe;
      }),
    );
    await removeMember(w.owner, w.chat.id, w.other);
    const sent = await sendText(w.member, w.chat.id, 'after the removal');
    expect(heard((await memberProbe?.drain()) ?? [])).toContain(`create ${sent.id}`);
    const removedHeard = heard((await otherProbe?.drain()) ?? []);
    expect(removedHeard).toContain(`delete ${membership.id}`);
    expect(removedHeard).not.toContain(`create ${sent.id}`);
  });
});

describe('files', () => {
  let w: World;
  let attachment: { record: RecordModel; name: string };
  let avatar: { record: RecordModel; name: string };

  beforeAll(async () => {
    w = await world();
    const message = await postMessage(w.owner, w.chat.id, {
      attachments: [new File([png], 'photo.png')],
    });
    const chat = await w.owner.pb
      .collection('chats')
      .update(w.chat.id, { avatar: new File([png], 'avatar.png') });
    attachment = { record: message, name: fileNames(message, 'attachments')[0] ?? '' };
    avatar = { record: chat, name: fileNames(chat, 'avatar')[0] ?? '' };
  });

  /** The status of a download by `actor` with their own file token (guests have none). */
  async function downloadStatus(
    actor: Actor,
    file: { record: RecordModel; name: string },
  ): Promise<number> {
    const token = actor === 'guest' ? undefined : await w.as[actor].files.getToken();
    const response = await fetch(fileUrl(server, file.record, file.name, token));
    if (response.ok) expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
    return response.status;
  }

  it.each(ACTORS)('an attachment is downloaded by %s only when a member', async (actor) => {
    expect(attachment.name).not.toBe('');
    expect(await downloadStatus(actor, attachment)).toBe(SEERS.includes(actor) ? 200 : 404);
  });

  it.each(ACTORS)("a group's avatar is downloaded by %s only when a member", async (actor) => {
    expect(avatar.name).not.toBe('');
    expect(await downloadStatus(actor, avatar)).toBe(SEERS.includes(actor) ? 200 : 404);
  });

  it('are protected: no download without a file token, even for members', async () => {
    for (const file of [attachment, avatar]) {
      const url = fileUrl(server, file.record, file.name);
      expect((await fetch(url)).status).toBe(404);
      const withAuth = await fetch(url, { headers: { Authorization: w.owner.pb.authStore.token } });
      expect(withAuth.status).toBe(404);
    }
  });
});

describe('direct chats', () => {
  it('are seen by their two members only, and never changed or deleted by them', async () => {
    const { owner: ann, friend: bea } = await circle(server, ['friend']);
    const stranger = await person(server, 'stranger');
    await befriend(stranger, ann); // a friend of one side is still outside the chat
    const chat = await openDirect(ann, bea);
    const message = await sendText(ann, chat.id, 'hi');
    for (const pb of [ann.pb, bea.pb]) {
      expect(await statusOf(pb.collection('chats').getOne(chat.id))).toBe(200);
      expect(await statusOf(pb.collection('messages').getOne(message.id))).toBe(200);
    }
    for (const pb of [stranger.pb, server.client()]) {
      expect(await statusOf(pb.collection('chats').getOne(chat.id))).toBe(404);
      expect(await statusOf(pb.collection('messages').getOne(message.id))).toBe(404);
    }
    const before = await chatState(admin, chat.id);
    const beaMembership = await membershipOf(admin, chat.id, bea);
    for (const who of [ann, bea]) {
      expect(await statusOf(who.pb.collection('chats').update(chat.id, { title: 'x' }))).toBe(404);
      expect(await statusOf(who.pb.collection('chats').delete(chat.id))).toBe(404);
      expect(await statusOf(who.pb.collection('chat_members').delete(beaMembership.id))).toBe(404);
      const role = { role: 'admin' };
      expect(await statusOf(who.pb.collection('chat_members').update(beaMembership.id, role))).toBe(
        404,
      );
    }
    expect(
      await statusOf(
        ann.pb
          .collection('chat_members')
          .create({ chat: chat.id, user: stranger.id, role: 'member' }),
      ),
    ).toBe(400);
    expect(await chatState(admin, chat.id)).toBe(before);
  });
});
