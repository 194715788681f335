import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { default as PocketBase } from 'pocketbase';
import { startTestServer, type TestServer } from '../test/test-server.js';

/** Lists and views present stored rows as a create presents the record it made. */

let server: TestServer;
let admin: PocketBase;
let guest: PocketBase;
let created: Record<string, unknown>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  guest = server.client();
  await admin.collections.create({
    name: 'read_shapes',
    type: 'base',
    listRule: '',
    viewRule: '',
    createRule: '',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'done', type: 'bool' },
      { name: 'count', type: 'number' },
      { name: 'tags', type: 'select', maxSelect: 3, values: ['a', 'b', 'c'] },
      { name: 'meta', type: 'json' },
      { name: 'secret', type: 'text', hidden: true },
    ],
  });
  created = await guest.collection('read_shapes').create({
    title: 'one',
    done: true,
    count: 2.5,
    tags: ['a', 'c'],
    meta: { nested: [1, { x: null }] },
  });
  // note: a hidden field is for superusers to set as well as to see.
  await admin.collection('read_shapes').update(String(created['id']), {
    secret: 'only for superusers',
  });
});
afterAll(() => server.close());

describe('records read back', () => {
  it('have the same JSON in a list and a view as when created, without hidden fields', async () => {
    expect(created).not.toHaveProperty('secret');
    expect(created).toMatchObject({ done: true, count: 2.5, tags: ['a', 'c'] });
    const id = String(created['id']);
    const viewed = await guest.collection('read_shapes').getOne(id);
    const listed = (await guest.collection('read_shapes').getList(1, 10)).items[0];
    expect(viewed).toEqual(created);
    expect(listed).toEqual(created);
  });

  it('show hidden fields to superusers in a list and a view', async () => {
    const id = String(created['id']);
    const expected = { ...created, secret: 'only for superusers' };
    expect(await admin.collection('read_shapes').getOne(id)).toEqual(expected);
    expect((await admin.collection('read_shapes').getList(1, 10)).items[0]).toEqual(expected);
  });
});
