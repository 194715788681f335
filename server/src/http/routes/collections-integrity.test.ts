import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { CollectionModel } from 'pocketbase';
import { failure } from '../../test/sdk-outcome.js';
import {
  OPEN_RULES,
  startTestServer,
  SUPERUSER_EMAIL,
  TEST_PASSWORD,
  type TestServer,
} from '../../test/test-server.js';
import { partialCollections } from '../../test/collection-import.js';

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

/** A collection's definition and records as the API shows them, to compare before and after. */
async function snapshot(name: string) {
  const collection = await admin.collections.getOne(name);
  const records = name.startsWith('_')
    ? []
    : await admin.collection(name).getFullList({ sort: 'id' });
  return { collection, records };
}

/** A base collection with a title field and one record holding "keep me". */
async function scratch(name: string): Promise<CollectionModel> {
  const created = await admin.collections.create({
    name,
    ...OPEN_RULES,
    fields: [{ name: 'title', type: 'text' }],
  });
  await admin.collection(name).create({ title: 'keep me' });
  return created;
}

describe('a collection create never touches an existing collection', () => {
  it('refuses an existing name, in any case, and keeps the collection and its values', async () => {
    await scratch('scratch');
    const before = await snapshot('scratch');
    for (const name of ['scratch', 'SCRATCH', 'Scratch']) {
      const error = await failure(
        admin.collections.create({ name, type: 'base', fields: [{ name: 'other', type: 'text' }] }),
      );
      expect(error.status).toBe(400);
      expect(error.response).toMatchObject({
        message: 'Failed to create collection.',
        data: { name: { code: 'validation_collection_name_exists' } },
      });
    }
    const error = await failure(admin.collections.create({ name: 'scratch', type: 'auth' }));
    expect(error.response['data']).toMatchObject({
      name: { code: 'validation_collection_name_exists' },
    });
    expect(await snapshot('scratch')).toEqual(before);
  });

  it("refuses another collection's id with a new name, and renames or empties nothing", async () => {
    const original = await scratch('owned');
    const before = await snapshot('owned');
    const error = await failure(
      admin.collections.create({ id: original.id, name: 'usurper', fields: [] }),
    );
    expect(error.status).toBe(400);
    expect(error.response['data']).toMatchObject({
      id: { code: 'validation_invalid_or_existing_id' },
    });
    expect(await snapshot('owned')).toEqual(before);
    await expect(admin.collections.getOne('usurper')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a name that is the id of another collection', async () => {
    const original = await scratch('named_by_id');
    const error = await failure(admin.collections.create({ name: original.id }));
    expect(error.response['data']).toMatchObject({
      name: { code: 'validation_collection_name_id_duplicate' },
    });
  });

  it('refuses to replace _superusers; superusers still sign in', async () => {
    const before = await snapshot('_superusers');
    for (const type of ['auth', 'base']) {
      const error = await failure(admin.collections.create({ name: '_superusers', type }));
      expect(error.status).toBe(400);
    }
    expect(await snapshot('_superusers')).toEqual(before);
    const fresh = server.client();
    await fresh.collection('_superusers').authWithPassword(SUPERUSER_EMAIL, TEST_PASSWORD);
    expect(fresh.authStore.isSuperuser).toBe(true);
  });

  it('refuses to replace _externalAuths and keeps its fields and indexes', async () => {
    const before = await snapshot('_externalAuths');
    const error = await failure(
      admin.collections.create({ name: '_externalAuths', fields: [{ name: 'x', type: 'text' }] }),
    );
    expect(error.status).toBe(400);
    expect(await snapshot('_externalAuths')).toEqual(before);
  });

  it('gives a second collection of one name and type a generated id that is free', async () => {
    await admin.collections.create({ name: 'recycled' });
    const first = await admin.collections.getOne('recycled');
    await admin.collections.update(first.id, { name: 'recycled_old' });
    const second = await admin.collections.create({ name: 'recycled' });
    expect(second.id).not.toBe(first.id);
    expect(second.id).toMatch(new RegExp(`^${first.id}\\d+$`));
    expect((await admin.collections.getOne('recycled_old')).id).toBe(first.id);
  });
});

describe('a rename', () => {
  it('may change only the case of the name, keeping the records', async () => {
    const collection = await scratch('cased');
    const renamed = await admin.collections.update(collection.id, { name: 'CASED' });
    expect(renamed.name).toBe('CASED');
    const [record] = await admin.collection('CASED').getFullList();
    expect(record).toMatchObject({ title: 'keep me' });
  });
});

describe('system collections cannot be renamed, retyped or stripped', () => {
  const otherType = (name: string) => (name === '_superusers' ? 'base' : 'auth');
  it.each([
    ['a rename', () => ({ name: '_admins' }), 'name', 'validation_collection_system_name_change'],
    [
      'a new type',
      (name: string) => ({ type: otherType(name) }),
      'type',
      'validation_collection_type_change',
    ],
    [
      'the system flag off',
      () => ({ system: false }),
      'system',
      'validation_collection_system_flag_change',
    ],
    ['no fields', () => ({ fields: [] }), 'fields', 'validation_system_field_change'],
    [
      'an API rule',
      () => ({ listRule: '' }),
      'listRule',
      'validation_collection_system_rule_change',
    ],
  ])('refuses %s on _externalAuths and _superusers', async (_label, patch, key, code) => {
    for (const name of ['_externalAuths', '_superusers']) {
      const before = await snapshot(name);
      const error = await failure(admin.collections.update(name, patch(name)));
      expect(error.status).toBe(400);
      expect(error.response).toMatchObject({
        message: 'Failed to update collection.',
        data: { [key]: { code } },
      });
      expect(await snapshot(name)).toEqual(before);
    }
  });

  it('refuses a system field renamed', async () => {
    const before = await snapshot('_externalAuths');
    const fields = before.collection.fields.map((field) =>
      field.name === 'provider' ? { ...field, name: 'vendor' } : field,
    );
    const error = await failure(admin.collections.update('_externalAuths', { fields }));
    expect(error.response['data']).toMatchObject({
      fields: { code: 'validation_system_field_change' },
    });
    expect(await snapshot('_externalAuths')).toEqual(before);
  });

  it('refuses the same through an import, with or without deleteMissing', async () => {
    const before = await snapshot('_externalAuths');
    for (const deleteMissing of [false, true]) {
      const error = await failure(
        admin.collections.import(
          partialCollections([{ id: before.collection.id, name: '_externalAuths', type: 'auth' }]),
          deleteMissing,
        ),
      );
      expect(error.response['data']).toMatchObject({
        collections: { '0': { type: { code: 'validation_collection_type_change' } } },
      });
    }
    const renamed = await failure(
      admin.collections.import(partialCollections([{ id: before.collection.id, name: '_auths' }])),
    );
    expect(renamed.response['data']).toMatchObject({
      collections: { '0': { name: { code: 'validation_collection_system_name_change' } } },
    });
    expect(await snapshot('_externalAuths')).toEqual(before);
  });
});

describe('an import without deleteMissing', () => {
  it('keeps every field and value it does not mention', async () => {
    await scratch('imported_keep');
    await admin.collections.import(
      partialCollections([{ name: 'imported_keep', fields: [{ name: 'other', type: 'text' }] }]),
      false,
    );
    const collection = await admin.collections.getOne('imported_keep');
    expect(collection.fields.map((field) => field.name)).toEqual(['id', 'other', 'title']);
    const [record] = await admin.collection('imported_keep').getFullList();
    expect(record).toMatchObject({ title: 'keep me', other: '' });
  });

  it('keeps the values of a field given again under another id', async () => {
    await scratch('imported_same_name');
    await admin.collections.import(
      partialCollections([
        {
          name: 'imported_same_name',
          fields: [{ id: 'text_other_id', name: 'title', type: 'text', max: 20 }],
        },
      ]),
    );
    const [record] = await admin.collection('imported_same_name').getFullList();
    expect(record).toMatchObject({ title: 'keep me' });
  });

  it('keeps a collection that only names it, and removes unlisted fields only with deleteMissing', async () => {
    await scratch('imported_bare');
    await admin.collections.import(partialCollections([{ name: 'imported_bare', listRule: null }]));
    expect((await admin.collection('imported_bare').getFullList())[0]).toMatchObject({
      title: 'keep me',
    });
    const everything = await admin.collections.getFullList();
    await admin.collections.import(
      partialCollections(
        everything.map((collection) =>
          collection.name === 'imported_bare'
            ? { ...collection, fields: collection.fields.filter((field) => field.name !== 'title') }
            : collection,
        ),
      ),
      true,
    );
    const [record] = await admin.collection('imported_bare').getFullList();
    expect(record).not.toHaveProperty('title');
  });

  it('refuses two entries for one collection', async () => {
    await scratch('imported_twice');
    const before = await snapshot('imported_twice');
    const error = await failure(
      admin.collections.import(
        partialCollections([
          { name: 'imported_twice', fields: [{ name: 'a', type: 'text' }] },
          { name: 'IMPORTED_TWICE', fields: [] },
        ]),
      ),
    );
    expect(error.response['data']).toMatchObject({
      collections: { '1': { name: { code: 'validation_collection_name_exists' } } },
    });
    expect(await snapshot('imported_twice')).toEqual(before);
  });

  it('is all or nothing when the database refuses one collection', async () => {
    await scratch('imported_dupes');
    await admin.collection('imported_dupes').create({ title: 'keep me' });
    const before = await snapshot('imported_dupes');
    const error = await failure(
      admin.collections.import(
        partialCollections([
          { name: 'imported_fresh', fields: [{ name: 'x', type: 'text' }] },
          {
            name: 'imported_dupes',
            fields: [{ name: 'extra', type: 'text' }],
            indexes: ['CREATE UNIQUE INDEX `idx_dupes_title` ON `imported_dupes` (`title`)'],
          },
        ]),
      ),
    );
    expect(error.status).toBe(400);
    expect(error.response).toMatchObject({
      message: 'Failed to import collections.',
      data: { indexes: { '0': { code: 'validation_invalid_index_expression' } } },
    });
    await expect(admin.collections.getOne('imported_fresh')).rejects.toMatchObject({
      status: 404,
    });
    expect(await snapshot('imported_dupes')).toEqual(before);
  });
});

describe('a unique index the records cannot satisfy', () => {
  it('answers "Failed to update collection." with the error on indexes.N naming the index', async () => {
    const collection = await scratch('dupes');
    await admin.collection('dupes').create({ title: 'keep me' });
    const before = await snapshot('dupes');
    const error = await failure(
      admin.collections.update(collection.id, {
        indexes: [
          'CREATE INDEX `idx_dupes_id` ON `dupes` (`id`)',
          'CREATE UNIQUE INDEX `idx_dupes_unique_title` ON `dupes` (`title`)',
        ],
      }),
    );
    expect(error.status).toBe(400);
    expect(error.response).toMatchObject({
      message: 'Failed to update collection.',
      data: {
        indexes: {
          '1': {
            code: 'validation_invalid_index_expression',
            message: expect.stringContaining('idx_dupes_unique_title'),
          },
        },
      },
    });
    expect(await snapshot('dupes')).toEqual(before);
  });
});
