import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, fieldError, refusal, sendText } from '../../test/chat-kit.js';
import { befriend } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { member, report, type Member } from '../../test/moderation-kit.js';

/**
 * Reports (docs/moderation.md): a user reports a message of a chat they are in, or a person,
 * as themselves and never themselves, always `open`; the server takes the person, the chat and
 * the text from the message. A user reads only their own reports; superusers read them all.
 */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

/** A group of `owner`, `troll` and `witness`, a `stranger` outside it, and a troll's message. */
async function scene() {
  const [owner, troll, witness, stranger] = await Promise.all(
    ['Owner', 'Troll', 'Witness', 'Stranger'].map((name) => member(server, name)),
  );
  const [o, t, w, s] = [owner, troll, witness, stranger] as [Member, Member, Member, Member];
  await befriend(o, t);
  await befriend(o, w);
  const chat = await createGroup(o, 'Garden', [t, w]);
  const message = await sendText(t, chat.id, 'buy cheap things');
  return { owner: o, troll: t, witness: w, stranger: s, chat, message };
}

const reportCount = async (): Promise<number> =>
  (await admin.collection('reports').getList(1, 1)).totalItems;

describe('creating a report', () => {
  it('reports a message: the server fills its author, chat and text, status open', async () => {
    const { witness, troll, chat, message } = await scene();

    const created = await report(witness, { message: message.id, note: 'again' });

    expect(created).toMatchObject({
      reporter: witness.id,
      reported: troll.id,
      message: message.id,
      chat: chat.id,
      excerpt: 'buy cheap things',
      reason: 'spam',
      note: 'again',
      status: 'open',
    });
  });

  it('reports a person', async () => {
    const { witness, stranger } = await scene();
    const created = await report(witness, { reported: stranger.id, reason: 'impersonation' });
    expect(created).toMatchObject({ reported: stranger.id, message: '', status: 'open' });
  });

  it('refuses reporting oneself, as a person or by one own message', async () => {
    const { troll, message } = await scene();
    const before = await reportCount();
    expect(await refusal(report(troll, { reported: troll.id }))).toEqual({});
    expect(await refusal(report(troll, { message: message.id }))).toMatchObject(
      fieldError('reported', 'validation_invalid_value'),
    );
    expect(await reportCount()).toBe(before);
  });

  it('refuses a message of a chat the reporter is not in', async () => {
    const { stranger, troll, message } = await scene();
    await refusal(report(stranger, { message: message.id, reported: troll.id }));
    await refusal(report(stranger, { message: message.id }));
  });

  it('refuses another reporter, another status, a wrong person, a missing reason', async () => {
    const { witness, owner, troll, message } = await scene();
    const before = await reportCount();
    await refusal(report(witness, { reported: troll.id, reporter: owner.id }));
    await refusal(report(witness, { reported: troll.id, status: 'resolved' }));
    expect(
      await refusal(report(witness, { message: message.id, reported: owner.id })),
    ).toMatchObject(fieldError('reported', 'validation_invalid_value'));
    expect(await refusal(report(witness, { reported: troll.id, reason: '' }))).toMatchObject(
      fieldError('reason', 'validation_required'),
    );
    expect(
      await refusal(report(witness, { reported: troll.id, note: 'x'.repeat(1001) })),
    ).toMatchObject(fieldError('note', 'validation_max_text_constraint'));
    expect(await refusal(report(witness, {}))).toMatchObject(
      fieldError('reported', 'validation_required'),
    );
    expect(await reportCount()).toBe(before);
  });

  it('refuses a second open report of the same message or person', async () => {
    const { witness, troll, message } = await scene();
    await report(witness, { message: message.id });
    await report(witness, { reported: troll.id });

    expect(await refusal(report(witness, { message: message.id }))).toMatchObject(
      fieldError('message', 'validation_not_unique'),
    );
    expect(await refusal(report(witness, { reported: troll.id }))).toMatchObject(
      fieldError('reported', 'validation_not_unique'),
    );
  });
});

describe('reading reports', () => {
  it('shows a user their own reports only; superusers see all; nobody changes them', async () => {
    const { witness, owner, troll, message } = await scene();
    const mine = await report(witness, { message: message.id });
    const theirs = await report(owner, { message: message.id });
    const ids = (list: RecordModel[]) => list.map((r) => r.id);

    expect(ids(await witness.pb.collection('reports').getFullList())).toEqual([mine.id]);
    expect(ids(await troll.pb.collection('reports').getFullList())).toEqual([]);
    expect(await refusal(witness.pb.collection('reports').getOne(theirs.id), 404)).toEqual({});
    const all = ids(
      await admin.collection('reports').getFullList({ filter: `message = "${message.id}"` }),
    );
    expect(all.sort()).toEqual([mine.id, theirs.id].sort());

    await refusal(witness.pb.collection('reports').update(mine.id, { status: 'dismissed' }), 403);
    await refusal(witness.pb.collection('reports').delete(mine.id), 403);
    expect((await admin.collection('reports').getOne(mine.id))['status']).toBe('open');
  });

  it('keeps the audit log from users', async () => {
    const { witness } = await scene();
    await refusal(witness.pb.collection('moderation_log').getList(), 403);
    await refusal(witness.pb.collection('moderation_log').create({ action: 'suspend' }), 403);
    await refusal(server.client().collection('moderation_log').getList(), 403);
  });
});
