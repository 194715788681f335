import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/dates.js';
import { createGroup, fieldError, refusal, sendText } from '../../test/chat-kit.js';
import { befriend } from '../../test/social-kit.js';
import { startTestServer, SUPERUSER_EMAIL, type TestServer } from '../../test/test-server.js';
import {
  auditOf,
  hoursFromNow,
  member,
  MODERATION,
  post,
  report,
  type Member,
} from '../../test/moderation-kit.js';

/**
 * The superusers' moderation routes (docs/moderation.md): each refuses guests (401) and users
 * (403), bad input (400 with field errors) and unknown ids (404), and each action does what it
 * says and leaves one audit entry.
 */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

/** A group with a troll's message among others, and a witness's report of it. */
async function reported() {
  const [owner, troll, witness] = await Promise.all(
    ['Owner', 'Troll', 'Witness'].map((name) => member(server, name)),
  );
  const [o, t, w] = [owner, troll, witness] as [Member, Member, Member];
  await befriend(o, t);
  await befriend(o, w);
  const chat = await createGroup(o, 'Garden', [t, w]);
  const texts = ['one', 'two', 'three', 'four', 'bad words', 'six', 'seven', 'eight', 'nine'];
  const messages: RecordModel[] = [];
  for (const text of texts) {
    messages.push(await sendText(text === 'bad words' ? t : o, chat.id, text));
  }
  const message = messages[4] as RecordModel;
  const theReport = await report(w, { message: message.id, reason: 'harassment', note: 'rude' });
  return { owner: o, troll: t, witness: w, chat, message, report: theReport };
}

const GUARDED: readonly [string, () => { method: string; path: string }][] = [
  ['suspend', () => ({ method: 'POST', path: MODERATION.suspend })],
  ['lift', () => ({ method: 'POST', path: MODERATION.lift })],
  ['delete-user', () => ({ method: 'POST', path: MODERATION.deleteUser })],
  ['dismiss', () => ({ method: 'POST', path: MODERATION.dismiss('x') })],
  ['delete-message', () => ({ method: 'POST', path: MODERATION.deleteMessage('x') })],
  ['context', () => ({ method: 'GET', path: MODERATION.context('x') })],
];

describe('who may call', () => {
  it.each(GUARDED)('%s answers 401 to a guest and 403 to a user', async (_name, route) => {
    const { method, path } = route();
    const { witness } = await reported();
    await refusal(server.client().send(path, { method }), 401);
    await refusal(witness.pb.send(path, { method }), 403);
  });
});

describe('input', () => {
  it('suspend: 400 with field errors for a missing user, a bad or past until, no reason', async () => {
    const { troll } = await reported();
    const bad = async (body: Record<string, unknown>) =>
      refusal(post(admin, MODERATION.suspend, body));
    expect(await bad({ until: 'soon', reason: '' })).toMatchObject({
      ...fieldError('user', 'validation_required'),
      ...fieldError('until', 'validation_invalid_date'),
      ...fieldError('reason', 'validation_required'),
    });
    expect(await bad({ user: troll.id, until: hoursFromNow(-1), reason: 'x' })).toMatchObject(
      fieldError('until', 'validation_min_date_constraint'),
    );
    expect(await bad({ user: troll.id, until: '', reason: 'x'.repeat(501) })).toMatchObject(
      fieldError('reason', 'validation_length_out_of_range'),
    );
    expect(await bad({ user: troll.id, until: 42, reason: 'x' })).toMatchObject(
      fieldError('until', 'validation_invalid_value'),
    );
    expect((await admin.collection('users').getOne(troll.id))['suspendedUntil']).toBe('');
  });

  it('lift, delete-user and dismiss: 400 with field errors', async () => {
    const { troll, report: r } = await reported();
    expect(await refusal(post(admin, MODERATION.lift, {}))).toMatchObject(
      fieldError('user', 'validation_required'),
    );
    expect(await refusal(post(admin, MODERATION.deleteUser, { user: troll.id }))).toMatchObject(
      fieldError('reason', 'validation_required'),
    );
    expect(
      await refusal(post(admin, MODERATION.dismiss(r.id), { note: 'n'.repeat(501) })),
    ).toMatchObject(fieldError('note', 'validation_length_out_of_range'));
    expect((await admin.collection('reports').getOne(r.id))['status']).toBe('open');
    expect(await auditOf(admin, troll.id)).toEqual([]);
  });

  it('answers 404 for unknown users and reports', async () => {
    const { troll } = await reported();
    const until = hoursFromNow(1);
    await refusal(post(admin, MODERATION.suspend, { user: 'nobody', until, reason: 'x' }), 404);
    await refusal(
      post(admin, MODERATION.suspend, { user: troll.id, until, reason: 'x', report: 'nope' }),
      404,
    );
    await refusal(post(admin, MODERATION.lift, { user: 'nobody' }), 404);
    await refusal(post(admin, MODERATION.deleteUser, { user: 'nobody', reason: 'x' }), 404);
    await refusal(post(admin, MODERATION.dismiss('nope')), 404);
    await refusal(post(admin, MODERATION.deleteMessage('nope')), 404);
    await refusal(admin.send(MODERATION.context('nope'), { method: 'GET' }), 404);
    expect((await admin.collection('users').getOne(troll.id))['suspendedUntil']).toBe('');
  });
});

describe('actions', () => {
  it('suspend: stores the suspension, resolves the report, logs it', async () => {
    const { troll, report: r } = await reported();
    const until = hoursFromNow(48);

    const user = await post(admin, MODERATION.suspend, {
      user: troll.id,
      until,
      reason: 'Harassment',
      report: r.id,
    });

    expect(user).toMatchObject({ id: troll.id, suspendedUntil: formatDate(new Date(until)) });
    expect((await admin.collection('reports').getOne(r.id))['status']).toBe('resolved');
    expect(await auditOf(admin, troll.id)).toEqual([
      expect.objectContaining({
        action: 'suspend',
        actor: SUPERUSER_EMAIL,
        report: r.id,
        user: troll.id,
        userName: 'Troll',
        until: formatDate(new Date(until)),
        reason: 'Harassment',
      }),
    ]);
  });

  it('lift: clears the suspension and logs it', async () => {
    const { troll } = await reported();
    await post(admin, MODERATION.suspend, { user: troll.id, until: '', reason: 'x' });
    const user = await post(admin, MODERATION.lift, { user: troll.id });
    expect(user).toMatchObject({ suspendedUntil: '', suspensionReason: '' });
    expect((await auditOf(admin, troll.id)).map((e) => e['action']).sort()).toEqual([
      'lift_suspension',
      'suspend',
    ]);
  });

  it('dismiss: marks the report dismissed with the note in the log', async () => {
    const { troll, report: r } = await reported();
    const dismissed = await post(admin, MODERATION.dismiss(r.id), { note: 'banter' });
    expect(dismissed).toMatchObject({ id: r.id, status: 'dismissed' });
    expect(await auditOf(admin, troll.id)).toEqual([
      expect.objectContaining({
        action: 'dismiss_report',
        report: r.id,
        reason: 'banter',
        excerpt: 'bad words',
      }),
    ]);
  });

  it('delete-message: deletes it as a moderator would; the report keeps its excerpt', async () => {
    const { troll, witness, message, report: r } = await reported();
    const handled = await post(admin, MODERATION.deleteMessage(r.id));
    expect(handled).toMatchObject({ status: 'resolved', excerpt: 'bad words' });
    const gone = await witness.pb.collection('messages').getOne(message.id);
    expect([gone['deleted'], gone['text']]).toEqual([true, '']);
    expect(await auditOf(admin, troll.id)).toEqual([
      expect.objectContaining({
        action: 'delete_message',
        message: message.id,
        excerpt: 'bad words',
      }),
    ]);
  });

  it('delete-message: 400 for a report of a person', async () => {
    const { troll, witness } = await reported();
    const aboutPerson = await report(witness, { reported: troll.id });
    expect(await refusal(post(admin, MODERATION.deleteMessage(aboutPerson.id)))).toMatchObject(
      fieldError('message', 'validation_required'),
    );
  });

  it('delete-user: deletes the person, logs their name, answers 204', async () => {
    const { troll } = await reported();
    const answer = await fetch(new URL(MODERATION.deleteUser, server.url), {
      method: 'POST',
      headers: { Authorization: admin.authStore.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: troll.id, reason: 'Bot' }),
    });
    expect([answer.status, await answer.text()]).toEqual([204, '']);
    await refusal(admin.collection('users').getOne(troll.id), 404);
    expect(await auditOf(admin, troll.id)).toEqual([
      expect.objectContaining({ action: 'delete_user', userName: 'Troll', reason: 'Bot' }),
    ]);
  });

  it('context: the message with three on each side in order, and earlier reports', async () => {
    const { troll, owner, message, report: r } = await reported();
    const earlier = await report(owner, { reported: troll.id, reason: 'other' });

    const context = await admin.send<Record<string, unknown>>(MODERATION.context(r.id), {
      method: 'GET',
    });

    const texts = (list: unknown) => (list as RecordModel[]).map((m) => m['text']);
    expect(context['report']).toMatchObject({ id: r.id, note: 'rude' });
    expect(context['message']).toMatchObject({
      id: message.id,
      expand: { author: expect.objectContaining({ nickname: 'Troll' }) },
    });
    expect(texts(context['before'])).toEqual(['two', 'three', 'four']);
    expect(texts(context['after'])).toEqual(['six', 'seven', 'eight']);
    expect((context['before'] as RecordModel[])[0]?.expand?.['author']).toMatchObject({
      nickname: 'Owner',
    });
    expect((context['previous'] as RecordModel[]).map((p) => p.id)).toEqual([earlier.id]);
  });
});
