import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { failure } from '../../test/sdk-outcome.js';

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  await admin.collections.create({
    name: 'notes',
    type: 'base',
    listRule: '',
    viewRule: '',
    createRule: '',
    updateRule: null,
    deleteRule: null,
    fields: [
      { name: 'title', type: 'text', required: true, max: 20 },
      { name: 'count', type: 'number' },
      { name: 'tags', type: 'select', values: ['a', 'b', 'c'], maxSelect: 3 },
      { name: 'created', type: 'autodate', onCreate: true },
    ],
  });
});

afterAll(() => server.close());

describe('records CRUD through the SDK', () => {
  it('creates, views and lists records as a guest when the rules are public', async () => {
    const guest = server.client();
    const created = await guest
      .collection('notes')
      .create({ title: 'hello', count: 2, tags: ['a', 'b'] });
    expect(created).toMatchObject({
      collectionName: 'notes',
      title: 'hello',
      count: 2,
      tags: ['a', 'b'],
    });
    expect(created.id).toMatch(/^[a-z0-9]{15}$/);
    expect(created['created']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const viewed = await guest.collection('notes').getOne(created.id);
    expect(viewed).toEqual(created);
    const list = await guest.collection('notes').getList(1, 30);
    expect(list).toMatchObject({ page: 1, perPage: 30, totalItems: 1, totalPages: 1 });
    expect(list.items.map((item) => item.id)).toEqual([created.id]);
  });

  it('answers validation errors with field codes and stores nothing', async () => {
    const guest = server.client();
    const before = (await guest.collection('notes').getList(1, 1)).totalItems;
    const error = await failure(guest.collection('notes').create({ title: '', tags: ['z'] }));
    expect(error.status).toBe(400);
    expect(error.response).toMatchObject({
      status: 400,
      message: 'Failed to create record.',
      data: { title: { code: 'validation_required' }, tags: { code: 'validation_invalid_value' } },
    });
    expect((await guest.collection('notes').getList(1, 1)).totalItems).toBe(before);
  });

  it('forbids null-rule actions to non-superusers and allows them to superusers', async () => {
    const note = await server.client().collection('notes').create({ title: 'locked' });
    const error = await failure(
      server.client().collection('notes').update(note.id, { title: 'x' }),
    );
    expect(error.status).toBe(403);
    expect(error.response['message']).toBe('Only superusers can perform this action.');
    const updated = await admin.collection('notes').update(note.id, { 'count+': 5, 'tags+': 'c' });
    expect(updated).toMatchObject({ title: 'locked', count: 5, tags: ['c'] });
    await admin.collection('notes').delete(note.id);
    expect((await failure(admin.collection('notes').getOne(note.id))).status).toBe(404);
  });

  it('answers 404 for an unknown collection', async () => {
    const error = await failure(server.client().collection('missing').getList());
    expect(error.status).toBe(404);
    expect(error.response['message']).toBe('Missing collection context.');
  });

  it('clamps perPage to 1000 and echoes it, and honours skipTotal', async () => {
    const list = await server.client().collection('notes').getList(1, 5000, { skipTotal: true });
    expect(list.perPage).toBe(1000);
    expect(list.totalItems).toBe(-1);
    expect(list.totalPages).toBe(-1);
  });

  it('picks fields from the response', async () => {
    const note = await server.client().collection('notes').create({ title: 'picked', count: 1 });
    const picked = await server
      .client()
      .collection('notes')
      .getOne(note.id, { fields: 'id,title' });
    expect(picked).toEqual({ id: note.id, title: 'picked' });
  });
});

describe('auth through the SDK', () => {
  it('signs in with a password, refreshes, and rejects a wrong password the same way as an unknown user', async () => {
    const pb = await server.superuser();
    expect(pb.authStore.isValid).toBe(true);
    expect(pb.authStore.isSuperuser).toBe(true);
    const refreshed = await pb.collection('_superusers').authRefresh();
    expect(refreshed.token).not.toBe('');
    const wrong = await failure(
      server.client().collection('_superusers').authWithPassword('root@example.com', 'nope-nope'),
    );
    const unknown = await failure(
      server.client().collection('_superusers').authWithPassword('ghost@example.com', 'nope-nope'),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.response).toEqual(unknown.response);
    expect(wrong.response['message']).toBe('Failed to authenticate.');
  });

  it('treats a forged token as a guest, and auth-refresh then needs auth', async () => {
    const pb = server.client();
    pb.authStore.save('forged.token.value', null);
    const error = await failure(pb.collection('_superusers').authRefresh());
    expect(error.status).toBe(401);
  });
});
