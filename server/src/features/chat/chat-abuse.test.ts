import { GROUP_MAX_MEMBERS, MESSAGE_MAX_TEXT } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  chatCounts,
  chatState,
  circle,
  createGroup,
  expectRefused as refusedUnchanged,
  fieldError,
  fileNames,
  fileUrl,
  membershipOf,
  openDirect,
  postMessage,
  readTo,
  refusal,
  sendText,
  setRole,
  unreadIn,
} from '../../test/chat-kit.js';
import {
  expectRejectedUnchanged,
  type GarbageRequest,
  type GarbageTarget,
} from '../../test/garbage-requests.js';
import { statusOf } from '../../test/sdk-outcome.js';
import { befriend, person, type Person } from '../../test/social-kit.js';
import { bandedImage, RED } from '../../test/test-images.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * Bad input to chat (docs/chat-data-model.md; AGENTS.md: "bad input gets a 4xx in PocketBase's
 * error shape and changes nothing"): each refusal is checked for its status, its field error
 * where the contract names one, and for having left every chat record as it was.
 */

let server: TestServer;
let admin: PocketBase;
let png: Buffer;
let cast: Cast;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  png = await bandedImage(16, 16, [RED]);
  cast = await newCast();
});
afterAll(() => server.close());

/** The people of a team: an owner, two admins, a member; the owner's friend outside; a stranger. */
interface Cast {
  owner: Person;
  admin1: Person;
  admin2: Person;
  member: Person;
  /** The owner's friend, not in the group and no friend of the admins. */
  outsider: Person;
  stranger: Person;
}

/** A group of a cast, and a message of its member. */
interface Team extends Cast {
  chat: RecordModel;
  message: RecordModel;
}

async function newCast(): Promise<Cast> {
  const p = await circle(server, ['admin1', 'admin2', 'member', 'outsider']);
  return { ...p, stranger: await person(server, 'stranger') };
}

/**
 * A new group of `c`, with admin1 and admin2 promoted. Tests that only touch their own group
 * share the file's cast (its people); a test that changes who is friends with whom brings its
 * own.
 */
async function team(c: Cast = cast): Promise<Team> {
  const chat = await createGroup(c.owner, 'Team', [c.admin1, c.admin2, c.member]);
  await setRole(c.owner, chat.id, c.admin1, 'admin');
  await setRole(c.owner, chat.id, c.admin2, 'admin');
  const message = await sendText(c.member, chat.id, 'hello team');
  return { ...c, chat, message };
}

/** The kit's `expectRefused`, as the file's superuser tells what is stored. */
const expectRefused = (
  chatId: string,
  call: () => Promise<unknown>,
  status: number,
  data?: Record<string, unknown>,
) => refusedUnchanged(admin, chatId, call, status, data);

const file = (content: string | Uint8Array, name: string) => new File([content], name);

describe('posting a message', () => {
  it('as a non-member is refused', async () => {
    const t = await team();
    for (const outsider of [t.stranger, t.outsider]) {
      await expectRefused(t.chat.id, () => sendText(outsider, t.chat.id, 'let me in'), 400);
    }
  });

  it('as someone else (a spoofed author) is refused', async () => {
    const t = await team();
    const spoofed = () =>
      t.member.pb
        .collection('messages')
        .create({ chat: t.chat.id, author: t.owner.id, kind: 'text', text: 'from the owner' });
    await expectRefused(t.chat.id, spoofed, 400);
    const authorless = () =>
      t.member.pb.collection('messages').create({ chat: t.chat.id, kind: 'text', text: 'anon' });
    await expectRefused(t.chat.id, authorless, 400);
  });

  it(`with more than ${MESSAGE_MAX_TEXT} characters is refused; exactly that many is fine`, async () => {
    const t = await team();
    await expectRefused(
      t.chat.id,
      () => sendText(t.member, t.chat.id, 'x'.repeat(MESSAGE_MAX_TEXT + 1)),
      400,
      fieldError('text', 'validation_max_text_constraint'),
    );
    const longest = await sendText(t.member, t.chat.id, 'x'.repeat(MESSAGE_MAX_TEXT));
    expect(String(longest['text'])).toHaveLength(MESSAGE_MAX_TEXT);
  });

  it('with neither text nor attachments is refused (validation_message_empty)', async () => {
    const t = await team();
    await expectRefused(
      t.chat.id,
      () => postMessage(t.member, t.chat.id, { text: '' }),
      400,
      fieldError('text', 'validation_message_empty'),
    );
  });

  it('with 11 attachments is refused', async () => {
    const t = await team();
    const attachments = Array.from({ length: 11 }, (_, i) => file(`file ${i}`, `file-${i}.txt`));
    await expectRefused(
      t.chat.id,
      () => postMessage(t.member, t.chat.id, { text: 'many', attachments }),
      400,
      fieldError('attachments', 'validation_too_many_files'),
    );
  });

  it('with a 26 MB file is refused', async () => {
    const t = await team();
    const big = file(new Uint8Array(26 * 1024 * 1024), 'big.bin');
    await expectRefused(
      t.chat.id,
      () => postMessage(t.member, t.chat.id, { attachments: [big] }),
      400,
      fieldError('attachments', 'validation_file_size_limit'),
    );
  });

  it.each(['setup.exe', 'SETUP.EXE', 'install.msi', 'run.bat', 'script.ps1', 'tool.jar'])(
    'with %s (a program) is refused, whatever else it carries (validation_file_forbidden)',
    async (name) => {
      const t = await team();
      await expectRefused(
        t.chat.id,
        () =>
          postMessage(t.member, t.chat.id, {
            text: 'have a look',
            attachments: [file(png, 'fine.png'), file('MZ\u0090\u0000', name)],
          }),
        400,
        fieldError('attachments', 'validation_file_forbidden'),
      );
    },
  );

  it('with an HTML or SVG file stores it, and serves it as a download, never inline', async () => {
    const t = await team();
    const page = '<!doctype html><html><body><script>alert(1)</script></body></html>';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const message = await postMessage(t.member, t.chat.id, {
      attachments: [file(page, 'page.html'), file(svg, 'image.svg')],
    });
    const token = await t.owner.pb.files.getToken();
    const names = fileNames(message, 'attachments');
    expect(names).toHaveLength(2);
    for (const name of names) {
      const response = await fetch(fileUrl(server, message, name, token));
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Disposition')).toMatch(/^attachment/);
    }
  });

  it('replying to a message of another chat is refused (validation_reply_other_chat)', async () => {
    const t = await team();
    const elsewhere = await openDirect(t.owner, t.member);
    const there = await sendText(t.owner, elsewhere.id, 'elsewhere');
    await expectRefused(
      t.chat.id,
      () => postMessage(t.member, t.chat.id, { text: 'a reply', replyTo: there.id }),
      400,
      fieldError('replyTo', 'validation_reply_other_chat'),
    );
    const reply = await postMessage(t.owner, t.chat.id, { text: 'ok', replyTo: t.message.id });
    expect(reply['replyTo']).toBe(t.message.id);
  });

  it('with a clientId that is too long or has other characters is refused', async () => {
    const t = await team();
    for (const clientId of ['x'.repeat(65), 'has space', 'ünïcode', 'a/b']) {
      await expectRefused(t.chat.id, () => sendText(t.member, t.chat.id, 'hi', clientId), 400);
    }
  });

  it.each<[string, Record<string, unknown>]>([
    ['seq', { seq: 99 }],
    ['editedAt', { editedAt: '2024-01-01 00:00:00.000Z' }],
    ['kind "system"', { kind: 'system', event: 'renamed' }],
    ['event', { event: 'created' }],
    ['subject', { subject: 'SELF' }],
    ['deleted', { deleted: true }],
  ])('setting the server field %s is refused', async (_name, fields) => {
    const t = await team();
    const body = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, value === 'SELF' ? t.member.id : value]),
    );
    await expectRefused(
      t.chat.id,
      () => postMessage(t.member, t.chat.id, { text: 'sneaky', ...body }),
      400,
    );
  });
});

describe('editing a message', () => {
  it.each<[string, (t: Team) => Record<string, unknown>]>([
    ['seq', () => ({ seq: 1 })],
    ['editedAt', () => ({ editedAt: '2024-01-01 00:00:00.000Z' })],
    ['kind', () => ({ kind: 'system' })],
    ['chat', (t) => ({ chat: t.chat.id })],
    ['author', (t) => ({ author: t.owner.id })],
    ['clientId', () => ({ clientId: 'another' })],
    ['replyTo', (t) => ({ replyTo: t.message.id })],
    ['event', () => ({ event: 'renamed' })],
    ['subject', (t) => ({ subject: t.owner.id })],
  ])('to set %s is refused (404: no update rule matches)', async (_name, fields) => {
    const t = await team();
    const own = await sendText(t.member, t.chat.id, 'mine');
    await expectRefused(
      t.chat.id,
      () => t.member.pb.collection('messages').update(own.id, { text: 'edited', ...fields(t) }),
      404,
    );
  });

  it("of someone else's message is refused, even by the owner", async () => {
    const t = await team();
    for (const editor of [t.owner, t.admin1]) {
      await expectRefused(
        t.chat.id,
        () => editor.pb.collection('messages').update(t.message.id, { text: 'not yours' }),
        404,
      );
    }
  });

  it('after it was deleted is refused, and so is undeleting it', async () => {
    const t = await team();
    const deleted = await t.member.pb
      .collection('messages')
      .update(t.message.id, { deleted: true });
    expect(deleted).toMatchObject({ deleted: true, text: '', attachments: [] });
    for (const body of [{ text: 'back' }, { deleted: false }, { deleted: false, text: 'back' }]) {
      await expectRefused(
        t.chat.id,
        () => t.member.pb.collection('messages').update(t.message.id, body),
        404,
      );
    }
  });

  it('of a system message is refused', async () => {
    const t = await team();
    const [created] = await admin
      .collection('messages')
      .getFullList({ filter: `chat = "${t.chat.id}" && kind = "system"`, sort: 'seq' });
    if (!created) throw new Error('a new group has its "created" system message');
    for (const body of [{ text: 'hacked' }, { deleted: true }]) {
      await expectRefused(
        t.chat.id,
        () => t.owner.pb.collection('messages').update(created.id, body),
        404,
      );
    }
  });
});

describe('chats and memberships', () => {
  it.each<[string, Record<string, unknown>]>([
    ['kind', { kind: 'direct' }],
    ['pair', { pair: 'a:b' }],
    ['lastSeq', { lastSeq: 1000 }],
    ['lastMessageAt', { lastMessageAt: '2030-01-01 00:00:00.000Z' }],
  ])("setting the chat's server field %s is refused, even to the owner", async (_n, body) => {
    const t = await team();
    await expectRefused(
      t.chat.id,
      () => t.owner.pb.collection('chats').update(t.chat.id, { title: 'x', ...body }),
      404,
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['lastRead', { lastRead: 'MESSAGE' }],
    ['lastReadSeq', { lastReadSeq: 1000 }],
    ['chat', { chat: 'CHAT' }],
    ['user', { user: 'OWNER' }],
  ])('setting %s of one’s own membership is refused', async (_n, body) => {
    const t = await team();
    const mine = await membershipOf(t.member.pb, t.chat.id, t.member);
    const elsewhere = await openDirect(t.owner, t.member);
    const values: Record<string, string> = {
      MESSAGE: t.message.id,
      CHAT: elsewhere.id,
      OWNER: t.owner.id,
    };
    const resolved = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? values[v] : v]),
    );
    await expectRefused(
      t.chat.id,
      () => t.member.pb.collection('chat_members').update(mine.id, resolved),
      404,
    );
  });

  it('the private read position cannot be set through the records API', async () => {
    const t = await team();
    const before = await unreadIn(t.member, t.chat.id);
    const mine = await membershipOf(t.member.pb, t.chat.id, t.member);
    // A hidden field: refused or ignored, never taken.
    await statusOf(t.member.pb.collection('chat_members').update(mine.id, { readSeq: 1000 }));
    expect(await unreadIn(t.member, t.chat.id)).toEqual(before);
  });

  it("changing another member's membership is refused", async () => {
    const t = await team();
    const ownerMembership = await membershipOf(admin, t.chat.id, t.owner);
    const admin1Membership = await membershipOf(admin, t.chat.id, t.admin1);
    const attempts: [Person, string, Record<string, unknown>][] = [
      [t.member, admin1Membership.id, { mutedUntil: '2030-01-01 00:00:00.000Z' }],
      [t.member, admin1Membership.id, { role: 'member' }],
      [t.owner, admin1Membership.id, { mutedUntil: '2030-01-01 00:00:00.000Z' }],
      [t.admin1, ownerMembership.id, { role: 'admin' }],
      [t.stranger, admin1Membership.id, { role: 'member' }],
    ];
    for (const [who, id, body] of attempts) {
      await expectRefused(t.chat.id, () => who.pb.collection('chat_members').update(id, body), 404);
    }
  });

  it('a member promoting themselves is refused', async () => {
    const t = await team();
    const mine = await membershipOf(t.member.pb, t.chat.id, t.member);
    for (const role of ['admin', 'owner']) {
      await expectRefused(
        t.chat.id,
        () => t.member.pb.collection('chat_members').update(mine.id, { role }),
        404,
      );
    }
  });

  it('an admin removing the owner or another admin is refused', async () => {
    const t = await team();
    for (const target of [t.owner, t.admin2]) {
      const membership = await membershipOf(admin, t.chat.id, target);
      await expectRefused(
        t.chat.id,
        () => t.admin1.pb.collection('chat_members').delete(membership.id),
        404,
      );
    }
  });

  it('a plain member removing anyone else is refused', async () => {
    const t = await team();
    for (const target of [t.owner, t.admin1]) {
      const membership = await membershipOf(admin, t.chat.id, target);
      await expectRefused(
        t.chat.id,
        () => t.member.pb.collection('chat_members').delete(membership.id),
        404,
      );
    }
  });

  it('an admin giving ownership is refused, either way', async () => {
    const t = await team();
    const memberMembership = await membershipOf(admin, t.chat.id, t.member);
    await expectRefused(
      t.chat.id,
      () => t.admin1.pb.collection('chats').update(t.chat.id, { owner: t.admin1.id }),
      404,
    );
    await expectRefused(
      t.chat.id,
      () => t.admin1.pb.collection('chats').update(t.chat.id, { owner: t.member.id }),
      404,
    );
    for (const who of [t.admin1, t.owner]) {
      // Ownership moves through the chat's `owner` only.
      await expectRefused(
        t.chat.id,
        () => who.pb.collection('chat_members').update(memberMembership.id, { role: 'owner' }),
        404,
      );
    }
  });

  it('the owner handing the group to someone outside it is refused', async () => {
    const t = await team();
    for (const to of [t.outsider, t.stranger]) {
      await expectRefused(
        t.chat.id,
        () => t.owner.pb.collection('chats').update(t.chat.id, { owner: to.id }),
        400,
      );
    }
  });

  it('adding someone who is no friend of the adder is refused (validation_member_not_friend)', async () => {
    const t = await team(await newCast()); // befriends people: a cast of its own
    // The outsider is the owner's friend, not admin1's: friends of the adder only.
    const attempts: [Person, Person][] = [
      [t.admin1, t.outsider],
      [t.owner, t.stranger],
    ];
    for (const [adder, added] of attempts) {
      await expectRefused(
        t.chat.id,
        () => addMember(adder, t.chat.id, added),
        400,
        fieldError('user', 'validation_member_not_friend'),
      );
    }
    await befriend(t.admin1, t.outsider);
    expect((await addMember(t.admin1, t.chat.id, t.outsider))['role']).toBe('member');
  });

  it('adding as anything but a plain member, twice, to a direct chat, or with a read receipt is refused', async () => {
    const t = await team();
    const direct = await openDirect(t.owner, t.outsider);
    const attempts: [string, Record<string, unknown>][] = [
      ['as an admin', { chat: t.chat.id, user: t.outsider.id, role: 'admin' }],
      ['as the owner', { chat: t.chat.id, user: t.outsider.id, role: 'owner' }],
      ['twice', { chat: t.chat.id, user: t.member.id, role: 'member' }],
      ['to a direct chat', { chat: direct.id, user: t.member.id, role: 'member' }],
      [
        'with a receipt',
        { chat: t.chat.id, user: t.outsider.id, role: 'member', lastRead: t.message.id },
      ],
      [
        'with a receipt seq',
        { chat: t.chat.id, user: t.outsider.id, role: 'member', lastReadSeq: 3 },
      ],
    ];
    const directBefore = await chatState(admin, direct.id);
    for (const [, body] of attempts) {
      await expectRefused(t.chat.id, () => t.owner.pb.collection('chat_members').create(body), 400);
    }
    expect(await chatState(admin, direct.id)).toBe(directBefore);
  });
});

describe('the chat routes with garbage', () => {
  let target: GarbageTarget;
  let t: Team;
  let friendless: Person;

  beforeAll(async () => {
    t = await team();
    friendless = await person(server, 'friendless');
    target = {
      url: server.url,
      tokens: { admin: admin.authStore.token, user: t.owner.pb.authStore.token },
      defaultSender: 'user',
      snapshot: () => chatCounts(admin),
    };
  });

  const json = 'application/json';
  const body = (value: unknown) => () => JSON.stringify(value);
  const GROUP = '/api/hearth/chats/group';
  const DIRECT = '/api/hearth/chats/direct';
  const read = () => `/api/hearth/chats/${t.chat.id}/read`;

  const CASES: GarbageRequest[] = [
    { name: 'group: a guest', method: 'POST', path: GROUP, as: 'guest', status: 401 },
    { name: 'group: a forged token', method: 'POST', path: GROUP, as: 'forged', status: 401 },
    { name: 'group: no body', method: 'POST', path: GROUP, status: 400 },
    {
      name: 'group: broken JSON',
      method: 'POST',
      path: GROUP,
      body: '{"title":',
      contentType: json,
      status: 400,
    },
    {
      name: 'group: a JSON array',
      method: 'POST',
      path: GROUP,
      body: '[1,2]',
      contentType: json,
      status: 400,
    },
    {
      name: 'group: no members',
      method: 'POST',
      path: GROUP,
      body: body({ title: 'x' }),
      contentType: json,
      status: 400,
    },
    {
      name: 'group: members not a list',
      method: 'POST',
      path: GROUP,
      body: () => JSON.stringify({ title: 'x', members: t.member.id }),
      contentType: json,
      status: 400,
    },
    {
      name: 'group: members of numbers',
      method: 'POST',
      path: GROUP,
      body: body({ title: 'x', members: [1, 2] }),
      contentType: json,
      status: 400,
    },
    {
      name: 'group: members of objects',
      method: 'POST',
      path: GROUP,
      body: () => JSON.stringify({ title: 'x', members: [{ id: t.member.id }] }),
      contentType: json,
      status: 400,
    },
    {
      name: 'group: a title of the wrong type',
      method: 'POST',
      path: GROUP,
      body: () => JSON.stringify({ title: { x: 1 }, members: [t.member.id] }),
      contentType: json,
      status: 400,
    },
    {
      name: 'group: a title too long',
      method: 'POST',
      path: GROUP,
      body: () => JSON.stringify({ title: 't'.repeat(101), members: [t.member.id] }),
      contentType: json,
      status: 400,
    },
    {
      name: 'group: an unknown user',
      method: 'POST',
      path: GROUP,
      body: () => JSON.stringify({ title: 'x', members: [t.member.id, 'nosuchuser12345'] }),
      contentType: json,
      status: 400,
    },
    {
      name: 'group: a stranger',
      method: 'POST',
      path: GROUP,
      body: () => JSON.stringify({ title: 'x', members: [t.member.id, friendless.id] }),
      contentType: json,
      status: 400,
    },
    {
      name: 'group: a form body',
      method: 'POST',
      path: GROUP,
      body: 'title=x&members=y',
      contentType: 'application/x-www-form-urlencoded',
      status: 400,
    },
    {
      name: 'direct: a guest',
      method: 'POST',
      path: DIRECT,
      body: () => JSON.stringify({ user: t.member.id }),
      contentType: json,
      as: 'guest',
      status: 401,
    },
    { name: 'direct: no body', method: 'POST', path: DIRECT, status: 400 },
    {
      name: 'direct: no user',
      method: 'POST',
      path: DIRECT,
      body: body({}),
      contentType: json,
      status: 400,
    },
    {
      name: 'direct: a number',
      method: 'POST',
      path: DIRECT,
      body: body({ user: 12 }),
      contentType: json,
      status: 400,
    },
    {
      name: 'direct: a list',
      method: 'POST',
      path: DIRECT,
      body: () => JSON.stringify({ user: [t.member.id] }),
      contentType: json,
      status: 400,
    },
    {
      name: 'direct: an unknown user',
      method: 'POST',
      path: DIRECT,
      body: body({ user: 'nosuchuser12345' }),
      contentType: json,
      status: 400,
    },
    {
      name: 'direct: oneself',
      method: 'POST',
      path: DIRECT,
      body: () => JSON.stringify({ user: t.owner.id }),
      contentType: json,
      status: 400,
    },
    {
      name: 'direct: a stranger',
      method: 'POST',
      path: DIRECT,
      body: () => JSON.stringify({ user: friendless.id }),
      contentType: json,
      status: 400,
    },
    {
      name: 'read: a guest',
      method: 'POST',
      path: read,
      body: () => JSON.stringify({ message: t.message.id }),
      contentType: json,
      as: 'guest',
      status: 401,
    },
    {
      name: 'read: no message',
      method: 'POST',
      path: read,
      body: body({}),
      contentType: json,
      status: 400,
    },
    {
      name: 'read: a number',
      method: 'POST',
      path: read,
      body: body({ message: 5 }),
      contentType: json,
      status: 400,
    },
    {
      name: 'read: an unknown message',
      method: 'POST',
      path: read,
      body: body({ message: 'nosuchmessage12' }),
      contentType: json,
      status: 400,
    },
    {
      name: 'read: an unknown chat',
      method: 'POST',
      path: '/api/hearth/chats/nosuchchat12345/read',
      body: () => JSON.stringify({ message: t.message.id }),
      contentType: json,
      status: 404,
    },
    {
      name: 'typing: a guest',
      method: 'POST',
      path: () => `/api/hearth/chats/${t.chat.id}/typing`,
      as: 'guest',
      status: 401,
    },
    {
      name: 'typing: an unknown chat',
      method: 'POST',
      path: '/api/hearth/chats/nosuchchat12345/typing',
      status: 404,
    },
    {
      name: 'unread: a guest',
      method: 'GET',
      path: '/api/hearth/chats/unread',
      as: 'guest',
      status: 401,
    },
  ];

  it.each(CASES.map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    await expectRejectedUnchanged(target, item);
  });

  it('read: a message of another chat is refused, and the read position stays', async () => {
    const elsewhere = await openDirect(t.owner, t.member);
    const there = await sendText(t.member, elsewhere.id, 'there');
    const before = await unreadIn(t.owner, t.chat.id);
    await expectRefused(t.chat.id, () => readTo(t.owner, t.chat.id, there.id), 400);
    expect(await unreadIn(t.owner, t.chat.id)).toEqual(before);
  });

  it(`group: holds at most ${GROUP_MAX_MEMBERS} members, its owner included`, async () => {
    const owner = await person(server, 'popular');
    const friends: string[] = [];
    for (let start = 0; start < GROUP_MAX_MEMBERS; start += 25) {
      const batch = Array.from({ length: 25 }, (_, i) => friendOf(owner, `fan-${start + i}`));
      friends.push(...(await Promise.all(batch)));
    }
    expect(friends).toHaveLength(GROUP_MAX_MEMBERS);
    const counts = await chatCounts(admin);
    const data = await refusal(createGroup(owner, 'Too many', friends), 400);
    expect(data).toEqual(fieldError('members', 'validation_chat_too_many_members'));
    expect(await chatCounts(admin)).toBe(counts);
    const full = await createGroup(owner, 'Full', friends.slice(0, GROUP_MAX_MEMBERS - 1));
    const stored = await admin
      .collection('chat_members')
      .getList(1, 1, { filter: `chat = "${full.id}"` });
    expect(stored.totalItems).toBe(GROUP_MAX_MEMBERS);
    // Full: one more is refused through the records API too.
    const last = friends.at(-1) ?? '';
    await expectRefused(
      full.id,
      () =>
        owner.pb.collection('chat_members').create({ chat: full.id, user: last, role: 'member' }),
      400,
    );
    const refused = await refusal(
      owner.pb.collection('chat_members').create({ chat: full.id, user: last, role: 'member' }),
    );
    expect(Object.values(refused ?? {})).toContainEqual(
      expect.objectContaining({ code: 'validation_chat_too_many_members' }),
    );
  }, 120_000);
});

/** A new user, made a friend of `p` by a superuser; returns the user's id. */
async function friendOf(p: Person, nickname: string): Promise<string> {
  const password = 'correct horse battery';
  const created = await admin.collection('users').create({
    email: `${nickname}-${p.id}@example.com`,
    password,
    passwordConfirm: password,
    nickname,
  });
  await admin
    .collection('friendships')
    .create({ requester: p.id, addressee: created.id, status: 'accepted' });
  return created.id;
}
