import { REACTION_MAX_LENGTH, REACTIONS_MAX_PER_USER } from '@hearth/shared';
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
  refusal,
  probesFor,
  react,
  reactionsOf,
  sendText,
  setRole,
} from '../../test/chat-kit.js';
import { statusOf } from '../../test/sdk-outcome.js';
import { block, person, type Person } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * Reactions (docs/chat-data-model.md, `reactions`): members of the message's chat react as
 * themselves to text messages that are not deleted, with exactly one emoji, a bounded number
 * of different ones each; the same reaction twice answers the first; only members see them,
 * over the records API and realtime; each takes back only their own.
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
  const chat = await createGroup(p.owner, 'Reactions', [p.admin, p.member, p.leaver]);
  await setRole(p.owner, chat.id, p.admin, 'admin');
  await leave(p.leaver, chat.id);
  const message = await sendText(p.member, chat.id, 'react to me');
  return { ...p, stranger: await person(server, 'stranger'), chat, message };
}

describe('who reacts', () => {
  let g: Group;
  beforeAll(async () => {
    g = await group();
  });

  it.each(['owner', 'admin', 'member'] as const)('the %s, as themselves', async (who) => {
    const reaction = await react(g[who], g.message.id, '👍');
    expect(reaction).toMatchObject({ message: g.message.id, user: g[who].id, emoji: '👍' });
  });

  it.each(['leaver', 'stranger'] as const)('not the %s (400, nothing stored)', async (who) => {
    await expectRefused(admin, g.chat.id, () => react(g[who], g.message.id, '🎉'), 400);
  });

  it('not a guest', async () => {
    const guest = server.client();
    await expectRefused(
      admin,
      g.chat.id,
      () => guest.collection('reactions').create({ message: g.message.id, emoji: '🎉' }),
      400,
    );
  });

  it('not as someone else', async () => {
    const spoofed = () =>
      g.member.pb
        .collection('reactions')
        .create({ message: g.message.id, user: g.owner.id, emoji: '🎉' });
    await expectRefused(admin, g.chat.id, spoofed, 400);
  });

  it('not on a deleted message, nor on a system message', async () => {
    const doomed = await sendText(g.member, g.chat.id, 'soon gone');
    await g.member.pb.collection('messages').update(doomed.id, { deleted: true });
    const system = (await messagesOf(admin, g.chat.id)).find((m) => m['kind'] === 'system');
    expect(system).toBeDefined();
    for (const target of [doomed.id, system?.id ?? '']) {
      await expectRefused(admin, g.chat.id, () => react(g.owner, target, '👍'), 400);
    }
  });

  it('a superuser, for anyone', async () => {
    const reaction = await admin
      .collection('reactions')
      .create({ message: g.message.id, user: g.member.id, emoji: '🔥' });
    expect(reaction).toMatchObject({ user: g.member.id, emoji: '🔥' });
  });
});

describe('reacting in a direct chat', () => {
  it('is for friends without a block, as sending is (400 validation_chat_not_friends)', async () => {
    const { owner: a, friend: b } = await circle(server, ['friend']);
    const chat = await openDirect(a, b);
    const message = await sendText(b, chat.id, 'before the block');
    await react(a, message.id, '👍');
    await block(b, a);
    for (const who of [a, b]) {
      expect(await refusal(react(who, message.id, '🎉'))).toEqual(
        fieldError('message', 'validation_chat_not_friends'),
      );
    }
    expect((await reactionsOf(admin, message.id)).map((r) => r.emoji)).toEqual(['👍']);
  });
});

describe('who sees reactions', () => {
  let g: Group;
  let reaction: RecordModel;
  beforeAll(async () => {
    g = await group();
    reaction = await react(g.member, g.message.id, '👀');
  });

  it('members list and view them; ex-members, strangers and guests do not', async () => {
    const filter = `message = "${g.message.id}"`;
    for (const pb of [g.owner.pb, g.admin.pb, g.member.pb, admin]) {
      const listed = await pb.collection('reactions').getFullList({ filter });
      expect(listed.map((r) => r.id)).toEqual([reaction.id]);
      expect(await statusOf(pb.collection('reactions').getOne(reaction.id))).toBe(200);
    }
    for (const pb of [g.leaver.pb, g.stranger.pb, server.client()]) {
      expect(await pb.collection('reactions').getFullList({ filter })).toEqual([]);
      expect(await pb.collection('reactions').getFullList()).toEqual([]);
      expect(await statusOf(pb.collection('reactions').getOne(reaction.id))).toBe(404);
    }
  });
});

describe('taking a reaction back', () => {
  it('is for its user only: others get 404, and nobody updates one (403)', async () => {
    const g = await group();
    const reaction = await react(g.member, g.message.id, '😂');
    for (const pb of [g.owner.pb, g.admin.pb, g.stranger.pb, server.client()]) {
      await expectRefused(
        admin,
        g.chat.id,
        () => pb.collection('reactions').delete(reaction.id),
        404,
      );
    }
    await expectRefused(
      admin,
      g.chat.id,
      () => g.member.pb.collection('reactions').update(reaction.id, { emoji: '😢' }),
      403,
    );
    await g.member.pb.collection('reactions').delete(reaction.id);
    expect(await reactionsOf(admin, g.message.id)).toEqual([]);
  });

  it('works after leaving the chat too', async () => {
    const p = await circle(server, ['member', 'other']);
    const chat = await createGroup(p.owner, 'Leaving', [p.member, p.other]);
    const message = await sendText(p.owner, chat.id, 'hi');
    const reaction = await react(p.member, message.id, '👋');
    await leave(p.member, chat.id);
    await p.member.pb.collection('reactions').delete(reaction.id);
    expect(await reactionsOf(admin, message.id)).toEqual([]);
  });
});

describe('the emoji', () => {
  let g: Group;
  beforeAll(async () => {
    g = await group();
  });

  it.each([
    ['a letter', 'a'],
    ['a smiley in ASCII', ':)'],
    ['two emoji', '👍👍'],
    ['an emoji and a letter', '👍a'],
    ['an emoji with spaces', ' 👍 '],
    ['HTML around an emoji', '<b>👍</b>'],
    ['an HTML entity', '&#128077;'],
    ['a script', '<script>alert(1)</script>'],
    ['a lone regional indicator', '🇦'],
    ['a digit', '1'],
  ])('is refused when it is %s (validation_reaction_not_emoji)', async (_name, emoji) => {
    await expectRefused(
      admin,
      g.chat.id,
      () => react(g.member, g.message.id, emoji),
      400,
      fieldError('emoji', 'validation_reaction_not_emoji'),
    );
  });

  it(`is refused when longer than ${REACTION_MAX_LENGTH} characters, or empty`, async () => {
    await expectRefused(
      admin,
      g.chat.id,
      () => react(g.member, g.message.id, 'x'.repeat(REACTION_MAX_LENGTH + 1)),
      400,
      fieldError('emoji', 'validation_max_text_constraint'),
    );
    await expectRefused(
      admin,
      g.chat.id,
      () => react(g.member, g.message.id, ''),
      400,
      fieldError('emoji', 'validation_required'),
    );
  });

  it.each([
    ['a skin tone', '👍🏽'],
    ['a ZWJ sequence', '👩‍👩‍👧'],
    ['a ZWJ sequence with skin tones', '🧑🏽‍🚀'],
    ['a keycap', '1️⃣'],
    ['a flag', '🇯🇵'],
    ['a ZWJ flag', '🏳️‍🌈'],
  ])('is accepted as %s, as sent', async (_name, emoji) => {
    const reaction = await react(g.member, g.message.id, emoji);
    expect(reaction['emoji']).toBe(emoji);
    await g.member.pb.collection('reactions').delete(reaction.id);
  });

  it('is stored fully qualified, so that 👍️ and 👍 are one reaction', async () => {
    const thumbs = await react(g.owner, g.message.id, '👍️');
    expect(thumbs['emoji']).toBe('👍');
    expect((await react(g.owner, g.message.id, '👍')).id).toBe(thumbs.id);
    expect((await react(g.owner, g.message.id, '❤'))['emoji']).toBe('❤️');
  });
});

describe('reacting again', () => {
  it('with the same emoji answers the stored reaction and stores nothing', async () => {
    const g = await group();
    const first = await react(g.member, g.message.id, '🎉');
    const probes = await probesFor(server, [g.owner.pb], ['reactions/*']);
    const again = await react(g.member, g.message.id, '🎉');
    expect(again).toEqual(first);
    expect((await reactionsOf(admin, g.message.id)).map((r) => r.id)).toEqual([first.id]);
    expect(await probes[0]?.drain()).toEqual([]);
  });

  it(`stops at ${REACTIONS_MAX_PER_USER} different emoji per person and message`, async () => {
    const g = await group();
    const emoji = Array.from({ length: REACTIONS_MAX_PER_USER + 1 }, (_, i) =>
      String.fromCodePoint(0x1f600 + i),
    );
    const kept = await Promise.all(
      emoji.slice(0, REACTIONS_MAX_PER_USER).map((e) => react(g.member, g.message.id, e)),
    );
    const extra = emoji[REACTIONS_MAX_PER_USER] ?? '';
    await expectRefused(
      admin,
      g.chat.id,
      () => react(g.member, g.message.id, extra),
      400,
      fieldError('emoji', 'validation_reaction_limit'),
    );
    // One already there is still answered; others still react; one taken back makes room.
    expect((await react(g.member, g.message.id, emoji[0] ?? '')).id).toBe(kept[0]?.id);
    await react(g.owner, g.message.id, extra);
    await g.member.pb.collection('reactions').delete(kept[0]?.id ?? '');
    expect((await react(g.member, g.message.id, extra))['emoji']).toBe(extra);
  });
});

describe('realtime', () => {
  it('reactions reach the members of the chat and superusers only', async () => {
    const g = await group();
    const clients = [g.owner.pb, g.member.pb, await server.superuser()];
    const outsiders = [g.leaver.pb, g.stranger.pb, server.client()];
    const [seers, others] = await Promise.all([
      probesFor(server, clients, ['reactions/*']),
      probesFor(server, outsiders, ['reactions/*']),
    ]);
    const reaction = await react(g.admin, g.message.id, '💯');
    await g.admin.pb.collection('reactions').delete(reaction.id);
    const expected = [`create reactions ${reaction.id}`, `delete reactions ${reaction.id}`];
    for (const probe of seers) expect(heard(await probe.drain())).toEqual(expected);
    for (const probe of others) expect(await probe.drain()).toEqual([]);
  });
});
