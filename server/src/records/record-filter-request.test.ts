import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestInfo } from '../request-info.js';
import { createDataset } from '../test/record-filter-dataset.js';
import type { RecordFilterFixture } from '../test/record-filter-fixture.js';
import { compileRecordFilter } from './record-filter.js';

let fixture: RecordFilterFixture;
const ANN = { id: 'u1', name: 'Ann', email: 'ann@x.io', emailVisibility: true, verified: true };
const BOB = { id: 'u2', name: 'Bob', email: 'bob@x.io', emailVisibility: false, verified: false };

beforeAll(async () => {
  fixture = await createDataset();
});

afterAll(async () => {
  await fixture.close();
});

function as(
  user: Record<string, unknown> | null,
  extra: Partial<RequestInfo> = {},
): Partial<RequestInfo> {
  return { auth: user ? fixture.identity('users', user) : null, ...extra };
}

describe('@collection', () => {
  it.each([
    ['Ann sees the rooms she is a member of', ANN, ['g1']],
    ['Bob sees both of his rooms', BOB, ['g1', 'g2']],
    ['guests see nothing', null, []],
  ])('one members row must satisfy both conditions: %s', async (_name, user, expected) => {
    const rule = '@collection.members.user ?= @request.auth.id && @collection.members.room ?= room';
    expect(await fixture.ids('messages', rule, { requestInfo: as(user) })).toEqual(expected);
  });

  it('aliases join the collection again, independently', async () => {
    const rule =
      '@collection.members:a.user ?= @request.auth.id && @collection.members:b.room ?= room';
    expect(await fixture.ids('messages', rule, { requestInfo: as(ANN) })).toEqual(['g1', 'g2']);
  });

  it('the same alias means the same row', async () => {
    const rule =
      '@collection.members:m.user ?= @request.auth.id && @collection.members:m.room ?= room && @collection.members:m.role ?= "owner"';
    expect(await fixture.ids('messages', rule, { requestInfo: as(BOB) })).toEqual(['g2']);
  });

  it.each([
    ['match-all over every row', '@collection.members.role = "owner"', []],
    ['match-all with !=', '@collection.members.role != "admin"', ['g1', 'g2', 'g3']],
    ['an empty collection with != holds', '@collection.archive.title != "x"', ['g1', 'g2', 'g3']],
    ['an empty collection with = does not', '@collection.archive.title = "x"', []],
    ['relations from the joined collection', '@collection.members.user.name ?= "Cid"', []],
    [
      'relation paths from the joined collection',
      '@collection.members.user.name ?= "Bob" && @collection.members.room ?= room',
      ['g1', 'g2'],
    ],
    [
      'by collection id',
      '@collection.c_rooms.name ?= "random" && @collection.c_rooms.id ?= room',
      ['g2'],
    ],
    ['hidden fields are usable', '@collection.users.secret ?= "s2"', ['g1', 'g2', 'g3']],
  ])('%s', async (_name, rule, expected) => {
    expect(await fixture.ids('messages', rule)).toEqual(expected);
  });
});

describe('@request.auth', () => {
  it.each([
    ['the identity id', ANN, 'author = @request.auth.id', ['p1']],
    ['guests have no id', null, '@request.auth.id != ""', []],
    ['signed in', BOB, '@request.auth.id != ""', ['p1', 'p2', 'p3', 'p4']],
    [
      'plain fields read from the identity',
      BOB,
      '@request.auth.verified = false && @request.auth.collectionName = "users"',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    ['other fields through a join', ANN, '@request.auth.role = "admin"', ['p1', 'p2', 'p3', 'p4']],
    [
      'hidden fields through a join',
      BOB,
      '@request.auth.secret = "s2" && author = @request.auth.id',
      ['p2'],
    ],
    ['relations of the identity', BOB, '@request.auth.friends.name ?= author.name', ['p1', 'p4']],
    [
      'unknown fields are NULL',
      ANN,
      '@request.auth.missing.deeper = null',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    [
      'lower of a plain field',
      ANN,
      '@request.auth.name:lower = "ann" && @request.auth.email:lower = "ann@x.io"',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    ['isset of a plain field', ANN, '@request.auth.email:isset = true', ['p1', 'p2', 'p3', 'p4']],
  ])('%s', async (_name, user, rule, expected) => {
    expect(await fixture.ids('posts', rule, { requestInfo: as(user) })).toEqual(expected);
  });
});

describe('@request.query, headers, method, context', () => {
  const info: Partial<RequestInfo> = {
    method: 'PATCH',
    context: 'realtime',
    query: { q: 'Hello world', empty: '' },
    headers: { x_token: 'abc' },
  };

  it.each([
    ['query', '@request.query.q = title', ['p1']],
    ['a missing query key is NULL', '@request.query.missing = null', ['p1', 'p2', 'p3', 'p4']],
    [
      'an empty query value is set',
      '@request.query.empty:isset = true && @request.query.nope:isset = false',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    ['headers', '@request.headers.x_token = "abc"', ['p1', 'p2', 'p3', 'p4']],
    ['wrong header', '@request.headers.x_token = "abd"', []],
    ['method', '@request.method = "PATCH"', ['p1', 'p2', 'p3', 'p4']],
    ['lower of a query value', '@request.query.q:lower = "hello world"', ['p1', 'p2', 'p3', 'p4']],
    ['context', '@request.context = "realtime"', ['p1', 'p2', 'p3', 'p4']],
  ])('%s', async (_name, rule, expected) => {
    expect(await fixture.ids('posts', rule, { requestInfo: info })).toEqual(expected);
  });
});

describe('@request.body', () => {
  it.each<[string, Record<string, unknown>, string, string[]]>([
    ['a field value', { title: '100% sure_thing' }, '@request.body.title = title', ['p2']],
    [
      'a numeric text for a number field',
      { views: '6' },
      '@request.body.views > views',
      ['p2', 'p3'],
    ],
    [
      'isset',
      { title: 'x' },
      '@request.body.title:isset = true && @request.body.views:isset = false',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    ['lower', { title: 'ABC' }, '@request.body.title:lower = "abc"', ['p1', 'p2', 'p3', 'p4']],
    [
      'nested raw values',
      { extra: { a: ['x'] } },
      '@request.body.extra.a.0 = "x"',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    [
      'a missing nested value is NULL',
      { extra: {} },
      '@request.body.extra.a.0 = null',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    ['a list value is JSON text', { tags: ['t1'] }, '@request.body.tags = tags', ['p2']],
    ['length', { tags: ['t1', 't2'] }, '@request.body.tags:length = 2', ['p1', 'p2', 'p3', 'p4']],
    ['length of nothing', {}, '@request.body.tags:length = 0', ['p1', 'p2', 'p3', 'p4']],
    [
      'each, match-all',
      { labels: ['a', 'ab'] },
      '@request.body.labels:each ~ "a"',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    ['each, match-all failing', { labels: ['a', 'c'] }, '@request.body.labels:each ~ "a"', []],
    [
      'each, any',
      { labels: ['c', 'x'] },
      '@request.body.labels:each ?= "c"',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    ['each against the row', { labels: ['b'] }, '@request.body.labels:each ?= labels:each', ['p1']],
    [
      'each of nothing holds for !=',
      {},
      '@request.body.labels:each != "a"',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    [
      'a submitted relation',
      { author: 'u1' },
      '@request.body.author.name = "Ann"',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    ['a submitted relation, no match', { author: 'u2' }, '@request.body.author.name = "Ann"', []],
    [
      'no submitted relation is NULL',
      {},
      '@request.body.author.name = null',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    [
      'submitted relations, any',
      { tags: ['t1', 't2'] },
      '@request.body.tags.name ?= "red"',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    [
      'submitted relations, match-all',
      { tags: ['t1', 't2'] },
      '@request.body.tags.name = "red"',
      [],
    ],
    [
      'submitted relations, match-all holding',
      { tags: ['t1'] },
      '@request.body.tags.name = "red"',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    [
      'two relation fields to one collection',
      { author: 'u1', tags: ['t1'] },
      '@request.body.author.name = "Ann" && @request.body.tags.name = "red"',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    [
      'changed: unchanged row',
      { title: 'Hello world' },
      '@request.body.title:changed = false',
      ['p1'],
    ],
    ['changed: not submitted', {}, '@request.body.title:changed = false', ['p1', 'p2', 'p3', 'p4']],
    ['changed: a list', { tags: ['t1'] }, '@request.body.tags:changed = true', ['p1', 'p3', 'p4']],
    [
      'changed: a boolean',
      { published: true },
      '@request.body.published:changed = false',
      ['p1', 'p3'],
    ],
    ['changed: a number as text', { views: '10' }, '@request.body.views:changed = false', ['p1']],
    ['changed: to empty', { title: '' }, '@request.body.title:changed = true', ['p1', 'p2', 'p3']],
    ['changed: json', { data: { n: 1 } }, '@request.body.data:changed = false', ['p3']],
  ])('%s', async (_name, body, rule, expected) => {
    expect(await fixture.ids('posts', rule, { requestInfo: { body } })).toEqual(expected);
  });

  it('casts a numeric text only for number fields', () => {
    const scope = fixture.scope('posts', { requestInfo: { body: { views: '6', title: '6' } } });
    expect(compileRecordFilter('@request.body.views = 1', scope).params).toEqual([6, 1]);
    expect(compileRecordFilter('@request.body.title = 1', scope).params).toEqual(['6', 1]);
  });

  it.each([
    ['each on a text field', '@request.body.title:each = "x"'],
    ['length on a text field', '@request.body.title:length = 1'],
    ['changed on an unknown key', '@request.body.nope:changed = true'],
    ['each on an unknown key', '@request.body.nope:each = true'],
    ['an unknown @request section', '@request.data.title = "x"'],
    ['a bare @request.body', '@request.body = "x"'],
  ])('rejects %s', async (_name, rule) => {
    await expect(fixture.ids('posts', rule)).rejects.toMatchObject({ status: 400 });
  });
});

describe('a one-row virtual main table (create rules)', () => {
  async function allows(
    rule: string,
    row: Record<string, string>,
    info: Partial<RequestInfo>,
  ): Promise<boolean> {
    const scope = fixture.scope('posts', { requestInfo: info });
    const where = compileRecordFilter(rule, scope);
    const columns = Object.keys(row).map(
      (column) => `? AS ${fixture.db.dialect.quoteIdent(column)}`,
    );
    const sql = `SELECT 1 AS ok FROM (SELECT ${columns.join(', ')}) AS __main WHERE ${where.text}`;
    const rows = await fixture.db.all(sql, [...Object.values(row), ...where.params]);
    return rows.length === 1;
  }

  const rule =
    'author = @request.auth.id && tags.name ?= "red" && @request.body.title:isset = true && comments_via_post.id = ""';
  const row = { id: 'new1', title: 'x', author: 'u1', tags: '["t1"]' };

  it.each([
    ['allowed', row, ANN, { title: 'x' }, true],
    ['someone else', row, BOB, { title: 'x' }, false],
    ['without the red tag', { ...row, tags: '["t2"]' }, ANN, { title: 'x' }, false],
    ['without a title in the body', row, ANN, {}, false],
  ])('%s', async (_name, values, user, body, expected) => {
    expect(await allows(rule, values, as(user, { body }))).toBe(expected);
  });
});
