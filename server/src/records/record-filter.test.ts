import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../test/record-filter-dataset.js';
import type { RecordFilterFixture } from '../test/record-filter-fixture.js';
import { compileRecordFilter } from './record-filter.js';

let fixture: RecordFilterFixture;

beforeAll(async () => {
  fixture = await createDataset();
});

afterAll(async () => {
  await fixture.close();
});

// Each row: a filter on `posts` (as a rule) and the ids it must select.
describe('record filters on real rows: fields and operators', () => {
  it.each([
    ['equality', 'title = "Hello world"', ['p1']],
    ['non-equality', 'kind != "news"', ['p2', 'p3']],
    ['empty text equals null', 'title = null', ['p4']],
    ['empty text', 'title = ""', ['p4']],
    ['not empty', 'title != ""', ['p1', 'p2', 'p3']],
    ['empty single relation', 'author = ""', ['p3']],
    ['numbers', 'views > 5 && views <= 20', ['p1', 'p4']],
    ['zero', 'views = 0', ['p2']],
    ['booleans', 'published = true', ['p1', 'p3']],
    ['false', 'published = false', ['p2', 'p4']],
    ['or and and', 'views = 0 || published = true && kind = "news"', ['p1', 'p2']],
    ['groups', '(views = 0 || published = true) && kind = "news"', ['p1']],
    ['field against field', 'views > views', []],
    ['dates compare as text', 'publishedAt >= "2024-01-01 00:00:00.000Z"', ['p1']],
    ['empty date', 'publishedAt = ""', ['p2', 'p4']],
    ['contains is case-insensitive', 'title ~ "HELLO"', ['p1']],
    ['not contains', 'title !~ "o"', ['p2', 'p3', 'p4']],
    ['own % is a pattern', 'title ~ "100%"', ['p2']],
    ['a lone % matches everything', 'title ~ "%"', ['p1', 'p2', 'p3', 'p4']],
    ['_ is escaped', 'title ~ "_"', ['p2']],
    ['an escaped % is literal', 'title ~ "0\\\\%"', ['p2']],
    ['an escaped % matches only a %', 'title ~ "1\\\\%"', []],
    ['backslash is escaped', 'title ~ "\\\\"', ['p3']],
    ['contains a column', '"xx Hello world xx" ~ title', ['p1', 'p4']],
    ['lower', 'title:lower = "hello world"', ['p1']],
    ['a bare multi relation is its JSON text', 'tags = \'["t1"]\'', ['p2']],
    ['contains on JSON text', 'tags ~ "t2"', ['p1', 'p4']],
    ['length', 'tags:length = 2', ['p1', 'p4']],
    ['length zero', 'labels:length = 0', ['p3']],
    ['each, match-all', 'labels:each = "a"', ['p2']],
    ['each, any', 'labels:each ?= "b"', ['p1']],
    ['each, match-all with no values', 'labels:each != "c"', ['p1', 'p2', 'p3']],
    ['each on a single select', 'kind:each ?= "blog"', ['p2']],
    [
      'collectionName is a constant',
      'collectionName = "posts" && collectionId = "c_posts"',
      ['p1', 'p2', 'p3', 'p4'],
    ],
  ])('%s: %s', async (_name, filter, expected) => {
    expect(await fixture.ids('posts', filter)).toEqual(expected);
  });
});

describe('record filters on real rows: relations', () => {
  it.each([
    ['single relation', 'author.name = "Ann"', ['p1']],
    ['single relation, another field', 'author.role = "member"', ['p2', 'p4']],
    ['not equal through an empty relation', 'author.name != "Ann"', ['p2', 'p3', 'p4']],
    ['lower through a relation', 'author.name:lower ?= "ann"', ['p1']],
    ['multi relation, any', 'tags.name ?= "red"', ['p1', 'p2']],
    ['multi relation, match-all', 'tags.name = "red"', ['p2']],
    ['match-all is false for no values with =', 'tags.name = "blue"', []],
    ['match-all holds for no values with !=', 'tags.name != "red"', ['p3', 'p4']],
    ['match-all with ~ and no values', 'tags.name ~ "e"', ['p1', 'p2', 'p4']],
    ['same relation path, same joined row', 'tags.name ?= "red" && tags.name ?= "blue"', []],
    ['same path in separate rows via id', 'tags.id ?= "t1" && tags:each ?= "t2"', ['p1']],
    ['nested relations', 'author.friends.name ?= "Cid"', ['p2']],
    ['nested match-all', 'author.friends.name != "Bob"', ['p2', 'p3', 'p4']],
    ['six relation hops', 'author.friends.friends.friends.friends.friends.name ?= "Ann"', ['p2']],
    ['the relation id without a join', 'author.id = "u2"', ['p2']],
    ['back-relation, any', 'comments_via_post.message ?= "nice"', ['p1']],
    ['back-relation, match-all', 'comments_via_post.message != "meh"', ['p1', 'p3', 'p4']],
    ['back-relation, match-all with =', 'comments_via_post.message = "meh"', ['p2']],
    ['back-relation then relation', 'comments_via_post.author.name ?= "Cid"', ['p1']],
    [
      'both sides multi, any (two missing values are equal)',
      'tags.name ?= comments_via_post.message',
      ['p3'],
    ],
    ['both sides multi, match-all with !=', 'tags.name != author.friends.name', ['p1', 'p2', 'p4']],
  ])('%s: %s', async (_name, filter, expected) => {
    expect(await fixture.ids('posts', filter)).toEqual(expected);
  });

  it('refuses a seventh relation hop', async () => {
    await expect(
      fixture.ids('posts', 'author.friends.friends.friends.friends.friends.friends.name = "x"'),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('joins a single relation by id only when needed', () => {
    const scope = fixture.scope('posts');
    expect(compileRecordFilter('author.id = "u2"', scope).text).toBe('`__main`.`author` = ?');
    expect(compileRecordFilter('author.name = "x"', scope).text).toMatch(/^EXISTS \(/);
  });

  it('treats a back-relation through a unique index as single-valued', async () => {
    const scope = fixture.scope('users');
    expect(compileRecordFilter('profiles_via_user.bio = "hello"', scope).text).not.toContain(
      'NOT EXISTS',
    );
    expect(await fixture.ids('users', 'profiles_via_user.bio = "hello"')).toEqual(['u1']);
    expect(await fixture.ids('users', 'comments_via_author.message = "meh"')).toEqual(['u1']);
  });

  it.each([
    ['a back-relation to another collection', 'comments_via_author.message = "x"'],
    ['an unknown back-relation collection', 'nope_via_post.message = "x"'],
    ['a non-relation field', 'title.name = "x"'],
    ['an unknown field', 'nope = 1'],
    ['an unknown nested field', 'author.nope = 1'],
    ['an unknown modifier', 'title:upper = "x"'],
    ['an unknown collection', '@collection.nope.id = 1'],
  ])('rejects %s', async (_name, filter) => {
    await expect(fixture.ids('posts', filter)).rejects.toMatchObject({ status: 400, data: {} });
  });
});

describe('record filters on real rows: JSON and geo points', () => {
  it.each([
    ['a nested JSON path with an index', 'data.a.b.1 = 2', ['p1']],
    ['a JSON number', 'data.n > 2', ['p1']],
    ['a JSON text', 'data.s = "x"', ['p1']],
    ['missing and null JSON values are NULL', 'data.s = null', ['p2', 'p3', 'p4']],
    ['a null JSON column', 'data = null', ['p2']],
    ['a whole JSON value', 'data.n = 1 && data != null', ['p3']],
    ['JSON through a relation', 'comments_via_post.post.data.n ?= 5', ['p1']],
    ['geo point coordinates', 'location.lon > 23', ['p1', 'p3']],
    [
      'distance within a kilometre',
      'geoDistance(location.lon, location.lat, 23.32, 42.69) < 1',
      ['p1'],
    ],
    [
      'distance within 200 km',
      'geoDistance(location.lon, location.lat, 23.32, 42.69) < 200',
      ['p1', 'p3'],
    ],
    [
      'distance to itself is zero',
      'geoDistance(location.lon, location.lat, location.lon, location.lat) = 0',
      ['p1', 'p2', 'p3', 'p4'],
    ],
    ['strftime of a date', "strftime('%Y', publishedAt) = '2024'", ['p1']],
    ['strftime of an empty date is empty', "strftime('%Y', publishedAt) = ''", ['p2', 'p4']],
    ['strftime with modifiers', "strftime('%m', publishedAt, '+1 month') = '02'", ['p1']],
  ])('%s: %s', async (_name, filter, expected) => {
    expect(await fixture.ids('posts', filter)).toEqual(expected);
  });
});

describe('record filters on real rows: macros', () => {
  it.each([
    ['past dates', 'publishedAt != "" && publishedAt < @now', ['p1', 'p3']],
    ['future', 'publishedAt > @tomorrow', []],
    ['year', 'views < @year', ['p1', 'p2', 'p3', 'p4']],
    ['start of this year', 'publishedAt >= @yearStart', []],
  ])('%s: %s', async (_name, filter, expected) => {
    expect(await fixture.ids('posts', filter)).toEqual(expected);
  });
});

describe('literals never reach the SQL text', () => {
  it.each([
    `x' OR '1'='1`,
    `x" OR 1=1 --`,
    `'; DROP TABLE posts; --`,
    `\\'\\"\\\\`,
    `é ☃ 😀 \u0000`,
  ])('%s', async (evil) => {
    const filter = `title = ${JSON.stringify(evil)} || tags.name ~ ${JSON.stringify(evil)}`;
    const compiled = compileRecordFilter(filter, fixture.scope('posts'));
    for (const fragment of ['DROP', 'OR 1', "'1'", '--', '☃', '\\"']) {
      if (evil.includes(fragment)) expect(compiled.text).not.toContain(fragment);
    }
    expect(compiled.params).toContain(evil);
    expect(await fixture.ids('posts', filter)).toEqual([]);
    expect(await fixture.ids('posts', 'id != ""')).toHaveLength(4);
  });
});
