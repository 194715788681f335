import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { default as PocketBase } from 'pocketbase';
import { statusOf } from '../test/sdk-outcome.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

/** Filters and sorts compiled once (compiled-sql-cache.ts) still answer as compiled each time. */

let server: TestServer;
let admin: PocketBase;
let guest: PocketBase;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  guest = server.client();
  await admin.collections.create({
    name: 'cached_notes',
    type: 'base',
    listRule: '',
    viewRule: '',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'secret', type: 'text', hidden: true },
      { name: 'views', type: 'number' },
    ],
  });
  for (const [title, secret, views] of [
    ['a', 'x', 1],
    ['b', 'y', 5],
    ['c', 'x', 9],
  ] as const) {
    await admin.collection('cached_notes').create({ title, secret, views });
  }
});
afterAll(() => server.close());

const titles = async (pb: PocketBase, options: { filter?: string; sort?: string }) =>
  (await pb.collection('cached_notes').getList(1, 10, options)).items.map((item) => item['title']);

describe('compiled filters and sorts', () => {
  it("are not reused across superusers and others: a superuser's hidden field stays a 400 for a guest", async () => {
    expect(await titles(admin, { filter: 'secret = "x"', sort: 'title' })).toEqual(['a', 'c']);
    expect(await statusOf(titles(guest, { filter: 'secret = "x"', sort: 'title' }))).toBe(400);
    expect(await titles(admin, { sort: '-secret,title' })).toEqual(['b', 'a', 'c']);
    expect(await statusOf(titles(guest, { sort: '-secret,title' }))).toBe(400);
  });

  it('follow a change of the collection: a field hidden since is refused to a guest', async () => {
    expect(await titles(guest, { filter: 'views > 2', sort: '-views' })).toEqual(['c', 'b']);
    const collection = await admin.collections.getOne('cached_notes');
    await admin.collections.update('cached_notes', {
      fields: collection.fields.map((field) =>
        field.name === 'views' ? { ...field, hidden: true } : field,
      ),
    });
    expect(await statusOf(titles(guest, { filter: 'views > 2' }))).toBe(400);
    expect(await statusOf(titles(guest, { sort: '-views' }))).toBe(400);
    expect(await titles(admin, { filter: 'views > 2', sort: '-views' })).toEqual(['c', 'b']);
  });
});
