import type { CollectionModel, RelationField } from '@hearth/shared';
import { kindOf } from '../collections/fields/field-kinds.js';
import { toUniqueStrings } from '../collections/fields/value-cast.js';
import { badRequest, MESSAGES } from '../errors.js';
import type { RecordHooks } from '../hooks/record-hooks.js';
import type { RecordValues, RequestInfo } from '../request-info.js';
import type { Queryable } from '../storage/db.js';
import type { CollectionLookup } from './record-filter.js';
import { deleteRecordRow, updateRecord, valuesFromRow } from './record-store.js';
import type { RecordWriteEffects } from './record-write-effects.js';

/** Everything a cascading delete touches. */
export interface CascadeContext {
  q: Queryable;
  collections: CollectionLookup & { list(): CollectionModel[] };
  hooks: RecordHooks;
  effects: RecordWriteEffects;
  /** Who asked to delete the first record; its cascades are nobody's own request. */
  info: RequestInfo | null;
}

/**
 * Deletes a record the way PocketBase does: records that reference it through a cascading
 * relation are deleted too (recursively); references through other relations are removed from
 * the referencing records, unless that would leave a required relation empty, which blocks the
 * whole delete with a 400.
 */
export async function deleteWithCascade(
  context: CascadeContext,
  collection: CollectionModel,
  record: RecordValues,
  seen: Set<string> = new Set(),
): Promise<void> {
  const id = String(record['id']);
  const key = `${collection.id}/${id}`;
  if (seen.has(key)) return;
  seen.add(key);
  const info = seen.size === 1 ? context.info : null;
  await context.hooks.beforeDelete({ action: 'delete', collection, record, info }, context.q);
  for (const other of context.collections.list()) {
    for (const field of other.fields) {
      if (field.type !== 'relation' || field.collectionId !== collection.id) continue;
      await detachReferences(context, other, field, id, seen);
    }
  }
  await deleteRecordRow(context.q, collection, id);
  context.effects.deletePrefixAfterCommit(key);
  context.effects.addEvent({ action: 'delete', collection, record });
}

async function detachReferences(
  context: CascadeContext,
  collection: CollectionModel,
  field: RelationField,
  id: string,
  seen: Set<string>,
): Promise<void> {
  const { q } = context;
  const column = `${q.dialect.quoteIdent('__ref')}.${q.dialect.quoteIdent(field.name)}`;
  const multiple = kindOf(field).isMultiple(field);
  const match = multiple
    ? `EXISTS (SELECT 1 FROM ${q.dialect.jsonEach(column, '__je')} WHERE __je.value = ?)`
    : `${column} = ?`;
  const rows = await q.all(
    `SELECT * FROM ${q.dialect.quoteIdent(collection.name)} AS ${q.dialect.quoteIdent('__ref')} WHERE ${match}`,
    [id],
  );
  for (const row of rows) {
    const referencing = valuesFromRow(collection, row);
    if (seen.has(`${collection.id}/${String(referencing['id'])}`)) continue;
    if (field.cascadeDelete) {
      await deleteWithCascade(context, collection, referencing, seen);
      continue;
    }
    const remaining = toUniqueStrings(referencing[field.name]).filter((item) => item !== id);
    if (field.required && remaining.length === 0) throw badRequest(MESSAGES.failedDelete);
    const value = kindOf(field).normalize(field, remaining);
    await updateRecord(q, collection, String(referencing['id']), { [field.name]: value });
    context.effects.addEvent({
      action: 'update',
      collection,
      record: { ...referencing, [field.name]: value },
    });
  }
}
