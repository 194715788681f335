import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { partialCollections } from '../../test/collection-import.js';

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

describe('collections API', () => {
  it('creates a base collection with only an id field by default and PocketBase-style ids', async () => {
    const created = await admin.collections.create({ name: 'plain' });
    expect(created).toMatchObject({
      name: 'plain',
      type: 'base',
      system: false,
      listRule: null,
      indexes: [],
    });
    expect(created.id).toMatch(/^pbc_\d+$/);
    expect(created.fields.map((field) => field.name)).toEqual(['id']);
    expect(created.fields[0]).toMatchObject({
      id: 'text3208210256',
      primaryKey: true,
      autogeneratePattern: '[a-z0-9]{15}',
    });
  });

  it('never returns token or OAuth2 secrets', async () => {
    const users = await admin.collections.getOne('users');
    for (const key of [
      'authToken',
      'passwordResetToken',
      'emailChangeToken',
      'verificationToken',
      'fileToken',
    ]) {
      expect(users[key]).toEqual({ duration: expect.any(Number) });
    }
    const list = await admin.collections.getFullList();
    expect(JSON.stringify(list)).not.toMatch(/"secret"/);
  });

  it('renames a collection and its fields, keeping the data, and converts single to multiple values', async () => {
    const collection = await admin.collections.create({
      name: 'tasks',
      listRule: '',
      viewRule: '',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'label', type: 'select', values: ['a', 'b'], maxSelect: 1 },
      ],
    });
    await admin.collection('tasks').create({ title: 'first', label: 'a' });
    await admin.collection('tasks').create({ title: 'second' });
    const fields = collection.fields.map((field) =>
      field.name === 'title'
        ? { ...field, name: 'heading' }
        : field.name === 'label'
          ? { ...field, maxSelect: 2 }
          : field,
    );
    await admin.collections.update(collection.id, { name: 'chores', fields });
    const items = await admin.collection('chores').getFullList({ sort: '' });
    expect(items.map((item) => [item['heading'], item['label']])).toEqual([
      ['first', ['a']],
      ['second', []],
    ]);
  });

  it('adds and removes fields on a table that has rows', async () => {
    const collection = await admin.collections.create({
      name: 'growing',
      fields: [{ name: 'a', type: 'text' }],
    });
    await admin.collection('growing').create({ a: 'x' });
    await admin.collections.update(collection.id, {
      fields: [
        ...collection.fields.filter((field) => field.name !== 'a'),
        { name: 'b', type: 'number' },
      ],
    });
    const [item] = await admin.collection('growing').getFullList();
    expect(item).toMatchObject({ b: 0 });
    expect(item).not.toHaveProperty('a');
  });

  it('refuses to delete a collection another one relates to, then deletes it once free', async () => {
    const target = await admin.collections.create({ name: 'targets' });
    const source = await admin.collections.create({
      name: 'sources',
      fields: [{ name: 'ref', type: 'relation', collectionId: target.id }],
    });
    const error = await admin.collections.delete(target.id).catch((e: { status: number }) => e);
    expect(error).toMatchObject({ status: 400 });
    await admin.collections.delete(source.id);
    await admin.collections.delete(target.id);
    await expect(admin.collections.getOne('targets')).rejects.toMatchObject({ status: 404 });
  });

  it('truncates a collection', async () => {
    await admin.collections.create({ name: 'temp', fields: [{ name: 'n', type: 'number' }] });
    await admin.collection('temp').create({ n: 1 });
    await admin.collections.truncate('temp');
    expect(await admin.collection('temp').getFullList()).toEqual([]);
  });

  it('imports several collections at once, and rolls all back when one is invalid', async () => {
    await admin.collections.import(
      partialCollections([
        { name: 'imported_a', fields: [{ name: 'x', type: 'text' }] },
        { name: 'imported_b', fields: [{ name: 'y', type: 'bool' }] },
      ]),
    );
    expect(
      (await admin.collections.getOne('imported_b')).fields.map((field) => field.name),
    ).toEqual(['id', 'y']);
    const error = await admin.collections
      .import(partialCollections([{ name: 'imported_c' }, { name: 'bad name!' }]))
      .catch((e: { status: number; response: Record<string, unknown> }) => e);
    expect(error).toMatchObject({
      status: 400,
      response: {
        data: { collections: { '1': { name: { code: 'validation_invalid_collection_name' } } } },
      },
    });
    await expect(admin.collections.getOne('imported_c')).rejects.toMatchObject({ status: 404 });
  });

  it('filters and sorts the list with the filter language, and refuses unknown fields', async () => {
    const list = await admin.collections.getList(1, 50, {
      filter: "name ~ 'user' || (system = true && type = 'auth')",
      sort: '-name',
    });
    expect(list.items.map((item) => item.name)).toEqual(['users', '_superusers']);
    expect(list.totalItems).toBe(2);
    await expect(admin.collections.getList(1, 5, { filter: 'fields ~ "x"' })).rejects.toMatchObject(
      { status: 400 },
    );
    await expect(admin.collections.getList(1, 5, { sort: 'nope' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('lists with a filter and sort, and serves scaffolds', async () => {
    const list = await admin.collections.getList(1, 50, { filter: "type = 'auth'", sort: 'name' });
    expect(list.items.map((item) => item.name)).toEqual(['_superusers', 'users']);
    const scaffolds = await admin.collections.getScaffolds();
    expect(Object.keys(scaffolds).sort()).toEqual(['auth', 'base', 'view']);
    expect(scaffolds['auth']?.fields.map((field) => field.name)).toEqual([
      'id',
      'password',
      'tokenKey',
      'email',
      'emailVisibility',
      'verified',
    ]);
  });
});
