import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
let admin: PocketBase;
let bob: PocketBase;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  const alice = await server.user('alice@example.com', undefined, { nickname: 'Alice' });
  const bobUser = await server.user('bob@example.com', undefined, { nickname: 'Bob' });
  bob = bobUser.pb;
  ids['alice'] = alice.id;
  ids['bob'] = bobUser.id;
  // Hearth's users see each other's records once friends (the expansion applies that view rule).
  await admin
    .collection('friendships')
    .create({ requester: alice.id, addressee: bobUser.id, status: 'accepted' });
  const orgs = await admin.collections.create({
    name: 'orgs',
    listRule: '',
    viewRule: '',
    fields: [{ name: 'name', type: 'text' }],
  });
  const secrets = await admin.collections.create({
    name: 'secrets',
    fields: [{ name: 'code', type: 'text' }],
  });
  const tags = await admin.collections.create({
    name: 'tags',
    listRule: '',
    viewRule: 'name != "hidden"',
    fields: [{ name: 'name', type: 'text' }],
  });
  const posts = await admin.collections.create({
    name: 'posts',
    listRule: '',
    viewRule: '',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'editor' },
      { name: 'author', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
      { name: 'org', type: 'relation', collectionId: orgs.id, maxSelect: 1 },
      { name: 'tags', type: 'relation', collectionId: tags.id, maxSelect: 5 },
      { name: 'secret', type: 'relation', collectionId: secrets.id, maxSelect: 1 },
    ],
  });
  await admin.collections.create({
    name: 'comments',
    listRule: '',
    viewRule: '',
    fields: [
      { name: 'message', type: 'text' },
      { name: 'post', type: 'relation', collectionId: posts.id, maxSelect: 1, cascadeDelete: true },
    ],
  });
  ids['org'] = (await admin.collection('orgs').create({ name: 'Acme' })).id;
  ids['secret'] = (await admin.collection('secrets').create({ code: 's3' })).id;
  ids['tagA'] = (await admin.collection('tags').create({ name: 'a' })).id;
  ids['tagHidden'] = (await admin.collection('tags').create({ name: 'hidden' })).id;
  ids['tagB'] = (await admin.collection('tags').create({ name: 'b' })).id;
  ids['post'] = (
    await admin.collection('posts').create({
      title: 'Hello',
      body: '<p>Hello <b>big</b> world, with <script>alert(1)</script>many words</p>',
      author: ids['alice'],
      org: ids['org'],
      tags: [ids['tagB'], ids['tagHidden'], ids['tagA']],
      secret: ids['secret'],
    })
  ).id;
  await admin.collection('comments').create({ message: 'first', post: ids['post'] });
  await admin.collection('comments').create({ message: 'second', post: ids['post'] });
});

afterAll(() => server.close());

describe('expand', () => {
  it('expands single and multiple relations in id order, skipping records the view rule hides', async () => {
    const post = await bob.collection('posts').getOne(ids['post'] ?? '', { expand: 'org,tags' });
    expect(post.expand?.['org']).toMatchObject({
      id: ids['org'],
      name: 'Acme',
      collectionName: 'orgs',
    });
    expect((post.expand?.['tags'] as { name: string }[]).map((tag) => tag.name)).toEqual([
      'b',
      'a',
    ]);
  });

  it('leaves out relations to a collection whose view rule is null, except for superusers', async () => {
    const asBob = await bob.collection('posts').getOne(ids['post'] ?? '', { expand: 'secret' });
    expect(asBob.expand).toEqual({});
    const asAdmin = await admin.collection('posts').getOne(ids['post'] ?? '', { expand: 'secret' });
    expect(asAdmin.expand?.['secret']).toMatchObject({ code: 's3' });
  });

  it('expands back-relations and nested paths, and hides other users emails inside expansions', async () => {
    const post = await bob
      .collection('posts')
      .getOne(ids['post'] ?? '', { expand: 'comments_via_post,author' });
    expect(
      (post.expand?.['comments_via_post'] as { message: string }[]).map((c) => c.message).sort(),
    ).toEqual(['first', 'second']);
    expect(post.expand?.['author']).toMatchObject({ nickname: 'Alice' });
    expect(post.expand?.['author']).not.toHaveProperty('email');
    const comment = await bob
      .collection('comments')
      .getFirstListItem('message = "first"', { expand: 'post.author' });
    const nested = comment.expand?.['post'] as { expand?: Record<string, { nickname: string }> };
    expect(nested.expand?.['author']?.nickname).toBe('Alice');
  });

  it('works on list responses and with fields picking, including :excerpt', async () => {
    const list = await bob
      .collection('posts')
      .getList(1, 10, { expand: 'org', fields: 'id,title,expand.org.name,body:excerpt(20,true)' });
    expect(list.items[0]).toEqual({
      id: ids['post'],
      title: 'Hello',
      expand: { org: { name: 'Acme' } },
      body: 'Hello big world, wit...',
    });
  });

  it('ignores unknown relations without failing the request', async () => {
    const post = await bob
      .collection('posts')
      .getOne(ids['post'] ?? '', { expand: 'nope,title,org.missing' });
    expect(post.expand?.['org']).toMatchObject({ name: 'Acme' });
    expect(post.expand).not.toHaveProperty('nope');
  });

  it('cascades a delete to comments through a cascading relation', async () => {
    const extra = await admin.collection('posts').create({ title: 'temp' });
    await admin.collection('comments').create({ message: 'orphan soon', post: extra.id });
    await admin.collection('posts').delete(extra.id);
    const left = await admin
      .collection('comments')
      .getFullList({ filter: 'message = "orphan soon"' });
    expect(left).toEqual([]);
  });
});
