import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import type { RequestInfo } from '../request-info.js';
import { createDataset } from '../test/record-filter-dataset.js';
import type { QueryOptions, RecordFilterFixture } from '../test/record-filter-fixture.js';
import { compileRecordFilter, MAX_CLIENT_FILTER_BYTES } from './record-filter.js';

const BAD_REQUEST = {
  status: 400,
  message: 'Something went wrong while processing your request.',
  data: {},
};

let fixture: RecordFilterFixture;
let guarded: RecordFilterFixture;

beforeAll(async () => {
  fixture = await createDataset();
  guarded = await createDataset({
    users: 'role = "admin"',
    tags: null,
    profiles: null,
    comments: '@request.auth.id != ""',
  });
});

afterAll(async () => {
  await fixture.close();
  await guarded.close();
});

function superuser(on: RecordFilterFixture): Partial<RequestInfo> {
  return { auth: on.identity('_superusers', { id: 'root', email: 'root@x.io' }) };
}

async function client(
  on: RecordFilterFixture,
  collection: string,
  filter: string,
  options: QueryOptions = {},
): Promise<string[]> {
  return on.ids(collection, filter, { mode: 'client', ...options });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('client filters: superuser-only identifiers', () => {
  it.each([
    [
      '@request in a filter',
      'posts',
      '@request.auth.id != ""',
      {},
      'Only superusers can filter by @request.',
    ],
    [
      '@collection in a filter',
      'posts',
      '@collection.members.user ?= "u1"',
      {},
      'Only superusers can filter by @collection.',
    ],
    [
      'the text inside quotes counts too',
      'posts',
      'title = "@request.method"',
      {},
      'Only superusers can filter by @request.',
    ],
    [
      '@request in a sort',
      'posts',
      '',
      { sort: '@request.auth.id' },
      'Only superusers can filter by @request.',
    ],
    [
      '@collection before @request',
      'posts',
      '@request.a = 1 || @collection.b.c = 1',
      {},
      'Only superusers can filter by @collection.',
    ],
  ])('forbids %s', async (_name, collection, filter, options, message) => {
    const error = await failure(client(fixture, collection, filter, options));
    expect(error.toJSON()).toEqual({ status: 403, message, data: {} });
  });

  it('lets superusers use them', async () => {
    const filter = '@request.auth.id != "" && @collection.members.user ?= author';
    expect(await client(fixture, 'posts', filter, { requestInfo: superuser(fixture) })).toEqual([
      'p1',
      'p2',
    ]);
  });

  it('refuses a constant sort field with 400, even for superusers', async () => {
    const options = { requestInfo: superuser(fixture), sort: '@request.auth.id' };
    const error = await failure(client(fixture, 'posts', '', options));
    expect(error.toJSON()).toEqual(BAD_REQUEST);
  });
});

describe('client filters: bad input is a 400', () => {
  it.each([
    ['a hidden field', 'users', 'secret = "s1"'],
    ['a hidden field through a relation', 'posts', 'author.secret = "s1"'],
    ['a hidden back-relation field', 'users', 'comments_via_reviewer.message = "x"'],
    ['an unknown field', 'posts', 'nope = 1'],
    ['a syntax error', 'posts', 'title = '],
    ['only a comment', 'posts', '// nothing'],
    ['too many comparisons', 'posts', Array.from({ length: 201 }, () => 'views = 1').join(' || ')],
    [
      'a filter over the length limit',
      'posts',
      `title != "${'a'.repeat(MAX_CLIENT_FILTER_BYTES)}"`,
    ],
    ['a filter over the byte limit', 'posts', `title != "${'☃'.repeat(1200)}"`],
  ])('%s', async (_name, collection, filter) => {
    const error = await failure(client(fixture, collection, filter));
    expect(error.toJSON()).toEqual(BAD_REQUEST);
  });

  it('accepts a filter of exactly the length limit', async () => {
    const filter = `title != "${'a'.repeat(MAX_CLIENT_FILTER_BYTES - 'title != ""'.length)}"`;
    expect(Buffer.byteLength(filter)).toBe(MAX_CLIENT_FILTER_BYTES);
    expect(await client(fixture, 'posts', filter)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('does not limit the length of rules', async () => {
    const rule = `title != "${'a'.repeat(MAX_CLIENT_FILTER_BYTES)}"`;
    expect(await fixture.ids('posts', rule)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it.each([
    ['a superuser filtering a hidden field', 'users', 'secret = "s1"', ['u1']],
    ['a superuser filtering through a hidden field', 'posts', 'author.secret = "s2"', ['p2']],
  ])('allows %s', async (_name, collection, filter, expected) => {
    expect(await client(fixture, collection, filter, { requestInfo: superuser(fixture) })).toEqual(
      expected,
    );
  });

  it('allows hidden fields in rules', async () => {
    expect(await fixture.ids('posts', 'author.secret = "s2"')).toEqual(['p2']);
  });
});

describe('client filters: email visibility', () => {
  it.each([
    ['a hidden email does not match', 'users', 'email = "bob@x.io"', []],
    ['a public email matches', 'users', 'email = "ann@x.io"', ['u1']],
    ['only public emails are listed', 'users', 'email != ""', ['u1', 'u3']],
    ['through a relation', 'posts', 'author.email ?= "bob@x.io"', []],
  ])('%s', async (_name, collection, filter, expected) => {
    expect(await client(fixture, collection, filter)).toEqual(expected);
  });

  it('does not apply to superusers or rules', async () => {
    expect(
      await client(fixture, 'users', 'email = "bob@x.io"', { requestInfo: superuser(fixture) }),
    ).toEqual(['u2']);
    expect(await fixture.ids('users', 'email = "bob@x.io"')).toEqual(['u2']);
  });
});

describe('client filters: list rules of joined collections', () => {
  it.each([
    ['a superusers-only collection on the path', 'posts', 'tags.name ?= "red"'],
    ['in a match-all condition', 'posts', 'tags.name = "red"'],
    ['behind an allowed collection', 'comments', 'post.tags.name ?= "red"'],
    ['through a back-relation', 'users', 'profiles_via_user.bio = "hello"'],
  ])('refuses %s', async (_name, collection, filter) => {
    const error = await failure(client(guarded, collection, filter));
    expect(error.toJSON()).toEqual(BAD_REQUEST);
  });

  it.each<[string, string, Partial<RequestInfo>, string[]]>([
    ['the joined rows must pass the list rule', 'author.name != ""', {}, ['p1']],
    ['a relation id needs no join and no rule', 'author.id = "u2"', {}, ['p2']],
    [
      'a back-relation rule depending on the request, as a guest',
      'comments_via_post.message ?= "nice"',
      {},
      [],
    ],
  ])('%s', async (_name, filter, requestInfo, expected) => {
    expect(await client(guarded, 'posts', filter, { requestInfo })).toEqual(expected);
  });

  it('evaluates the joined list rule for the requester', async () => {
    const requestInfo = { auth: guarded.identity('users', { id: 'u3' }) };
    expect(
      await client(guarded, 'posts', 'comments_via_post.message ?= "nice"', { requestInfo }),
    ).toEqual(['p1']);
  });

  it('ignores list rules for superusers and in rules', async () => {
    const requestInfo = superuser(guarded);
    expect(await client(guarded, 'posts', 'author.name != ""', { requestInfo })).toEqual([
      'p1',
      'p2',
      'p4',
    ]);
    expect(await client(guarded, 'posts', 'tags.name ?= "red"', { requestInfo })).toEqual([
      'p1',
      'p2',
    ]);
    expect(await guarded.ids('posts', 'author.name != "" && tags.name ?= "red"')).toEqual([
      'p1',
      'p2',
    ]);
  });

  it('puts the list rule inside the join scope', () => {
    const scope = guarded.scope('posts', { mode: 'client' });
    const compiled = compileRecordFilter('author.name = "Ann"', scope);
    expect(compiled.text).toBe(
      'EXISTS (SELECT 1 FROM (SELECT 1) AS __scope LEFT JOIN `users` AS `__j1` ON `__j1`.`id` = `__main`.`author` WHERE (`__j1`.`name` = ?) AND (`__j1`.`role` = ?))',
    );
    expect(compiled.params).toEqual(['Ann', 'admin']);
  });
});
