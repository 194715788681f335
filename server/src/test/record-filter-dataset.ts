import type { CollectionInput } from '@hearth/shared';
import { RecordFilterFixture } from './record-filter-fixture.js';

/** Rule overrides per collection name, for tests of list-rule enforcement. */
export type ListRules = Partial<Record<string, string | null>>;

/**
 * A small blog + chat schema covering every field shape filters care about:
 * users (auth, hidden `secret`, multi `friends`), tags, posts (single/multi relations,
 * multi select, json, geoPoint, date), comments (back-relations, a hidden relation), rooms/members/messages
 * (`@collection` membership rules), profiles (unique back-relation) and an empty archive.
 */
export function datasetCollections(listRules: ListRules = {}): CollectionInput[] {
  const rule = (name: string) => (name in listRules ? (listRules[name] ?? null) : '');
  return [
    { name: '_superusers', type: 'auth', id: 'c_superusers', system: true },
    {
      name: 'users',
      type: 'auth',
      id: 'c_users',
      listRule: rule('users'),
      fields: [
        { name: 'name', type: 'text' },
        { name: 'role', type: 'select', values: ['admin', 'member'], maxSelect: 1 },
        { name: 'secret', type: 'text', hidden: true },
        { name: 'friends', type: 'relation', collectionId: 'c_users', maxSelect: 10 },
      ],
    },
    {
      name: 'tags',
      id: 'c_tags',
      listRule: rule('tags'),
      fields: [{ name: 'name', type: 'text' }],
    },
    {
      name: 'posts',
      id: 'c_posts',
      listRule: rule('posts'),
      fields: [
        { name: 'title', type: 'text' },
        { name: 'views', type: 'number' },
        { name: 'published', type: 'bool' },
        { name: 'author', type: 'relation', collectionId: 'c_users', maxSelect: 1 },
        { name: 'tags', type: 'relation', collectionId: 'c_tags', maxSelect: 5 },
        { name: 'labels', type: 'select', values: ['a', 'b', 'c'], maxSelect: 3 },
        { name: 'kind', type: 'select', values: ['news', 'blog'], maxSelect: 1 },
        { name: 'data', type: 'json' },
        { name: 'location', type: 'geoPoint' },
        { name: 'publishedAt', type: 'date' },
      ],
    },
    {
      name: 'comments',
      id: 'c_comments',
      listRule: rule('comments'),
      fields: [
        { name: 'post', type: 'relation', collectionId: 'c_posts', maxSelect: 1 },
        { name: 'author', type: 'relation', collectionId: 'c_users', maxSelect: 1 },
        { name: 'message', type: 'text' },
        { name: 'reviewer', type: 'relation', collectionId: 'c_users', maxSelect: 1, hidden: true },
      ],
    },
    {
      name: 'rooms',
      id: 'c_rooms',
      listRule: rule('rooms'),
      fields: [{ name: 'name', type: 'text' }],
    },
    {
      name: 'members',
      id: 'c_members',
      listRule: rule('members'),
      fields: [
        { name: 'room', type: 'relation', collectionId: 'c_rooms', maxSelect: 1 },
        { name: 'user', type: 'relation', collectionId: 'c_users', maxSelect: 1 },
        { name: 'role', type: 'text' },
      ],
    },
    {
      name: 'messages',
      id: 'c_messages',
      listRule: rule('messages'),
      fields: [
        { name: 'room', type: 'relation', collectionId: 'c_rooms', maxSelect: 1 },
        { name: 'text', type: 'text' },
      ],
    },
    {
      name: 'profiles',
      id: 'c_profiles',
      listRule: rule('profiles'),
      indexes: ['CREATE UNIQUE INDEX `idx_profiles_user` ON `profiles` (`user`)'],
      fields: [
        { name: 'user', type: 'relation', collectionId: 'c_users', maxSelect: 1 },
        { name: 'bio', type: 'text' },
      ],
    },
    {
      name: 'archive',
      id: 'c_archive',
      listRule: rule('archive'),
      fields: [{ name: 'title', type: 'text' }],
    },
  ];
}

/** Creates the dataset's collections and rows. */
export async function createDataset(listRules: ListRules = {}): Promise<RecordFilterFixture> {
  const fixture = await RecordFilterFixture.create(datasetCollections(listRules));
  const rows: [string, Record<string, unknown>][] = [
    [
      'users',
      {
        id: 'u1',
        tokenKey: 'k1',
        name: 'Ann',
        email: 'ann@x.io',
        emailVisibility: true,
        role: 'admin',
        secret: 's1',
        friends: ['u2'],
      },
    ],
    [
      'users',
      {
        id: 'u2',
        tokenKey: 'k2',
        name: 'Bob',
        email: 'bob@x.io',
        emailVisibility: false,
        role: 'member',
        secret: 's2',
        friends: ['u1', 'u3'],
      },
    ],
    [
      'users',
      {
        id: 'u3',
        tokenKey: 'k3',
        name: 'Cid',
        email: 'cid@x.io',
        emailVisibility: true,
        role: 'member',
        friends: [],
      },
    ],
    ['tags', { id: 't1', name: 'red' }],
    ['tags', { id: 't2', name: 'blue' }],
    ['tags', { id: 't3', name: 'green_100%' }],
    [
      'posts',
      {
        id: 'p1',
        title: 'Hello world',
        views: 10,
        published: true,
        author: 'u1',
        tags: ['t1', 't2'],
        labels: ['a', 'b'],
        kind: 'news',
        data: { a: { b: [1, 2] }, n: 5, s: 'x' },
        location: { lon: 23.32, lat: 42.69 },
        publishedAt: '2024-01-15 10:00:00.000Z',
      },
    ],
    [
      'posts',
      {
        id: 'p2',
        title: '100% sure_thing',
        views: 0,
        published: false,
        author: 'u2',
        tags: ['t1'],
        labels: ['a'],
        kind: 'blog',
        data: null,
        location: { lon: 0, lat: 0 },
        publishedAt: '',
      },
    ],
    [
      'posts',
      {
        id: 'p3',
        title: 'back\\slash',
        views: 5,
        published: true,
        author: '',
        tags: [],
        labels: [],
        kind: '',
        data: { n: 1 },
        location: { lon: 24.75, lat: 42.15 },
        publishedAt: '2023-06-01 00:00:00.000Z',
      },
    ],
    [
      'posts',
      {
        id: 'p4',
        title: '',
        views: 20,
        published: false,
        author: 'u3',
        tags: ['t2', 't3'],
        labels: ['c'],
        kind: 'news',
        data: { s: null },
        location: { lon: 0, lat: 0 },
        publishedAt: '',
      },
    ],
    ['comments', { id: 'c1', post: 'p1', author: 'u2', message: 'nice' }],
    ['comments', { id: 'c2', post: 'p1', author: 'u3', message: 'great' }],
    ['comments', { id: 'c3', post: 'p2', author: 'u1', message: 'meh' }],
    ['rooms', { id: 'r1', name: 'general' }],
    ['rooms', { id: 'r2', name: 'random' }],
    ['rooms', { id: 'r3', name: 'empty' }],
    ['members', { id: 'm1', room: 'r1', user: 'u1', role: 'owner' }],
    ['members', { id: 'm2', room: 'r1', user: 'u2', role: 'member' }],
    ['members', { id: 'm3', room: 'r2', user: 'u2', role: 'owner' }],
    ['messages', { id: 'g1', room: 'r1', text: 'hi' }],
    ['messages', { id: 'g2', room: 'r2', text: 'yo' }],
    ['messages', { id: 'g3', room: 'r3', text: 'echo' }],
    ['profiles', { id: 'f1', user: 'u1', bio: 'hello' }],
  ];
  for (const [collection, values] of rows) await fixture.insert(collection, values);
  return fixture;
}
