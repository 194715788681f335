import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  circle,
  createGroup,
  expectRefused,
  fieldError,
  heard,
  leave,
  messagesOf,
  openDirect,
  pin,
  pinsOf,
  probesFor,
  sendText,
  setRole,
} from '../../test/chat-kit.js';
import { statusOf } from '../../test/sdk-outcome.js';
import { person, type Person } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * Pins (docs/chat-data-model.md, `pins`): in a direct chat either member pins and unpins, in a
 * group the owners and admins; a pin names its chat's own text message, not deleted, pinned at
 * most once, as the caller; members alone see pins.
 */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

/** A group (owner, admin, member; an ex-member who left) with a member's message; a stranger. */
interface Group {
  owner: Person;
  admin: Person;
  member: Person;
  leaver: Person;
  stranger: Person;
  chat: RecordModel;
  message: RecordModel;
}

async function group(): Promise<Group> {
  const p = await circle(server, ['admin', 'member', 'leaver']);
  const chat = await createGroup(p.owner, 'Pins', [p.admin, p.member, p.leaver]);
  await setRole(p.owner, chat.id, p.admin, 'admin');
  await leave(p.leaver, chat.id);
  const message = await sendText(p.member, chat.id, 'pin me');
  return { ...p, stranger: await person(server, 'stranger'), chat, message };
}

describe('in a group', () => {
  let g: Group;
  beforeAll(async () => {
    g = await group();
  });

  it.each(['owner', 'admin'] as const)('the %s pins and unpins any pin', async (who) => {
    const pinned = await pin(g[who], g.chat.id, g.message.id);
    expect(pinned).toMatchObject({ chat: g.chat.id, message: g.message.id, pinnedBy: g[who].id });
    // The other manager unpins it.
    const other = who === 'owner' ? g.admin : g.owner;
    await other.pb.collection('pins').delete(pinned.id);
    expect(await pinsOf(admin, g.chat.id)).toEqual([]);
  });

  it.each(['member', 'leaver', 'stranger'] as const)('the %s does not pin (400)', async (who) => {
    await expectRefused(admin, g.chat.id, () => pin(g[who], g.chat.id, g.message.id), 400);
  });

  it('a guest does not pin', async () => {
    const guest = server.client().collection('pins');
    await expectRefused(
      admin,
      g.chat.id,
      () => guest.create({ chat: g.chat.id, message: g.message.id }),
      400,
    );
  });

  it('a plain member, an ex-member, a stranger or a guest does not unpin (404)', async () => {
    const pinned = await pin(g.owner, g.chat.id, g.message.id);
    for (const pb of [g.member.pb, g.leaver.pb, g.stranger.pb, server.client()]) {
      await expectRefused(admin, g.chat.id, () => pb.collection('pins').delete(pinned.id), 404);
    }
    await g.owner.pb.collection('pins').delete(pinned.id);
  });

  it('nobody changes a pin (403)', async () => {
    const pinned = await pin(g.owner, g.chat.id, g.message.id);
    const other = await sendText(g.owner, g.chat.id, 'another');
    await expectRefused(
      admin,
      g.chat.id,
      () => g.owner.pb.collection('pins').update(pinned.id, { message: other.id }),
      403,
    );
    await g.owner.pb.collection('pins').delete(pinned.id);
  });

  it('members list and view pins, newest first; outsiders see none', async () => {
    const older = await pin(g.owner, g.chat.id, g.message.id);
    const newer = await pin(g.admin, g.chat.id, (await sendText(g.admin, g.chat.id, 'new')).id);
    const filter = `chat = "${g.chat.id}"`;
    for (const pb of [g.owner.pb, g.admin.pb, g.member.pb, admin]) {
      const listed = await pb.collection('pins').getFullList({ filter, sort: '-created,-id' });
      expect(listed.map((p) => p.id)).toEqual([newer.id, older.id]);
      expect(await statusOf(pb.collection('pins').getOne(older.id))).toBe(200);
    }
    for (const pb of [g.leaver.pb, g.stranger.pb, server.client()]) {
      expect(await pb.collection('pins').getFullList()).toEqual([]);
      expect(await statusOf(pb.collection('pins').getOne(older.id))).toBe(404);
    }
    for (const pinned of [older, newer]) await g.owner.pb.collection('pins').delete(pinned.id);
  });
});

describe('what is pinned', () => {
  let g: Group;
  beforeAll(async () => {
    g = await group();
  });

  it('a message of another chat is refused, even one the pinner manages', async () => {
    const elsewhere = await createGroup(g.owner, 'Elsewhere', [g.admin]);
    const there = await sendText(g.owner, elsewhere.id, 'over there');
    await expectRefused(admin, g.chat.id, () => pin(g.owner, g.chat.id, there.id), 400);
    await expectRefused(admin, elsewhere.id, () => pin(g.owner, g.chat.id, there.id), 400);
    // Nor the other way round: this chat's message filed under the other chat.
    await expectRefused(admin, elsewhere.id, () => pin(g.owner, elsewhere.id, g.message.id), 400);
  });

  it('a deleted message or a system message is refused', async () => {
    const doomed = await sendText(g.member, g.chat.id, 'soon gone');
    await g.member.pb.collection('messages').update(doomed.id, { deleted: true });
    const system = (await messagesOf(admin, g.chat.id)).find((m) => m['kind'] === 'system');
    expect(system).toBeDefined();
    for (const target of [doomed.id, system?.id ?? '']) {
      await expectRefused(admin, g.chat.id, () => pin(g.owner, g.chat.id, target), 400);
    }
  });

  it('pinning in the name of someone else is refused', async () => {
    const spoofed = () =>
      g.admin.pb
        .collection('pins')
        .create({ chat: g.chat.id, message: g.message.id, pinnedBy: g.owner.id });
    await expectRefused(admin, g.chat.id, spoofed, 400);
  });

  it('a message is pinned once (validation_not_unique)', async () => {
    const pinned = await pin(g.owner, g.chat.id, g.message.id);
    await expectRefused(
      admin,
      g.chat.id,
      () => pin(g.admin, g.chat.id, g.message.id),
      400,
      fieldError('message', 'validation_not_unique'),
    );
    await g.owner.pb.collection('pins').delete(pinned.id);
  });
});

describe('in a direct chat', () => {
  it('either side pins, and either side unpins what the other pinned', async () => {
    const { owner: ann, friend: bea } = await circle(server, ['friend']);
    const stranger = await person(server, 'stranger');
    const chat = await openDirect(ann, bea);
    const message = await sendText(bea, chat.id, 'worth keeping');
    const byAnn = await pin(ann, chat.id, message.id);
    await expectRefused(admin, chat.id, () => pin(stranger, chat.id, message.id), 400);
    await expectRefused(admin, chat.id, () => stranger.pb.collection('pins').delete(byAnn.id), 404);
    await bea.pb.collection('pins').delete(byAnn.id);
    const byBea = await pin(bea, chat.id, message.id);
    await ann.pb.collection('pins').delete(byBea.id);
    expect(await pinsOf(admin, chat.id)).toEqual([]);
  });
});

describe('realtime', () => {
  it('pins and unpins reach the members of the chat and superusers only', async () => {
    const g = await group();
    const clients = [g.owner.pb, g.member.pb, await server.superuser()];
    const outsiders = [g.leaver.pb, g.stranger.pb, server.client()];
    const [seers, others] = await Promise.all([
      probesFor(server, clients, ['pins/*']),
      probesFor(server, outsiders, ['pins/*']),
    ]);
    const pinned = await pin(g.admin, g.chat.id, g.message.id);
    await g.owner.pb.collection('pins').delete(pinned.id);
    const expected = [`create pins ${pinned.id}`, `delete pins ${pinned.id}`];
    for (const probe of seers) expect(heard(await probe.drain())).toEqual(expected);
    for (const probe of others) expect(await probe.drain()).toEqual([]);
  });
});
