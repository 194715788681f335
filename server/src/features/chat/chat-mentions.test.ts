import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createGroup,
  expectRefused,
  fieldError,
  messagesOf,
  openDirect,
  postMessage,
  readTo,
  sendText,
  unreadIn,
} from '../../test/chat-kit.js';
import { befriend, person, type Person } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * Mentions (docs/chat-data-model.md, `messages.mentions`): a message mentions only other members
 * of its chat, each named in its text as `@` and their current nickname, so nobody is notified
 * by a message that does not name them or that they cannot read; and the chat list counts the
 * unread messages that mention the caller.
 */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

/** A group of `Ann` (the owner), `Anna`, `Ann Lee`, `小明` and `さくら`; `Bo`, a friend outside. */
interface Group {
  ann: Person;
  anna: Person;
  annLee: Person;
  xiaoming: Person;
  sakura: Person;
  outsider: Person;
  chat: RecordModel;
}

async function group(): Promise<Group> {
  const ann = await person(server, 'Ann');
  const others = await Promise.all(
    ['Anna', 'Ann Lee', '小明', 'さくら', 'Bo'].map((nickname) => person(server, nickname)),
  );
  const [anna, annLee, xiaoming, sakura, outsider] = others;
  if (!anna || !annLee || !xiaoming || !sakura || !outsider) throw new Error('five people');
  await Promise.all(others.map((other) => befriend(ann, other)));
  const chat = await createGroup(ann, 'Mentions', [anna, annLee, xiaoming, sakura]);
  return { ann, anna, annLee, xiaoming, sakura, outsider, chat };
}

/** Posts `text` as `sender` mentioning `mentioned`. */
function mention(sender: Person, chatId: string, text: string, mentioned: readonly Person[]) {
  return postMessage(sender, chatId, { text, mentions: mentioned.map((p) => p.id) });
}

describe('a message that mentions', () => {
  let g: Group;
  beforeAll(async () => {
    g = await group();
  });

  it.each<[string, string, (g: Group) => Person[]]>([
    ['one member', '@Anna look', (g) => [g.anna]],
    ['two members', '@Anna and @Ann Lee, hello', (g) => [g.anna, g.annLee]],
    ['a nickname with a space', 'hi @Ann Lee!', (g) => [g.annLee]],
    ['a Chinese nickname', '@小明 你好', (g) => [g.xiaoming]],
    ['a Japanese nickname', 'ありがとう、@さくら。', (g) => [g.sakura]],
    ['at the very end', 'thanks @Anna', (g) => [g.anna]],
  ])('%s whom the text names is stored', async (_name, text, mentioned) => {
    const ids = mentioned(g).map((p) => p.id);
    const sent = await mention(g.ann, g.chat.id, text, mentioned(g));
    expect(sent['mentions']).toEqual(ids);
  });

  it('folds the same person mentioned twice into one', async () => {
    const sent = await postMessage(g.ann, g.chat.id, {
      text: '@Anna @Anna',
      mentions: [g.anna.id, g.anna.id],
    });
    expect(sent['mentions']).toEqual([g.anna.id]);
  });

  it.each<[string, string, (g: Group) => Person[]]>([
    ['a friend who is not in the chat', 'hey @Bo', (g) => [g.outsider]],
    ['a member the text does not name', 'hello everyone', (g) => [g.anna]],
    ['a member named without the @', 'Anna, look', (g) => [g.anna]],
    ['someone whose nickname only starts the named one', '@Anna look', (g) => [g.ann]],
    ['someone named by a longer nickname', '@Ann Lee look', (g) => [g.ann]],
    ['a nickname running into more letters', '@Annabel look', (g) => [g.anna]],
    ['a Chinese nickname running into more text', '@小明你好', (g) => [g.xiaoming]],
    ['a nickname in another case', '@anna look', (g) => [g.anna]],
    ['one named member and one not', '@Anna look', (g) => [g.anna, g.sakura]],
  ])('%s is refused (validation_mention_invalid)', async (_name, text, mentioned) => {
    await expectRefused(
      admin,
      g.chat.id,
      () => mention(g.annLee, g.chat.id, text, mentioned(g)),
      400,
      fieldError('mentions', 'validation_mention_invalid'),
    );
  });

  it('mentioning its own author is refused', async () => {
    await expectRefused(
      admin,
      g.chat.id,
      () => mention(g.anna, g.chat.id, 'note to @Anna', [g.anna]),
      400,
      fieldError('mentions', 'validation_mention_invalid'),
    );
  });

  it('mentioning a user id that does not exist is refused', async () => {
    await expectRefused(
      admin,
      g.chat.id,
      () => postMessage(g.ann, g.chat.id, { text: '@Anna', mentions: ['nosuchuser1234'] }),
      400,
      fieldError('mentions', 'validation_missing_rel_records'),
    );
  });

  it('names people by their current nickname', async () => {
    const p = await group();
    await p.anna.pb.collection('users').update(p.anna.id, { nickname: 'Annette' });
    await expectRefused(
      admin,
      p.chat.id,
      () => mention(p.ann, p.chat.id, '@Anna look', [p.anna]),
      400,
      fieldError('mentions', 'validation_mention_invalid'),
    );
    const sent = await mention(p.ann, p.chat.id, '@Annette look', [p.anna]);
    expect(sent['mentions']).toEqual([p.anna.id]);
  });

  it('in a direct chat names the other side only', async () => {
    const chat = await openDirect(g.ann, g.outsider);
    expect((await mention(g.ann, chat.id, '@Bo hi', [g.outsider]))['mentions']).toEqual([
      g.outsider.id,
    ]);
    await expectRefused(
      admin,
      chat.id,
      () => mention(g.ann, chat.id, '@Anna hi', [g.anna]),
      400,
      fieldError('mentions', 'validation_mention_invalid'),
    );
  });
});

describe('editing a message that mentions', () => {
  let g: Group;
  beforeAll(async () => {
    g = await group();
  });

  it('keeps its mentions only while the text still names them', async () => {
    const sent = await mention(g.ann, g.chat.id, '@Anna look', [g.anna]);
    const messages = g.ann.pb.collection('messages');
    await expectRefused(
      admin,
      g.chat.id,
      () => messages.update(sent.id, { text: 'look' }),
      400,
      fieldError('mentions', 'validation_mention_invalid'),
    );
    const edited = await messages.update(sent.id, { text: 'look, @Anna', mentions: [g.anna.id] });
    expect(edited).toMatchObject({ text: 'look, @Anna', mentions: [g.anna.id] });
    const cleared = await messages.update(sent.id, { text: 'look', mentions: [] });
    expect(cleared['mentions']).toEqual([]);
  });

  it('adding a mention the text does not name is refused, even without a text change', async () => {
    const sent = await sendText(g.ann, g.chat.id, '@Anna look');
    const messages = g.ann.pb.collection('messages');
    await expectRefused(
      admin,
      g.chat.id,
      () => messages.update(sent.id, { mentions: [g.sakura.id] }),
      400,
      fieldError('mentions', 'validation_mention_invalid'),
    );
    await expectRefused(
      admin,
      g.chat.id,
      () => messages.update(sent.id, { 'mentions+': g.outsider.id }),
      400,
      fieldError('mentions', 'validation_mention_invalid'),
    );
    expect((await messages.update(sent.id, { 'mentions+': g.anna.id }))['mentions']).toEqual([
      g.anna.id,
    ]);
  });

  it('deleting the message clears its mentions', async () => {
    const sent = await mention(g.ann, g.chat.id, '@Anna look', [g.anna]);
    const deleted = await g.ann.pb.collection('messages').update(sent.id, { deleted: true });
    expect(deleted).toMatchObject({ deleted: true, text: '', mentions: [] });
  });
});

describe('unread mentions', () => {
  it("counts others' unread, undeleted messages that mention the caller", async () => {
    const g = await group();
    // Everyone has read the group's `created` message: only what follows counts.
    const [created] = await messagesOf(admin, g.chat.id);
    for (const reader of [g.anna, g.sakura, g.xiaoming]) {
      await readTo(reader, g.chat.id, created?.id ?? '');
    }
    const first = await mention(g.ann, g.chat.id, '@Anna one', [g.anna]);
    await mention(g.ann, g.chat.id, '@Anna and @さくら two', [g.anna, g.sakura]);
    const doomed = await mention(g.annLee, g.chat.id, '@Anna three', [g.anna]);
    await mention(g.ann, g.chat.id, '@さくら only', [g.sakura]);
    await sendText(g.ann, g.chat.id, 'nobody');
    expect(await unreadIn(g.anna, g.chat.id)).toMatchObject({ unread: 5, mentions: 3 });
    expect(await unreadIn(g.sakura, g.chat.id)).toMatchObject({ unread: 5, mentions: 2 });
    expect(await unreadIn(g.xiaoming, g.chat.id)).toMatchObject({ unread: 5, mentions: 0 });
    await g.annLee.pb.collection('messages').update(doomed.id, { deleted: true });
    expect(await unreadIn(g.anna, g.chat.id)).toMatchObject({ unread: 4, mentions: 2 });
    // What was read no longer counts; the read route answers as before, without mentions.
    expect(await readTo(g.anna, g.chat.id, first.id)).toEqual({
      readSeq: Number(first['seq']),
      unread: 3,
    });
    expect(await unreadIn(g.anna, g.chat.id)).toMatchObject({ unread: 3, mentions: 1 });
  });

  it("never counts the caller's own messages, nor another chat's", async () => {
    const g = await group();
    await mention(g.anna, g.chat.id, '@Ann hi', [g.ann]);
    expect(await unreadIn(g.anna, g.chat.id)).toMatchObject({ unread: 0, mentions: 0 });
    const other = await createGroup(g.ann, 'Other', [g.anna]);
    await mention(g.ann, other.id, '@Anna there', [g.anna]);
    expect(await unreadIn(g.anna, g.chat.id)).toMatchObject({ mentions: 0 });
    expect(await unreadIn(g.anna, other.id)).toMatchObject({ mentions: 1 });
  });

  it('counts a new member mentioned after joining', async () => {
    const g = await group();
    await addMember(g.ann, g.chat.id, g.outsider);
    await mention(g.ann, g.chat.id, 'welcome @Bo', [g.outsider]);
    expect(await unreadIn(g.outsider, g.chat.id)).toMatchObject({ mentions: 1 });
  });
});
