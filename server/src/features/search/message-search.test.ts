import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circle, createGroup, sendText } from '../../test/chat-kit.js';
import { foundTexts, highlightedParts, search } from '../../test/search-kit.js';
import type { Person } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * What message search finds (docs/chat-data-model.md, "Search"): Chinese and Japanese by any
 * substring of two or more characters, other languages by words and prefixes whatever their
 * case and accents, mixed messages by both; best match first, then newest; filters and pages;
 * each hit as the records API shows it, with the ranges that matched.
 */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

/** A group of `owner` and one friend, with `texts` sent by the owner in order. */
async function groupWith(texts: readonly string[]) {
  const { owner, friend } = await circle(server, ['friend']);
  const chat = await createGroup(owner, 'search', [friend]);
  const messages: RecordModel[] = [];
  for (const text of texts) messages.push(await sendText(owner, chat.id, text));
  return { owner, friend, chat, messages };
}

/** Sets a message's `created`, as if it had been sent then (autodates cannot be written). */
async function backdate(message: RecordModel, created: string): Promise<void> {
  await server.app.db.run('UPDATE messages SET created = ? WHERE id = ?', [created, message.id]);
}

describe('the corpus', () => {
  const corpus = [
    '我们说中文吧',
    '明日東京へ行きます',
    'どうもありがとうございました',
    '我爱React开发',
    'Meet me at the café',
    'I am running late',
    'Ｆｕｌｌ　ｗｉｄｔｈ ＴＥＸＴ',
    'ｶﾞｰﾃﾞﾝパーティー',
    '中 文 are two words apart',
    '京都に行く',
    'ありがと',
    'caffeine please',
    'a rerun tonight',
    'Über café in Zürich',
    '서울에서 만나요',
  ];
  let member: Person;

  beforeAll(async () => {
    member = (await groupWith(corpus)).owner;
  });

  it.each([
    ['a Chinese word inside a sentence', '中文', ['我们说中文吧']],
    ['a Chinese substring across words', '说中', ['我们说中文吧']],
    ['a Japanese word without spaces around it', '東京', ['明日東京へ行きます']],
    ['a Japanese phrase', 'ありがとう', ['どうもありがとうございました']],
    ['a Japanese substring of particles', 'へ行き', ['明日東京へ行きます']],
    ['a word without its accent', 'cafe', ['Über café in Zürich', 'Meet me at the café']],
    ['a word with an accent', 'Café', ['Über café in Zürich', 'Meet me at the café']],
    ['a prefix', 'Run', ['I am running late']],
    ['upper case', 'RUNNING', ['I am running late']],
    ['the Latin part of a mixed message', 'react', ['我爱React开发']],
    ['the CJK part of a mixed message', '开发', ['我爱React开发']],
    ['both parts of a mixed message, without a space', '我爱React', ['我爱React开发']],
    ['full-width text by half-width letters', 'full width text', ['Ｆｕｌｌ　ｗｉｄｔｈ ＴＥＸＴ']],
    ['half-width katakana by full-width', 'ガーデン', ['ｶﾞｰﾃﾞﾝパーティー']],
    ['the long vowel mark', 'パーティー', ['ｶﾞｰﾃﾞﾝパーティー']],
    ['Korean', '서울', ['서울에서 만나요']],
    ['umlauts', 'zurich uber', ['Über café in Zürich']],
    ['a lone CJK character anywhere in a run', '吧', ['我们说中文吧']],
  ])('finds %s (%s)', async (_name, query, texts) => {
    expect((await foundTexts(member, query)).sort()).toEqual([...texts].sort());
  });

  it.each([
    ['characters that are apart in the text', '中文', '中 文 are two words apart'],
    ['a word of another place', '東京', '京都に行く'],
    ['a longer phrase than the text', 'ありがとう', 'ありがと'],
    ['a word only sharing a shorter prefix', 'cafe', 'caffeine please'],
    ['a word inside another word', 'run', 'a rerun tonight'],
  ])('misses %s (%s)', async (_name, query, text) => {
    expect(await foundTexts(member, query)).not.toContain(text);
  });

  it('needs every term', async () => {
    expect(await foundTexts(member, 'running 東京')).toEqual([]);
    expect(await foundTexts(member, '東京 明日')).toEqual(['明日東京へ行きます']);
  });

  it.each([
    ['中文', [['中文']]],
    ['ありがとう', [['ありがとう']]],
    ['run', [['run']]],
    ['我爱React开发', [['我爱React开发']]],
    ['ガーデン', [['ｶﾞｰﾃﾞﾝ']]],
    ['full text', [['Ｆｕｌｌ', 'ＴＥＸＴ']]],
  ])('marks what %s matched in the original text', async (query, parts) => {
    expect(await highlightedParts(member, query)).toEqual(parts);
  });
});

describe('a hit', () => {
  it('is the message as the records API shows it, with its author and chat', async () => {
    const { owner, friend, chat } = await groupWith([]);
    const sent = await sendText(friend, chat.id, 'presented message');
    const [hit] = (await search(owner, 'presented')).items;
    const viewed = await owner.pb.collection('messages').getOne(sent.id, { expand: 'author,chat' });
    expect(hit?.message).toEqual(viewed);
    expect(hit?.message.expand?.['author']).toMatchObject({ id: friend.id, nickname: 'friend' });
    expect(hit?.message.expand?.['author']).not.toHaveProperty('email');
    expect(hit?.message.expand?.['author']).not.toHaveProperty('password');
    expect(hit?.message.expand?.['chat']).toMatchObject({ id: chat.id, title: 'search' });
    expect(hit?.highlights).toEqual([[0, 9]]);
  });
});

describe('the order', () => {
  it('puts a better match first, then the newer of equal matches', async () => {
    const { owner, messages } = await groupWith([
      'deploy now',
      'we will deploy the new build after lunch, once the tests are green',
      'deploy now',
      'deployment went fine',
    ]);
    const [olderShort, longer, newerShort, prefixOnly] = messages;
    await backdate(olderShort!, '2024-01-01 10:00:00.000Z');
    await backdate(newerShort!, '2024-01-02 10:00:00.000Z');
    await backdate(longer!, '2024-01-03 10:00:00.000Z');
    await backdate(prefixOnly!, '2024-01-04 10:00:00.000Z');
    const found = await search(owner, 'deploy');
    expect(found.items.map((hit) => hit.message.id)).toEqual([
      newerShort!.id,
      olderShort!.id,
      longer!.id,
      prefixOnly!.id,
    ]);
  });

  it('puts an exact word before a longer word it begins, even an older one', async () => {
    const { owner, messages } = await groupWith(['the plan', 'the planning']);
    await backdate(messages[0]!, '2024-01-01 10:00:00.000Z');
    expect(await foundTexts(owner, 'plan')).toEqual(['the plan', 'the planning']);
  });

  it('puts a CJK phrase found twice before one found once', async () => {
    const { owner } = await groupWith(['東京と東京', '東京です']);
    expect(await foundTexts(owner, '東京')).toEqual(['東京と東京', '東京です']);
  });
});

describe('the filters', () => {
  let owner: Person;
  let friend: Person;
  let first: RecordModel;
  let second: RecordModel;

  beforeAll(async () => {
    ({ owner, friend } = await circle(server, ['friend']));
    first = await createGroup(owner, 'first', [friend]);
    second = await createGroup(owner, 'second', [friend]);
    const texts = ['filter one', 'filter two', 'filter three'];
    const sent = [
      await sendText(owner, first.id, texts[0]!),
      await sendText(friend, first.id, texts[1]!),
      await sendText(owner, second.id, texts[2]!),
    ];
    await backdate(sent[0]!, '2024-03-01 08:00:00.000Z');
    await backdate(sent[1]!, '2024-03-02 23:59:59.999Z');
    await backdate(sent[2]!, '2024-03-03 00:00:00.000Z');
  });

  it.each([
    ['none', {}, ['filter three', 'filter two', 'filter one']],
    ['one chat', { chat: 'first' }, ['filter two', 'filter one']],
    ['one author', { author: 'friend' }, ['filter two']],
    ['chat and author', { chat: 'second', author: 'friend' }, []],
    ['after a day, from its midnight', { after: '2024-03-02' }, ['filter three', 'filter two']],
    ['before a day, up to its midnight', { before: '2024-03-03' }, ['filter two', 'filter one']],
    ['one day', { after: '2024-03-02', before: '2024-03-03' }, ['filter two']],
    ['full dates', { after: '2024-03-01 08:00:00.001Z' }, ['filter three', 'filter two']],
    [
      'after the very instant of a message',
      { after: '2024-03-01 08:00:00.000Z' },
      ['filter three', 'filter two', 'filter one'],
    ],
    [
      'RFC 3339 with an offset',
      { before: '2024-03-03T01:00:00+01:00' },
      ['filter two', 'filter one'],
    ],
    ['an empty range', { after: '2024-03-05', before: '2024-03-01' }, []],
  ])('%s', async (_name, params, texts) => {
    const ids: Record<string, string> = { first: first.id, second: second.id, friend: friend.id };
    const resolved = Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, ids[value] ?? value]),
    );
    expect(await foundTexts(owner, 'filter', resolved)).toEqual(texts);
  });

  it('pages through the results', async () => {
    const page = await search(owner, 'filter', { page: 2, perPage: 2 });
    expect(page).toMatchObject({ page: 2, perPage: 2 });
    expect(page.items.map((hit) => hit.message['text'])).toEqual(['filter one']);
    expect((await search(owner, 'filter', { page: 3, perPage: 2 })).items).toEqual([]);
  });

  it.each([
    ['no page size', {}, 1, SEARCH_PAGE_SIZE],
    ['too large a page size', { perPage: 500 }, 1, SEARCH_PAGE_MAX],
    ['a page size of 0', { perPage: 0 }, 1, SEARCH_PAGE_SIZE],
    ['a negative page', { page: -3 }, 1, SEARCH_PAGE_SIZE],
  ])('clamps %s', async (_name, params, page, perPage) => {
    expect(await search(owner, 'filter', params)).toMatchObject({ page, perPage });
  });

  it('answers an empty page for a query of nothing but symbols', async () => {
    expect(await search(owner, '!!! ??? 😀')).toEqual({
      page: 1,
      perPage: SEARCH_PAGE_SIZE,
      items: [],
    });
  });

  it('shows superusers nothing: search is a member’s view of their own chats', async () => {
    await expect(
      admin.send('/api/hearth/search', { method: 'GET', query: { q: 'filter' } }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('the messages view rule', () => {
  let ruled: TestServer;
  afterAll(() => ruled.close());

  it('hides from search what it hides from the records API', async () => {
    ruled = await startTestServer();
    const root = await ruled.superuser();
    const messages = await root.collections.getOne('messages');
    await root.collections.update('messages', {
      viewRule: `(${String(messages.viewRule)}) && text !~ "classified"`,
    });
    const { owner, friend } = await circle(ruled, ['friend']);
    const chat = await createGroup(owner, 'ruled', [friend]);
    await sendText(owner, chat.id, 'classified plans');
    await sendText(owner, chat.id, 'open plans');
    const found = await search(friend, 'plans');
    expect(found.items.map((hit) => hit.message['text'])).toEqual(['open plans']);
  });
});
