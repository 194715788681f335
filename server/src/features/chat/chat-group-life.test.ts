import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  circle,
  createGroup,
  lastSeqOf,
  leave,
  membershipOf,
  membersOf,
  messagesOf,
  removeMember,
  rolesOf,
  sendText,
  setRole,
  systemNotesOf,
} from '../../test/chat-kit.js';
import { RealtimeProbe, recordEvent } from '../../test/realtime-probe.js';
import { statusOf } from '../../test/sdk-outcome.js';
import { befriend } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * A group's life (docs/chat-data-model.md, `chat_members` and `messages`): made with its
 * members, renamed, joined, left, handed over and deleted, each change told to the members by a
 * system message (`event`, `author` who did it, `subject` who it happened to).
 */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

describe('a new group', () => {
  it('is owned by its creator, holds the members, and says it was created', async () => {
    const { owner, m1, m2 } = await circle(server, ['m1', 'm2']);
    const chat = await createGroup(owner, 'Weekend', [m1, m2]);
    expect(chat).toMatchObject({ kind: 'group', title: 'Weekend', owner: owner.id, pair: '' });
    expect(await rolesOf(admin, chat.id)).toEqual({
      [owner.id]: 'owner',
      [m1.id]: 'member',
      [m2.id]: 'member',
    });
    expect(await systemNotesOf(admin, chat.id)).toMatchObject([
      { event: 'created', author: owner.id },
    ]);
    const [created] = await messagesOf(admin, chat.id);
    expect(created?.['seq']).toBe(1);
    expect(await lastSeqOf(admin, chat.id)).toBe(1);
  });

  it('reaches its members over realtime as they are made', async () => {
    const { owner, m1 } = await circle(server, ['m1']);
    const probe = await RealtimeProbe.open(server, m1.pb);
    await probe.subscribe('chat_members/*');
    await probe.subscribe('messages/*');
    const chat = await createGroup(owner, 'Live', [m1]);
    const events = (await probe.drain()).map((event) => recordEvent(event));
    const mine = await membershipOf(m1.pb, chat.id, m1);
    expect(events.map((e) => `${e.action} ${String(e.record['id'])}`)).toEqual(
      expect.arrayContaining([`create ${mine.id}`]),
    );
    expect(events.filter((e) => e.record['event'] === 'created')).toHaveLength(1);
  });
});

describe('system messages', () => {
  it('tell of a rename by the owner or an admin, with the new title', async () => {
    const { owner, m1 } = await circle(server, ['m1']);
    const chat = await createGroup(owner, 'Old', [m1]);
    await setRole(owner, chat.id, m1, 'admin');
    const mark = await lastSeqOf(admin, chat.id);
    await owner.pb.collection('chats').update(chat.id, { title: 'New' });
    await m1.pb.collection('chats').update(chat.id, { title: 'Newer' });
    expect(await systemNotesOf(admin, chat.id, mark)).toMatchObject([
      { event: 'renamed', author: owner.id, text: 'New' },
      { event: 'renamed', author: m1.id, text: 'Newer' },
    ]);
  });

  it('tell who added whom, and who removed whom', async () => {
    const { owner, m1, m2, m3 } = await circle(server, ['m1', 'm2', 'm3']);
    const chat = await createGroup(owner, 'Comings', [m1]);
    await setRole(owner, chat.id, m1, 'admin');
    const mark = await lastSeqOf(admin, chat.id);
    await addMember(owner, chat.id, m2);
    await befriend(m1, m3);
    await addMember(m1, chat.id, m3); // an admin adds a friend of theirs
    await removeMember(m1, chat.id, m2); // an admin removes a plain member
    await removeMember(owner, chat.id, m1); // the owner removes an admin
    expect(await systemNotesOf(admin, chat.id, mark)).toMatchObject([
      { event: 'added', author: owner.id, subject: m2.id },
      { event: 'added', author: m1.id, subject: m3.id },
      { event: 'removed', author: m1.id, subject: m2.id },
      { event: 'removed', author: owner.id, subject: m1.id },
    ]);
    expect(await rolesOf(admin, chat.id)).toEqual({ [owner.id]: 'owner', [m3.id]: 'member' });
  });

  it('tell who left', async () => {
    const { owner, m1, m2 } = await circle(server, ['m1', 'm2']);
    const chat = await createGroup(owner, 'Goings', [m1, m2]);
    const mark = await lastSeqOf(admin, chat.id);
    await leave(m1, chat.id);
    expect(await systemNotesOf(admin, chat.id, mark)).toMatchObject([
      { event: 'left', author: m1.id },
    ]);
    expect(Object.keys(await rolesOf(admin, chat.id)).sort()).toEqual([owner.id, m2.id].sort());
  });

  it('tell of promotions and demotions', async () => {
    const { owner, m1 } = await circle(server, ['m1']);
    const chat = await createGroup(owner, 'Ranks', [m1]);
    const mark = await lastSeqOf(admin, chat.id);
    await setRole(owner, chat.id, m1, 'admin');
    await setRole(owner, chat.id, m1, 'member');
    expect(await systemNotesOf(admin, chat.id, mark)).toMatchObject([
      { event: 'promoted', author: owner.id, subject: m1.id },
      { event: 'demoted', author: owner.id, subject: m1.id },
    ]);
  });
});

describe('ownership', () => {
  it('is handed over by the owner to a member, who becomes owner; the old owner an admin', async () => {
    const { owner, m1, m2 } = await circle(server, ['m1', 'm2']);
    const chat = await createGroup(owner, 'Handover', [m1, m2]);
    const mark = await lastSeqOf(admin, chat.id);
    const updated = await owner.pb.collection('chats').update(chat.id, { owner: m1.id });
    expect(updated['owner']).toBe(m1.id);
    expect(await rolesOf(admin, chat.id)).toEqual({
      [owner.id]: 'admin',
      [m1.id]: 'owner',
      [m2.id]: 'member',
    });
    expect(await systemNotesOf(admin, chat.id, mark)).toMatchObject([
      { event: 'owner', author: owner.id, subject: m1.id },
    ]);
    // The old owner is an admin now: renaming yes, handing over or deleting no.
    expect(await statusOf(owner.pb.collection('chats').update(chat.id, { title: 'x' }))).toBe(200);
    expect(await statusOf(owner.pb.collection('chats').update(chat.id, { owner: m2.id }))).toBe(
      404,
    );
    expect(await statusOf(owner.pb.collection('chats').delete(chat.id))).toBe(404);
  });

  it('passes, when the owner leaves, to the longest-standing admin, not the first promoted', async () => {
    const { owner, m1, m2, m3 } = await circle(server, ['m1', 'm2', 'm3']);
    const chat = await createGroup(owner, 'Succession', [m1]);
    await addMember(owner, chat.id, m2);
    await addMember(owner, chat.id, m3);
    await setRole(owner, chat.id, m3, 'admin'); // promoted first, but joined last
    await setRole(owner, chat.id, m2, 'admin');
    const mark = await lastSeqOf(admin, chat.id);
    await leave(owner, chat.id);
    expect((await admin.collection('chats').getOne(chat.id))['owner']).toBe(m2.id);
    expect(await rolesOf(admin, chat.id)).toEqual({
      [m1.id]: 'member',
      [m2.id]: 'owner',
      [m3.id]: 'admin',
    });
    const notes = await systemNotesOf(admin, chat.id, mark);
    expect(notes).toHaveLength(2);
    expect(notes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'left', author: owner.id }),
        expect.objectContaining({ event: 'owner', subject: m2.id }),
      ]),
    );
  });

  it('passes, when the owner leaves a group without admins, to the longest-standing member', async () => {
    const { owner, m1, m2 } = await circle(server, ['m1', 'm2']);
    const chat = await createGroup(owner, 'Succession', [m1]);
    await addMember(owner, chat.id, m2);
    await leave(owner, chat.id);
    expect((await admin.collection('chats').getOne(chat.id))['owner']).toBe(m1.id);
    expect(await rolesOf(admin, chat.id)).toEqual({ [m1.id]: 'owner', [m2.id]: 'member' });
  });
});

describe('the end of a group', () => {
  it('comes when its last member leaves: the chat, members and messages go', async () => {
    const { owner, m1 } = await circle(server, ['m1']);
    const chat = await createGroup(owner, 'Fading', [m1]);
    await sendText(m1, chat.id, 'bye');
    await leave(owner, chat.id);
    expect(await rolesOf(admin, chat.id)).toEqual({ [m1.id]: 'owner' });
    await leave(m1, chat.id);
    expect(await statusOf(admin.collection('chats').getOne(chat.id))).toBe(404);
    expect(await membersOf(admin, chat.id)).toEqual([]);
    expect(await messagesOf(admin, chat.id)).toEqual([]);
  });

  it('comes when the owner deletes it, never when an admin tries', async () => {
    const { owner, m1 } = await circle(server, ['m1']);
    const chat = await createGroup(owner, 'Deleted', [m1]);
    await setRole(owner, chat.id, m1, 'admin');
    await sendText(m1, chat.id, 'hello');
    expect(await statusOf(m1.pb.collection('chats').delete(chat.id))).toBe(404);
    expect(await statusOf(admin.collection('chats').getOne(chat.id))).toBe(200);
    const probe = await RealtimeProbe.open(server, m1.pb);
    await probe.subscribe('chats/*');
    await owner.pb.collection('chats').delete(chat.id);
    expect(await membersOf(admin, chat.id)).toEqual([]);
    expect(await messagesOf(admin, chat.id)).toEqual([]);
    const heard = (await probe.drain()).map((event) => recordEvent(event));
    expect(heard.map((e) => `${e.action} ${String(e.record['id'])}`)).toEqual([
      `delete ${chat.id}`,
    ]);
  });
});
