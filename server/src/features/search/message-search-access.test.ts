import { SEARCH_QUERY_MAX } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  circle,
  createGroup,
  fieldError,
  openDirect,
  refusal,
  sendText,
} from '../../test/chat-kit.js';
import { search, type SearchParams } from '../../test/search-kit.js';
import { statusOf } from '../../test/sdk-outcome.js';
import { befriend, people, type Person } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/**
 * Who finds what (docs/chat-data-model.md, "Routes"): only members find a chat's messages,
 * however the query is written; guests get a 401; a `chat` the caller is not in is a 404; bad
 * input is a 400 in PocketBase's shape, never a 500 and never another chat's text.
 */

let server: TestServer;
let admin: PocketBase;
/** Alice and Bob share a chat; Carol is in none; Dave and Erin share another. */
let alice: Person;
let bob: Person;
let carol: Person;
let dave: Person;
let erin: Person;
let secretChat: RecordModel;
let ownChat: RecordModel;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  ({ alice, bob, carol, dave, erin } = await people(server, [
    'alice',
    'bob',
    'carol',
    'dave',
    'erin',
  ]));
  await befriend(alice, bob);
  await befriend(dave, erin);
  secretChat = await openDirect(alice, bob);
  ownChat = await openDirect(dave, erin);
  await sendText(alice, secretChat.id, 'the leak pipe is secret 秘密の東京');
  await sendText(bob, secretChat.id, '"quoted" AND (tricky) NEAR/2 x* ^start body:val leak');
  await sendText(dave, ownChat.id, 'the leak bucket, ours 東京');
});
afterAll(() => server.close());

/** The chats of the messages a search finds. */
async function chatsFound(who: Person, q: string, params: SearchParams = {}): Promise<string[]> {
  const result = await search(who, q, params);
  return result.items.map((hit) => String(hit.message['chat']));
}

describe('who finds a chat’s messages', () => {
  it('its members, and nobody else', async () => {
    expect(await chatsFound(alice, 'leak')).toEqual([secretChat.id, secretChat.id]);
    expect(await chatsFound(bob, 'secret')).toEqual([secretChat.id]);
    expect(await chatsFound(carol, 'leak')).toEqual([]);
    expect(await chatsFound(carol, '東京')).toEqual([]);
    expect(await chatsFound(dave, 'leak')).toEqual([ownChat.id]);
    expect(await chatsFound(erin, '東京')).toEqual([ownChat.id]);
  });

  it('a chat the caller is not in, named: 404 as on the chat routes', async () => {
    expect(await statusOf(search(carol, 'leak', { chat: secretChat.id }))).toBe(404);
    expect(await statusOf(search(dave, 'leak', { chat: secretChat.id }))).toBe(404);
    expect(await statusOf(search(dave, 'leak', { chat: 'nosuchchat00000' }))).toBe(404);
    expect(await statusOf(search(dave, 'leak', { chat: `${ownChat.id}' OR '1'='1` }))).toBe(404);
    expect(await chatsFound(dave, 'leak', { chat: ownChat.id })).toEqual([ownChat.id]);
  });

  it('the author filter never reaches past the caller’s chats', async () => {
    expect(await chatsFound(dave, 'leak', { author: alice.id })).toEqual([]);
  });

  it('a group’s new member finds its history; a stranger still does not', async () => {
    const { owner, friend } = await circle(server, ['friend']);
    const group = await createGroup(owner, 'history', [friend]);
    await sendText(owner, group.id, 'before you came');
    expect(await chatsFound(friend, 'came')).toEqual([group.id]);
    expect(await chatsFound(carol, 'came')).toEqual([]);
  });

  it('guests: 401', async () => {
    const guest = server.client();
    const error = await refusal(
      guest.send('/api/hearth/search', { method: 'GET', query: { q: 'leak' } }),
      401,
    );
    expect(error).toEqual({});
  });
});

describe('a hostile query', () => {
  it.each([
    ['quotes', '"leak'],
    ['a lone quote', '"'],
    ['doubled quotes', '""'],
    ['FTS5 operators', 'leak OR pipe'],
    ['NOT', 'NOT bucket leak'],
    ['NEAR', 'NEAR(leak pipe, 2)'],
    ['a column filter', 'body:leak'],
    ['a chat column filter', () => `chat:${secretChat.id} leak`],
    ['a column set', '{body chat}: leak'],
    ['a prefix star', 'lea*'],
    ['a caret', '^leak'],
    ['a minus', '- leak'],
    ['a plus', '+leak'],
    ['parentheses', '((leak'],
    ['SQL', "leak') OR 1=1 --"],
    ['SQL with a semicolon', "leak'; DROP TABLE messages; --"],
    ['LIKE wildcards', 'le%k _eak'],
    ['backslashes', 'leak\\'],
    ['a NUL character', 'leak\u0000pipe'],
    ['control characters', 'leak\u0007\u001b[31m'],
    ['CJK with syntax', '東京" OR "秘密'],
    ['200 emoji', '😀'.repeat(SEARCH_QUERY_MAX)],
    ['200 lone CJK characters', '東 '.repeat(SEARCH_QUERY_MAX / 2)],
    ['many words', 'leak '.repeat(SEARCH_QUERY_MAX / 5)],
  ])('%s: answers only the caller’s messages', async (_name, query: string | (() => string)) => {
    const q = typeof query === 'string' ? query : query();
    for (const chat of await chatsFound(dave, q)) expect(chat).toBe(ownChat.id);
    expect(await chatsFound(carol, q)).toEqual([]);
  });

  it('finds the text of the syntax as words, not as operators', async () => {
    expect(await chatsFound(bob, '"quoted" AND (tricky) NEAR/2 x* ^start body:val')).toEqual([
      secretChat.id,
    ]);
    expect(await chatsFound(dave, 'leak OR pipe')).toEqual([]);
    expect(await chatsFound(alice, 'NOT pipe')).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['no q', {}],
    ['a blank q', { q: '   ' }],
    ['a q of 201 characters', { q: 'a'.repeat(SEARCH_QUERY_MAX + 1) }],
    ['a q of 10,000 characters', { q: 'leak '.repeat(2000) }],
    ['a q of 1,000 CJK characters', { q: '東京'.repeat(500) }],
  ])('%s: 400 validation_search_query', async (_name, query) => {
    const data = await refusal(dave.pb.send('/api/hearth/search', { method: 'GET', query }));
    expect(data).toEqual(fieldError('q', 'validation_search_query'));
  });

  it('a q of 10,000 CJK characters: a 4xx (the URL alone is too long for the server)', async () => {
    const status = await statusOf(search(dave, '東京'.repeat(5000)));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it.each([
    ['invalid UTF-8', '%FF%FEleak'],
    ['an encoded lone surrogate', '%ED%A0%80leak'],
    ['a broken escape', '%E6%9Dleak%'],
  ])('%s in q: a 4xx or the caller’s messages only', async (_name, encoded) => {
    const response = await fetch(`${server.url}/api/hearth/search?q=${encoded}`, {
      headers: { Authorization: dave.pb.authStore.token },
    });
    expect(response.status).toBeLessThan(500);
    if (!response.ok) return;
    const body = (await response.json()) as { items: Array<{ message: { chat: string } }> };
    for (const hit of body.items) expect(hit.message.chat).toBe(ownChat.id);
  });

  it.each([
    ['after', { after: 'yesterday' }, 'validation_invalid_date'],
    ['before', { before: '2024-13-45' }, 'validation_invalid_date'],
    ['a Unix time', { after: '1700000000' }, 'validation_invalid_date'],
    ['page', { page: 'abc' }, 'validation_invalid_number'],
    ['perPage', { perPage: '1.5' }, 'validation_invalid_number'],
    ['a huge page', { page: '1'.repeat(30) }, 'validation_invalid_number'],
  ])('a bad %s: 400 on that field', async (_name, params, code) => {
    const field = Object.keys(params)[0] ?? '';
    const data = await refusal(search(dave, 'leak', params));
    expect(data).toEqual(fieldError(field, code));
  });

  it('the largest page: an empty page, not an error', async () => {
    const page = Number.MAX_SAFE_INTEGER;
    expect(await search(dave, 'leak', { page, perPage: 50 })).toEqual({
      page,
      perPage: 50,
      items: [],
    });
  });

  it('a superuser: 403', async () => {
    expect(
      await statusOf(admin.send('/api/hearth/search', { method: 'GET', query: { q: 'leak' } })),
    ).toBe(403);
  });
});
