import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  circle,
  createGroup,
  expectRefused,
  fieldError,
  fileNames,
  fileUrl,
  heard,
  messagesOf,
  openDirect,
  pin,
  pinsOf,
  postMessage,
  probesFor,
  react,
  reactionsOf,
  sendText,
  setRole,
} from '../../test/chat-kit.js';
import { person, type Person } from '../../test/social-kit.js';
import { accountsFeature } from '../accounts/accounts-feature.js';
import { friendsFeature } from '../friends/friends-feature.js';
import { chatFeature } from './chat-feature.js';
import { bandedImage, RED } from '../../test/test-images.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * Deleting messages (docs/chat-data-model.md, `messages`): the author, and a group's owners and
 * admins for anyone's message with nothing but `{ deleted: true }`. A deleted message keeps no
 * text, files, mentions or preview, and loses its pin and reactions in the same write, which
 * the members hear. The server's own updates (link previews) are no edits, and users never set
 * what only the server sets.
 */

let server: TestServer;
let admin: PocketBase;
let png: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  png = await bandedImage(16, 16, [RED]);
});
afterAll(() => server.close());

/** A group with an owner, an admin, two members (`Mia`, `Otto`) and a stranger outside. */
interface Team {
  owner: Person;
  admin: Person;
  member: Person;
  other: Person;
  stranger: Person;
  chat: RecordModel;
}

async function team(): Promise<Team> {
  const p = await circle(server, ['admin', 'Mia', 'Otto']);
  const chat = await createGroup(p.owner, 'Moderated', [p.admin, p.Mia, p.Otto]);
  await setRole(p.owner, chat.id, p.admin, 'admin');
  const stranger = await person(server, 'stranger');
  return { owner: p.owner, admin: p.admin, member: p.Mia, other: p.Otto, stranger, chat };
}

const image = (name: string) => new File([png], name);

/**
 * A link whose preview the server never fetches (a loopback address), so that only the
 * previews these tests write themselves, as the server would, are ever stored.
 */
const LINK = 'https://127.0.0.1/page';
const PREVIEW = { url: LINK, title: 'Example', description: '', siteName: '' };

/**
 * A member's message with everything a deletion clears: a file, a mention, a link preview (as
 * the server writes it), reactions and a pin.
 */
async function fullMessage(t: Team): Promise<RecordModel> {
  const sent = await postMessage(t.member, t.chat.id, {
    text: `look @Otto ${LINK}`,
    mentions: [t.other.id],
    attachments: [image('photo.png')],
  });
  await admin.collection('messages').update(sent.id, {
    preview: PREVIEW,
    previewImage: image('preview.png'),
  });
  await react(t.other, sent.id, '👍');
  await react(t.owner, sent.id, '🎉');
  await pin(t.admin, t.chat.id, sent.id);
  return admin.collection('messages').getOne(sent.id);
}

/** The stored file keys of a message's attachments and preview image. */
function fileKeys(message: RecordModel): string[] {
  const names = [...fileNames(message, 'attachments'), ...fileNames(message, 'previewImage')];
  return names.map((name) => `${message.collectionId}/${message.id}/${name}`);
}

describe('deleting a message', () => {
  it.each(['owner', 'admin', 'member'] as const)(
    'by the %s clears it, removes its files, pin and reactions',
    async (who) => {
      const t = await team();
      const message = await fullMessage(t);
      const keys = fileKeys(message);
      expect(keys).toHaveLength(2);
      const token = await t.owner.pb.files.getToken();
      const urls = [
        ...fileNames(message, 'attachments'),
        ...fileNames(message, 'previewImage'),
      ].map((name) => fileUrl(server, message, name, token));
      const deleted = await t[who].pb.collection('messages').update(message.id, { deleted: true });
      expect(deleted).toMatchObject({
        deleted: true,
        text: '',
        attachments: [],
        mentions: [],
        preview: null,
        previewImage: '',
        editedAt: '',
      });
      expect(await reactionsOf(admin, message.id)).toEqual([]);
      expect(await pinsOf(admin, t.chat.id)).toEqual([]);
      for (const key of keys) expect(await server.app.blobs.stat(key)).toBeNull();
      for (const url of urls) expect((await fetch(url)).status).toBe(404);
    },
  );

  it("by an admin works on the owner's message too", async () => {
    const t = await team();
    const message = await sendText(t.owner, t.chat.id, 'from the owner');
    const deleted = await t.admin.pb.collection('messages').update(message.id, { deleted: true });
    expect(deleted).toMatchObject({ deleted: true, text: '' });
  });

  it("by a plain member of someone else's message is refused (404)", async () => {
    const t = await team();
    const message = await fullMessage(t);
    for (const who of [t.other, t.stranger]) {
      await expectRefused(
        admin,
        t.chat.id,
        () => who.pb.collection('messages').update(message.id, { deleted: true }),
        404,
      );
    }
  });

  it("in a direct chat, of the other side's message, is refused (404)", async () => {
    const { owner: ann, friend: bea } = await circle(server, ['friend']);
    const chat = await openDirect(ann, bea);
    const message = await sendText(bea, chat.id, 'mine');
    await expectRefused(
      admin,
      chat.id,
      () => ann.pb.collection('messages').update(message.id, { deleted: true }),
      404,
    );
  });

  it('of a system message is refused, even to the owner (404)', async () => {
    const t = await team();
    const [created] = await messagesOf(admin, t.chat.id);
    expect(created?.['kind']).toBe('system');
    await expectRefused(
      admin,
      t.chat.id,
      () => t.owner.pb.collection('messages').update(created?.id ?? '', { deleted: true }),
      404,
    );
  });

  it('by a superuser clears it and removes its pin and reactions too', async () => {
    const t = await team();
    const message = await fullMessage(t);
    const deleted = await admin.collection('messages').update(message.id, { deleted: true });
    expect(deleted).toMatchObject({ text: '', attachments: [], mentions: [], preview: null });
    expect(await reactionsOf(admin, message.id)).toEqual([]);
    expect(await pinsOf(admin, t.chat.id)).toEqual([]);
  });
});

describe("an owner's or admin's request on someone else's message", () => {
  let t: Team;
  let message: RecordModel;
  beforeAll(async () => {
    t = await team();
    message = await fullMessage(t);
  });

  it.each<[string, () => Record<string, unknown>]>([
    ['text', () => ({ text: 'rewritten' })],
    ['mentions', () => ({ mentions: [] })],
    ['previewHidden', () => ({ previewHidden: true })],
    ['a text edit without deleting', () => ({ text: 'rewritten', deleted: false })],
  ])('with %s is refused by the rule (404)', async (_name, body) => {
    for (const who of [t.owner, t.admin]) {
      await expectRefused(
        admin,
        t.chat.id,
        () => who.pb.collection('messages').update(message.id, { deleted: true, ...body() }),
        404,
      );
    }
  });

  it.each<[string, string, (m: RecordModel) => Record<string, unknown>]>([
    [
      'a removed attachment',
      'attachments',
      (m) => ({ 'attachments-': fileNames(m, 'attachments') }),
    ],
    ['an emptied attachment list', 'attachments', () => ({ attachments: [] })],
    ['an added attachment', 'attachments', () => ({ 'attachments+': image('more.png') })],
    ['a preview image', 'previewImage', () => ({ previewImage: image('fake.png') })],
  ])('with %s is refused (400), leaving the files', async (_name, field, body) => {
    for (const who of [t.owner, t.admin]) {
      await expectRefused(
        admin,
        t.chat.id,
        () => who.pb.collection('messages').update(message.id, { deleted: true, ...body(message) }),
        400,
        fieldError(field, 'validation_invalid_value'),
      );
    }
    for (const key of fileKeys(message)) expect(await server.app.blobs.stat(key)).not.toBeNull();
  });
});

describe('realtime', () => {
  it('members hear the pin and reactions go and the message change; nobody else does', async () => {
    const t = await team();
    const message = await fullMessage(t);
    const reactions = await reactionsOf(admin, message.id);
    const [pinned] = await pinsOf(admin, t.chat.id);
    const topics = ['messages/*', 'reactions/*', 'pins/*'];
    const [members, outsiders] = await Promise.all([
      probesFor(server, [t.member.pb, t.other.pb, t.owner.pb], topics),
      probesFor(server, [t.stranger.pb, server.client()], topics),
    ]);
    await t.admin.pb.collection('messages').update(message.id, { deleted: true });
    const expected = [
      `delete pins ${pinned?.id ?? ''}`,
      ...reactions.map((reaction) => `delete reactions ${reaction.id}`),
      `update messages ${message.id}`,
    ].sort();
    expect(expected).toHaveLength(4);
    for (const probe of members) expect(heard(await probe.drain()).sort()).toEqual(expected);
    for (const probe of outsiders) expect(await probe.drain()).toEqual([]);
  });
});

describe('what only the server sets', () => {
  it('a link preview written by the server is no edit: editedAt stays empty', async () => {
    const t = await team();
    const sent = await sendText(t.member, t.chat.id, `see ${LINK}`);
    const previewed = await admin.collection('messages').update(sent.id, {
      preview: PREVIEW,
      previewImage: image('preview.png'),
    });
    expect(previewed).toMatchObject({ text: sent['text'], editedAt: '' });
    expect(fileNames(previewed, 'previewImage')).toHaveLength(1);
    // The author's own edit is stamped and keeps the preview.
    const edited = await t.member.pb
      .collection('messages')
      .update(sent.id, { text: `see it: ${LINK}` });
    expect(edited['editedAt']).not.toBe('');
    expect(edited['previewImage']).toBe(previewed['previewImage']);
  });

  it('a user setting a preview is refused: 400 on create, 404 on update', async () => {
    const t = await team();
    const sent = await sendText(t.member, t.chat.id, 'plain');
    const preview = { url: 'https://evil.example', title: 'Log in', description: '', siteName: '' };
    await expectRefused(
      admin,
      t.chat.id,
      () => postMessage(t.member, t.chat.id, { text: 'with a preview', preview }),
      400,
    );
    await expectRefused(
      admin,
      t.chat.id,
      () => t.member.pb.collection('messages').update(sent.id, { preview }),
      404,
    );
  });

  it('a user uploading a preview image is refused (400), on create and on update', async () => {
    const t = await team();
    const sent = await sendText(t.member, t.chat.id, 'plain');
    await expectRefused(
      admin,
      t.chat.id,
      () => postMessage(t.member, t.chat.id, { text: 'hi', previewImage: image('fake.png') }),
      400,
      fieldError('previewImage', 'validation_invalid_value'),
    );
    await expectRefused(
      admin,
      t.chat.id,
      () => t.member.pb.collection('messages').update(sent.id, { previewImage: image('fake.png') }),
      400,
      fieldError('previewImage', 'validation_invalid_value'),
    );
  });

  it('the author deleting with a file upload is refused, so no file outlives its message', async () => {
    const t = await team();
    const sent = await sendText(t.member, t.chat.id, 'mine');
    await expectRefused(
      admin,
      t.chat.id,
      () =>
        t.member.pb
          .collection('messages')
          .update(sent.id, { deleted: true, 'attachments+': image('late.png') }),
      400,
      fieldError('attachments', 'validation_invalid_value'),
    );
  });
});

describe('chat on its own', () => {
  it('clears the preview of a deleted message without the link-previews feature', async () => {
    const own = await startTestServer({ features: [accountsFeature, friendsFeature, chatFeature] });
    try {
      const root = await own.superuser();
      const { owner, friend } = await circle(own, ['friend']);
      const chat = await openDirect(owner, friend);
      const sent = await sendText(owner, chat.id, `see ${LINK}`);
      const previewed = await root
        .collection('messages')
        .update(sent.id, { preview: PREVIEW, previewImage: image('preview.png') });
      expect(fileNames(previewed, 'previewImage')).toHaveLength(1);
      const deleted = await owner.pb.collection('messages').update(sent.id, { deleted: true });
      expect(deleted).toMatchObject({ preview: null, previewImage: '' });
      for (const key of fileKeys(previewed)) expect(await own.app.blobs.stat(key)).toBeNull();
    } finally {
      await own.close();
    }
  });
});
