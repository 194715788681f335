import fc from 'fast-check';
import type PocketBase from 'pocketbase';
import type { CollectionModel } from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { statusOf } from '../../test/sdk-outcome.js';
import { OPEN_RULES, startTestServer, type TestServer } from '../../test/test-server.js';
import { partialCollections } from '../../test/collection-import.js';

/**
 * A property of the collections API: over any sequence of collection creates, updates, imports
 * and record writes, a stored value is never lost unless the sequence deleted its field, its
 * record or its collection. A model predicts every outcome (what must be refused, what each
 * record holds) and the server is compared with it after every step.
 */

interface ModelField {
  id: string;
  name: string;
}

interface ModelCollection {
  id: string;
  name: string;
  fields: ModelField[];
  /** Record id ⇒ field id ⇒ value; values follow their field through renames. */
  records: Map<string, Map<string, string>>;
}

interface Model {
  prefix: string;
  collections: ModelCollection[];
}

interface Real {
  admin: PocketBase;
}

const NAMES = ['alpha', 'beta', 'gamma'] as const;
const FIELD_NAMES = ['title', 'body', 'note', 'tag'] as const;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const pick = <T>(items: readonly T[], index: number): T | undefined => items[index % items.length];

let server: TestServer;
let admin: PocketBase;
let runs = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

function collectionName(model: Model, nameIndex: number, upper: boolean): string {
  const name = `${model.prefix}${pick(NAMES, nameIndex) ?? NAMES[0]}`;
  return upper ? name.toUpperCase() : name;
}

function nameTaken(model: Model, name: string, except?: ModelCollection): boolean {
  return model.collections.some((other) => other !== except && sameName(other.name, name));
}

/** The stored definition's text fields as the model knows them (every field but `id`). */
function modelFields(stored: CollectionModel): ModelField[] {
  return stored.fields
    .filter((field) => field.name !== 'id')
    .map((field) => ({ id: field['id'] as string, name: field.name }));
}

/** The fields an update sends: the stored definition's, changed by `change`. */
async function storedFields(real: Real, collection: ModelCollection) {
  return (await real.admin.collections.getOne(collection.id)).fields;
}

class CreateCollection implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly nameIndex: number,
    readonly upper: boolean,
    readonly fieldNames: string[],
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const name = collectionName(model, this.nameIndex, this.upper);
    const fields = this.fieldNames.map((fieldName) => ({ name: fieldName, type: 'text' }));
    const attempt = real.admin.collections.create({ name, ...OPEN_RULES, fields });
    if (nameTaken(model, name)) {
      expect(await statusOf(attempt)).toBe(400);
      return;
    }
    const created = await attempt;
    model.collections.push({
      id: created.id,
      name,
      fields: modelFields(created),
      records: new Map(),
    });
  }
  toString = () => `create(${this.nameIndex}, ${this.upper}, [${this.fieldNames.join(',')}])`;
}

class CreateWithTakenId implements fc.AsyncCommand<Model, Real> {
  constructor(readonly target: number) {}
  check = (model: Readonly<Model>) => model.collections.length > 0;
  async run(model: Model, real: Real) {
    const collection = pick(model.collections, this.target);
    if (!collection) return;
    const attempt = real.admin.collections.create({
      id: collection.id,
      name: `${model.prefix}usurper`,
      fields: [{ name: 'other', type: 'text' }],
    });
    expect(await statusOf(attempt)).toBe(400);
  }
  toString = () => `createWithTakenId(${this.target})`;
}

class AddField implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly target: number,
    readonly fieldName: string,
  ) {}
  check = (model: Readonly<Model>) => model.collections.length > 0;
  async run(model: Model, real: Real) {
    const collection = pick(model.collections, this.target);
    if (!collection) return;
    const fields = [
      ...(await storedFields(real, collection)),
      { name: this.fieldName, type: 'text' },
    ];
    const attempt = real.admin.collections.update(collection.id, { fields });
    if (collection.fields.some((field) => sameName(field.name, this.fieldName))) {
      expect(await statusOf(attempt)).toBe(400);
      return;
    }
    collection.fields = modelFields(await attempt);
  }
  toString = () => `addField(${this.target}, ${this.fieldName})`;
}

class RemoveField implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly target: number,
    readonly field: number,
  ) {}
  check = (model: Readonly<Model>) => model.collections.some((c) => c.fields.length > 0);
  async run(model: Model, real: Real) {
    const collection = pick(model.collections, this.target);
    const removed = collection && pick(collection.fields, this.field);
    if (!collection || !removed) return;
    const fields = (await storedFields(real, collection)).filter((f) => f['id'] !== removed.id);
    collection.fields = modelFields(await real.admin.collections.update(collection.id, { fields }));
    for (const values of collection.records.values()) values.delete(removed.id);
  }
  toString = () => `removeField(${this.target}, ${this.field})`;
}

class RenameField implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly target: number,
    readonly field: number,
    readonly newName: string,
  ) {}
  check = (model: Readonly<Model>) => model.collections.some((c) => c.fields.length > 0);
  async run(model: Model, real: Real) {
    const collection = pick(model.collections, this.target);
    const renamed = collection && pick(collection.fields, this.field);
    if (!collection || !renamed) return;
    const fields = (await storedFields(real, collection)).map((field) =>
      field['id'] === renamed.id ? { ...field, name: this.newName } : field,
    );
    const attempt = real.admin.collections.update(collection.id, { fields });
    const clash = collection.fields.some(
      (field) => field.id !== renamed.id && sameName(field.name, this.newName),
    );
    if (clash) {
      expect(await statusOf(attempt)).toBe(400);
      return;
    }
    collection.fields = modelFields(await attempt);
  }
  toString = () => `renameField(${this.target}, ${this.field}, ${this.newName})`;
}

class RenameCollection implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly target: number,
    readonly nameIndex: number,
    readonly upper: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.collections.length > 0;
  async run(model: Model, real: Real) {
    const collection = pick(model.collections, this.target);
    if (!collection) return;
    const name = collectionName(model, this.nameIndex, this.upper);
    const attempt = real.admin.collections.update(collection.id, { name });
    if (nameTaken(model, name, collection)) {
      expect(await statusOf(attempt)).toBe(400);
      return;
    }
    await attempt;
    collection.name = name;
  }
  toString = () => `renameCollection(${this.target}, ${this.nameIndex}, ${this.upper})`;
}

/** An import naming a stored collection with some of its fields and maybe a new one. */
class ImportSome implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly target: number,
    readonly keep: boolean[],
    readonly newField: string | null,
    readonly byId: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.collections.length > 0;
  async run(model: Model, real: Real) {
    const collection = pick(model.collections, this.target);
    if (!collection) return;
    const given: Record<string, unknown>[] = collection.fields
      .filter((_field, index) => this.keep[index] ?? false)
      .map((field) => ({ id: field.id, name: field.name, type: 'text' }));
    const newField = this.newField;
    if (newField) given.push({ name: newField, type: 'text' });
    const entry = this.byId
      ? { id: collection.id, name: collection.name, fields: given }
      : { name: collection.name, fields: given };
    const attempt = real.admin.collections.import(partialCollections([entry]), false);
    const names = given.map((field) => String(field['name']).toLowerCase());
    if (new Set(names).size < names.length) {
      expect(await statusOf(attempt)).toBe(400);
      return;
    }
    await attempt;
    collection.fields = modelFields(await real.admin.collections.getOne(collection.id));
  }
  toString = () =>
    `import(${this.target}, [${this.keep.join(',')}], ${this.newField}, ${this.byId})`;
}

class DeleteCollection implements fc.AsyncCommand<Model, Real> {
  constructor(readonly target: number) {}
  check = (model: Readonly<Model>) => model.collections.length > 0;
  async run(model: Model, real: Real) {
    const collection = pick(model.collections, this.target);
    if (!collection) return;
    await real.admin.collections.delete(collection.id);
    model.collections = model.collections.filter((other) => other !== collection);
  }
  toString = () => `deleteCollection(${this.target})`;
}

class WriteRecord implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly target: number,
    readonly record: number | null,
    readonly values: string[],
  ) {}
  check = (model: Readonly<Model>) => model.collections.length > 0;
  async run(model: Model, real: Real) {
    const collection = pick(model.collections, this.target);
    if (!collection) return;
    const body: Record<string, string> = {};
    const values = new Map<string, string>();
    collection.fields.forEach((field, index) => {
      const value = this.values[index % Math.max(this.values.length, 1)] ?? '';
      body[field.name] = value;
      values.set(field.id, value);
    });
    const existing =
      this.record === null ? undefined : pick([...collection.records.keys()], this.record);
    if (existing) {
      await real.admin.collection(collection.id).update(existing, body);
      collection.records.set(existing, values);
    } else {
      const created = await real.admin.collection(collection.id).create(body);
      collection.records.set(created.id, values);
    }
  }
  toString = () => `writeRecord(${this.target}, ${this.record}, [${this.values.join('|')}])`;
}

class DeleteRecord implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly target: number,
    readonly record: number,
  ) {}
  check = (model: Readonly<Model>) => model.collections.some((c) => c.records.size > 0);
  async run(model: Model, real: Real) {
    const collection = pick(model.collections, this.target);
    const id = collection && pick([...collection.records.keys()], this.record);
    if (!collection || !id) return;
    await real.admin.collection(collection.id).delete(id);
    collection.records.delete(id);
  }
  toString = () => `deleteRecord(${this.target}, ${this.record})`;
}

/** Every modelled collection on the server holds exactly the modelled values. */
async function assertServerMatches(model: Model, real: Real) {
  for (const collection of model.collections) {
    const stored = await real.admin.collections.getOne(collection.id);
    expect(stored.name).toBe(collection.name);
    const names = new Map(collection.fields.map((field) => [field.id, field.name]));
    const expected = [...collection.records].map(([id, values]) => ({
      id,
      ...Object.fromEntries(
        collection.fields.map((field) => [names.get(field.id), values.get(field.id) ?? '']),
      ),
    }));
    const records = await real.admin.collection(collection.id).getFullList({ sort: 'id' });
    const actual = records.map((record) => ({
      id: record.id,
      ...Object.fromEntries(collection.fields.map((field) => [field.name, record[field.name]])),
    }));
    expect(actual).toEqual(expected.sort((a, b) => (a.id < b.id ? -1 : 1)));
  }
}

/** Every command runs its step and then compares the whole modelled state with the server. */
function checked(command: fc.AsyncCommand<Model, Real>): fc.AsyncCommand<Model, Real> {
  return {
    check: (model) => command.check(model),
    run: async (model, real) => {
      await command.run(model, real);
      await assertServerMatches(model, real);
    },
    toString: () => command.toString(),
  };
}

const index = fc.nat({ max: 20 });
const fieldName = fc.constantFrom(...FIELD_NAMES, 'TITLE');
const value = fc.stringMatching(/^[a-z0-9 ]{0,6}$/);

const commands = [
  fc
    .tuple(index, fc.boolean(), fc.uniqueArray(fc.constantFrom(...FIELD_NAMES), { maxLength: 3 }))
    .map(([name, upper, fields]) => new CreateCollection(name, upper, fields)),
  index.map((target) => new CreateWithTakenId(target)),
  fc.tuple(index, fieldName).map(([target, name]) => new AddField(target, name)),
  fc.tuple(index, index).map(([target, field]) => new RemoveField(target, field)),
  fc
    .tuple(index, index, fieldName)
    .map(([target, field, name]) => new RenameField(target, field, name)),
  fc
    .tuple(index, index, fc.boolean())
    .map(([target, name, upper]) => new RenameCollection(target, name, upper)),
  fc
    .tuple(index, fc.array(fc.boolean(), { maxLength: 5 }), fc.option(fieldName), fc.boolean())
    .map(([target, keep, field, byId]) => new ImportSome(target, keep, field, byId)),
  index.map((target) => new DeleteCollection(target)),
  fc
    .tuple(index, fc.option(index), fc.array(value, { minLength: 1, maxLength: 4 }))
    .map(([target, record, values]) => new WriteRecord(target, record, values)),
  fc
    .tuple(index, fc.option(index), fc.array(value, { minLength: 1, maxLength: 4 }))
    .map(([target, record, values]) => new WriteRecord(target, record, values)),
  fc.tuple(index, index).map(([target, record]) => new DeleteRecord(target, record)),
].map((arbitrary) => arbitrary.map(checked));

it('never loses a record value unless its field, record or collection was deleted', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.commands(commands, { maxCommands: 30, size: 'medium' }),
      async (sequence) => {
        runs += 1;
        const model: Model = { prefix: `r${runs}_`, collections: [] };
        await fc.asyncModelRun(() => ({ model, real: { admin } }), sequence);
        for (const collection of model.collections) await admin.collections.delete(collection.id);
      },
    ),
    { numRuns: 25 },
  );
}, 240_000);
