import type { CollectionField, CollectionModel } from '@hearth/shared';
import type { Queryable } from '../storage/db.js';
import { kindOf } from './fields/field-kinds.js';
import { parseIndex, renderIndex } from './index-definition.js';

/**
 * Makes the record table match a collection definition: creates it, or alters the previous
 * one in place (rename, add/drop/rename columns, single ⇄ multiple value conversion) and
 * rebuilds its indexes. Runs inside the caller's transaction.
 */
export async function syncRecordTable(
  q: Queryable,
  next: CollectionModel,
  previous: CollectionModel | null,
): Promise<void> {
  if (next.type === 'view') return;
  if (!previous) {
    await createTable(q, next);
  } else {
    await dropIndexes(q, previous);
    if (previous.name !== next.name) await renameTable(q, previous.name, next.name);
    await alterColumns(q, next, previous);
  }
  await createIndexes(q, next);
}

/** Drops a collection's record table. */
export async function dropRecordTable(q: Queryable, collection: CollectionModel): Promise<void> {
  if (collection.type === 'view') return;
  await dropIndexes(q, collection);
  await q.run(`DROP TABLE IF EXISTS ${ident(q, collection.name)}`);
}

function ident(q: Queryable, name: string): string {
  return q.dialect.quoteIdent(name);
}

async function renameTable(q: Queryable, from: string, to: string): Promise<void> {
  let current = from;
  // note: SQLite refuses a rename that only changes the case (to it both names are one), so
  // such a rename goes through a temporary name.
  if (from.toLowerCase() === to.toLowerCase()) {
    current = `${to}__renaming`;
    await q.run(`ALTER TABLE ${ident(q, from)} RENAME TO ${ident(q, current)}`);
  }
  await q.run(`ALTER TABLE ${ident(q, current)} RENAME TO ${ident(q, to)}`);
}

function columnDefinition(q: Queryable, field: CollectionField): string {
  return `${ident(q, field.name)} ${q.dialect.columnDefinition(kindOf(field).columnKind(field))}`;
}

async function createTable(q: Queryable, collection: CollectionModel): Promise<void> {
  const columns = collection.fields.map((field) => columnDefinition(q, field));
  await q.run(`CREATE TABLE ${ident(q, collection.name)} (${columns.join(', ')})`);
}

async function alterColumns(
  q: Queryable,
  next: CollectionModel,
  previous: CollectionModel,
): Promise<void> {
  const table = ident(q, next.name);
  const nextById = new Map(next.fields.map((field) => [field.id, field]));
  const previousById = new Map(previous.fields.map((field) => [field.id, field]));
  for (const old of previous.fields) {
    if (!nextById.has(old.id)) {
      await q.run(`ALTER TABLE ${table} DROP COLUMN ${ident(q, old.name)}`);
    }
  }
  for (const field of next.fields) {
    const old = previousById.get(field.id);
    if (!old) {
      await q.run(`ALTER TABLE ${table} ADD COLUMN ${columnDefinition(q, field)}`);
      continue;
    }
    if (old.name !== field.name) {
      await q.run(
        `ALTER TABLE ${table} RENAME COLUMN ${ident(q, old.name)} TO ${ident(q, field.name)}`,
      );
    }
    await convertIfShapeChanged(q, next.name, old, field);
  }
}

/** Rewrites a column whose storage changed between a single value and a list. */
async function convertIfShapeChanged(
  q: Queryable,
  tableName: string,
  old: CollectionField,
  field: CollectionField,
): Promise<void> {
  const wasMultiple = kindOf(old).isMultiple(old);
  const isMultiple = kindOf(field).isMultiple(field);
  if (wasMultiple === isMultiple) return;
  const table = ident(q, tableName);
  const column = ident(q, field.name);
  const temporary = `${field.name}__converting`;
  const conversion = isMultiple
    ? q.dialect.jsonArrayFromScalar(column)
    : q.dialect.lastJsonArrayItem(column);
  await q.run(
    `ALTER TABLE ${table} ADD COLUMN ${ident(q, temporary)} ${q.dialect.columnDefinition(kindOf(field).columnKind(field))}`,
  );
  await q.run(`UPDATE ${table} SET ${ident(q, temporary)} = ${conversion}`);
  await q.run(`ALTER TABLE ${table} DROP COLUMN ${column}`);
  await q.run(`ALTER TABLE ${table} RENAME COLUMN ${ident(q, temporary)} TO ${column}`);
}

async function dropIndexes(q: Queryable, collection: CollectionModel): Promise<void> {
  for (const sql of collection.indexes) {
    const index = parseIndex(sql);
    if (index) await q.run(`DROP INDEX IF EXISTS ${ident(q, index.name)}`);
  }
}

/**
 * An index of the definition could not be built on the rows the table holds (a unique index over
 * duplicate values). The change rolls back; `position` is the index's place in `indexes`.
 */
export class IndexBuildError extends Error {
  constructor(
    readonly position: number,
    readonly indexName: string,
    cause: unknown,
  ) {
    super(`failed to create index ${indexName}`, { cause });
    this.name = 'IndexBuildError';
  }
}

async function createIndexes(q: Queryable, collection: CollectionModel): Promise<void> {
  for (const [position, sql] of collection.indexes.entries()) {
    const index = parseIndex(sql);
    if (!index) continue;
    try {
      await q.run(renderIndex(index, collection.name, q.dialect));
    } catch (error) {
      throw new IndexBuildError(position, index.name, error);
    }
  }
}
