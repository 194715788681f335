import type { CollectionModel } from '@hearth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaffoldCollection } from '../collections/collection-scaffold.js';
import { createDataset } from '../test/record-filter-dataset.js';
import type { RecordFilterFixture } from '../test/record-filter-fixture.js';
import { checkRuleSyntax, compileRecordSort } from './record-filter.js';

let fixture: RecordFilterFixture;
let guarded: RecordFilterFixture;

beforeAll(async () => {
  fixture = await createDataset();
  guarded = await createDataset({ users: 'role = "admin"', tags: null });
});

afterAll(async () => {
  await fixture.close();
  await guarded.close();
});

describe('compileRecordSort on real rows', () => {
  it.each([
    ['a number, descending', '-views', ['p4', 'p1', 'p3', 'p2']],
    ['several fields', 'kind,-views', ['p3', 'p2', 'p4', 'p1']],
    ['a single relation', 'author.name', ['p3', 'p1', 'p2', 'p4']],
    ['a single relation, descending', '-author.name', ['p4', 'p2', 'p1', 'p3']],
    ['a multi relation by its smallest value', 'tags.name', ['p3', 'p1', 'p4', 'p2']],
    ['a multi relation by its largest value', '-tags.name', ['p1', 'p2', 'p4', 'p3']],
    ['a back-relation', 'comments_via_post.message', ['p3', 'p4', 'p1', 'p2']],
    ['a JSON path', 'data.n', ['p2', 'p4', 'p3', 'p1']],
    ['a modifier', '-title:lower', ['p1', 'p3', 'p2', 'p4']],
    ['insertion order', '@rowid', ['p1', 'p2', 'p3', 'p4']],
    ['reverse insertion order', '-@rowid', ['p4', 'p3', 'p2', 'p1']],
  ])('%s: %s', async (_name, sort, expected) => {
    expect(await fixture.ids('posts', '', { mode: 'client', sort })).toEqual(expected);
  });

  it('sorts randomly with @random', async () => {
    const ids = await fixture.ids('posts', '', { mode: 'client', sort: '@random' });
    expect([...ids].sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(compileRecordSort('@random', fixture.scope('posts')).text).toBe('RANDOM()');
  });

  it('returns no text for no sort', () => {
    expect(compileRecordSort('', fixture.scope('posts'))).toEqual({ text: '', params: [] });
  });

  it.each([
    ['a constant', 'collectionName'],
    ['an unknown field', 'nope'],
    ['a hidden field', 'author.secret'],
    ['too many fields', 'id,id,id,id,id,id,id,id,id'],
    ['a too long field', 'a'.repeat(256)],
    ['an empty item', 'title,,views'],
  ])('refuses %s with 400', async (_name, sort) => {
    await expect(fixture.ids('posts', '', { mode: 'client', sort })).rejects.toMatchObject({
      status: 400,
      data: {},
    });
  });

  it('does not let unlistable related rows influence the order', async () => {
    // Users that are not admins cannot be listed, so their names sort as missing values.
    expect(await guarded.ids('posts', '', { mode: 'client', sort: 'author.name' })).toEqual([
      'p2',
      'p3',
      'p4',
      'p1',
    ]);
    await expect(
      guarded.ids('posts', '', { mode: 'client', sort: 'tags.name' }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('checkRuleSyntax', () => {
  const lookup = {
    find: (idOrName: string): CollectionModel | undefined =>
      idOrName === 'pending' ? pending : fixture.find(idOrName),
  };
  const pending = scaffoldCollection({ name: 'pending', fields: [{ name: 'x', type: 'text' }] });

  it.each([
    ['an empty rule', ''],
    ['a simple rule', 'title != "" && author = @request.auth.id'],
    ['hidden fields', 'author.secret = "x"'],
    ['any auth field (there is no auth while checking)', '@request.auth.anything.deeper = 1'],
    ['a collection not saved yet', '@collection.pending.x ?= title'],
    [
      'every feature',
      'tags:each ?= "t1" && data.a.b = 1 && comments_via_post.id != "" && geoDistance(location.lon, location.lat, 1, 2) < 3',
    ],
  ])('accepts %s', (_name, rule) => {
    expect(
      checkRuleSyntax(fixture.collection('posts'), rule, lookup, fixture.db.dialect),
    ).toBeNull();
  });

  it.each([
    ['a syntax error', 'title = ', 'expected an identifier'],
    ['an unknown field', 'nope = 1', 'unknown field "nope"'],
    ['an unknown collection', '@collection.nope.x = 1', 'unknown collection "nope"'],
    ['an unknown @request section', '@request.data.x = 1', 'unknown field "@request.data.x"'],
    ['a bad modifier', 'title:upper = 1', 'unknown modifier'],
  ])('reports %s', (_name, rule, message) => {
    expect(
      checkRuleSyntax(fixture.collection('posts'), rule, lookup, fixture.db.dialect),
    ).toContain(message);
  });
});
