import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { partialCollections } from '../test/collection-import.js';

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

describe('collection rules are compiled when collections are saved', () => {
  it('refuses a rule that does not compile, with the problem in the message', async () => {
    const error: unknown = await admin.collections
      .create({ name: 'broken', listRule: 'nope = 1', fields: [{ name: 'title', type: 'text' }] })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      response: {
        data: {
          listRule: {
            code: 'validation_invalid_rule',
            message: expect.stringContaining('unknown field "nope"'),
          },
        },
      },
    });
  });

  it('accepts rules that reach collections created later in the same import', async () => {
    await admin.collections.import(
      partialCollections([
        {
          name: 'rule_rooms',
          id: 'rule_rooms_id',
          listRule: '',
          viewRule: 'rule_messages_via_room.text != ""',
          fields: [{ name: 'name', type: 'text' }],
        },
        {
          name: 'rule_members',
          id: 'rule_members_id',
          listRule: 'room.name != "" && @collection.rule_rooms.id ?= room',
          fields: [{ name: 'room', type: 'relation', collectionId: 'rule_rooms_id', maxSelect: 1 }],
        },
        {
          name: 'rule_messages',
          listRule: '@collection.rule_members.room ?= room && room.name != ""',
          fields: [
            { name: 'room', type: 'relation', collectionId: 'rule_rooms_id', maxSelect: 1 },
            { name: 'text', type: 'text' },
          ],
        },
      ]),
    );
    const rooms = await admin.collections.getOne('rule_rooms');
    expect(rooms.viewRule).toBe('rule_messages_via_room.text != ""');
  });
});
