import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { default as PocketBase } from 'pocketbase';
import { startTestServer, type TestServer } from '../test/test-server.js';

/** What rules read of a records request as `@request.headers` and `@request.query`. */

let server: TestServer;
let admin: PocketBase;
let id = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  await admin.collections.create({
    name: 'request_rooms',
    type: 'base',
    listRule: 'room = @request.query.room',
    viewRule: 'room = @request.headers.x_room_key',
    fields: [{ name: 'room', type: 'text' }],
  });
  id = (await admin.collection('request_rooms').create({ room: 'blue' })).id;
  await admin.collection('request_rooms').create({ room: 'red' });
});
afterAll(() => server.close());

const records = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/collections/request_rooms/records${path}`, { headers });

describe('request values in rules', () => {
  it('read a header, named as rules name headers, and only that request’s', async () => {
    expect((await records(`/${id}`, { 'X-Room-Key': 'blue' })).status).toBe(200);
    expect((await records(`/${id}`, { 'X-Room-Key': 'red' })).status).toBe(404);
    expect((await records(`/${id}`)).status).toBe(404);
  });

  it('read the first value of a query parameter, and nothing without a query string', async () => {
    const rooms = async (path: string) =>
      ((await (await records(path)).json()) as { items: { room: string }[] }).items.map(
        (item) => item.room,
      );
    expect(await rooms('?room=red&room=blue')).toEqual(['red']);
    expect(await rooms('?room=blue')).toEqual(['blue']);
    expect(await rooms('')).toEqual([]);
  });
});
