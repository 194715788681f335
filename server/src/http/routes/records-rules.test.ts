import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { ClientResponseError } from 'pocketbase';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { statusOf } from '../../test/sdk-outcome.js';

/**
 * API rules per endpoint and per kind of caller, as PocketBase: a rule that fails hides the
 * record from lists (200, fewer items), answers 404 on view/update/delete and 400 on create;
 * a null rule is 403 for everyone but superusers, who bypass every rule.
 */
type Actor = 'guest' | 'alice' | 'bob' | 'superuser';

let server: TestServer;
const clients = {} as Record<Actor, PocketBase>;
const ids = { alice: '', bob: '' };
let alicePrivate = '';
let alicePublic = '';

beforeAll(async () => {
  server = await startTestServer();
  clients.superuser = await server.superuser();
  clients.guest = server.client();
  const alice = await server.user('alice@example.com');
  const bob = await server.user('bob@example.com');
  clients.alice = alice.pb;
  clients.bob = bob.pb;
  ids.alice = alice.id;
  ids.bob = bob.id;
  await clients.superuser.collections.create({
    name: 'posts',
    listRule: 'owner = @request.auth.id || public = true',
    viewRule: 'owner = @request.auth.id || public = true',
    createRule: '@request.auth.id != "" && owner = @request.auth.id',
    updateRule: 'owner = @request.auth.id && @request.body.owner:changed = false',
    deleteRule: 'owner = @request.auth.id',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'public', type: 'bool' },
      { name: 'owner', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
    ],
  });
  await clients.superuser.collections.create({
    name: 'locked',
    fields: [{ name: 'title', type: 'text' }],
  });
});

beforeEach(async () => {
  const admin = clients.superuser;
  for (const post of await admin.collection('posts').getFullList()) {
    await admin.collection('posts').delete(post.id);
  }
  alicePrivate = (
    await admin.collection('posts').create({ title: 'alice private', owner: ids.alice })
  ).id;
  alicePublic = (
    await admin
      .collection('posts')
      .create({ title: 'alice public', owner: ids.alice, public: true })
  ).id;
  await admin.collection('posts').create({ title: 'bob private', owner: ids.bob });
});

afterAll(() => server.close());

async function titles(): Promise<string[]> {
  const all = await clients.superuser.collection('posts').getFullList({ sort: 'title' });
  return all.map((post) => String(post['title']));
}

describe('list rule filters rows, never errors', () => {
  it.each<[Actor, string[]]>([
    ['guest', ['alice public']],
    ['alice', ['alice private', 'alice public']],
    ['bob', ['alice public', 'bob private']],
    ['superuser', ['alice private', 'alice public', 'bob private']],
  ])('%s sees %j with correct totals', async (actor, expected) => {
    const list = await clients[actor].collection('posts').getList(1, 30, { sort: 'title' });
    expect(list.items.map((post) => post['title'])).toEqual(expected);
    expect(list.totalItems).toBe(expected.length);
  });

  it('a client filter narrows within the rule, and getFirstListItem finds only visible rows', async () => {
    const bob = clients.bob.collection('posts');
    const found = await bob.getFirstListItem(clients.bob.filter('title ~ {:q}', { q: 'alice' }));
    expect(found['title']).toBe('alice public');
    await expect(bob.getFirstListItem('title = "alice private"')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('forbids @request and @collection in client filters to non-superusers, allows superusers', async () => {
    const error = await clients.alice
      .collection('posts')
      .getList(1, 1, { filter: '@request.auth.id != ""' })
      .catch((e: ClientResponseError) => e);
    expect(error).toMatchObject({ status: 403 });
    const ok = await clients.superuser
      .collection('posts')
      .getList(1, 1, { filter: '@request.auth.id != ""' });
    expect(ok.totalItems).toBe(3);
  });
});

describe('view, update and delete answer 404 when the rule fails', () => {
  const cases: [string, Actor, () => string, number][] = [
    ['guest views a private post', 'guest', () => alicePrivate, 404],
    ['guest views a public post', 'guest', () => alicePublic, 200],
    ['owner views her private post', 'alice', () => alicePrivate, 200],
    ['other user views it', 'bob', () => alicePrivate, 404],
    ['superuser views it', 'superuser', () => alicePrivate, 200],
  ];
  it.each(cases)('view: %s ⇒ %i', async (_name, actor, id, status) => {
    expect(await statusOf(clients[actor].collection('posts').getOne(id()))).toBe(status);
  });

  it.each<[string, Actor, number, string[]]>([
    ['guest', 'guest', 404, ['alice private', 'alice public', 'bob private']],
    ['other user', 'bob', 404, ['alice private', 'alice public', 'bob private']],
    ['owner', 'alice', 200, ['alice public', 'bob private', 'renamed']],
    ['superuser', 'superuser', 200, ['alice public', 'bob private', 'renamed']],
  ])('update by %s ⇒ %i', async (_name, actor, status, after) => {
    expect(
      await statusOf(clients[actor].collection('posts').update(alicePrivate, { title: 'renamed' })),
    ).toBe(status);
    expect(await titles()).toEqual(after);
  });

  it('the update rule sees @request.body: the owner cannot hand the post to someone else', async () => {
    expect(
      await statusOf(clients.alice.collection('posts').update(alicePrivate, { owner: ids.bob })),
    ).toBe(404);
    const post = await clients.superuser.collection('posts').getOne(alicePrivate);
    expect(post['owner']).toBe(ids.alice);
  });

  it.each<[string, Actor, number, number]>([
    ['guest', 'guest', 404, 3],
    ['other user', 'bob', 404, 3],
    ['owner', 'alice', 204, 2],
    ['superuser', 'superuser', 204, 2],
  ])('delete by %s ⇒ %i', async (_name, actor, status, remaining) => {
    const result = await statusOf(clients[actor].collection('posts').delete(alicePrivate));
    expect(result === 200 ? 204 : result).toBe(status);
    expect(await titles()).toHaveLength(remaining);
  });
});

describe('create rule is checked against the would-be record', () => {
  it.each<[string, Actor, () => string, number, number]>([
    ['guest', 'guest', () => ids.alice, 400, 3],
    ['user posting as herself', 'alice', () => ids.alice, 200, 4],
    ['user posting as someone else', 'bob', () => ids.alice, 400, 3],
    ['superuser posting as anyone', 'superuser', () => ids.bob, 200, 4],
  ])('%s ⇒ %i', async (_name, actor, owner, status, count) => {
    const result = clients[actor].collection('posts').create({ title: 'new', owner: owner() });
    const error = await result.then(
      () => null,
      (e: ClientResponseError) => e,
    );
    expect(error?.status ?? 200).toBe(status);
    if (error) {
      expect(error.response).toEqual({
        status: 400,
        message: 'Failed to create record.',
        data: {},
      });
    }
    expect(await titles()).toHaveLength(count);
  });
});

describe('null rules are for superusers only', () => {
  it.each<[Actor, number]>([
    ['guest', 403],
    ['alice', 403],
    ['superuser', 200],
  ])('%s ⇒ %i on every action', async (actor, status) => {
    const locked = clients[actor].collection('locked');
    expect(await statusOf(locked.getList())).toBe(status);
    expect(await statusOf(locked.create({ title: 'x' }))).toBe(status);
  });
});
