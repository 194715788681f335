import type { CollectionModel } from '@hearth/shared';
import { kindOf } from '../collections/fields/field-kinds.js';
import type { RecordValues } from '../request-info.js';
import type { Queryable, Row } from '../storage/db.js';
import type { Sql, SqlValue } from '../storage/sql.js';

/**
 * Reads and writes record rows with no rule checks: the persistence under the record service.
 * Values are in memory shape (arrays for multi-value fields, booleans, parsed JSON).
 */

/** Converts a row of a collection's table to record values. */
export function valuesFromRow(collection: CollectionModel, row: Row): RecordValues {
  const values: RecordValues = {};
  for (const field of collection.fields) {
    values[field.name] = kindOf(field).fromColumn(field, row[field.name]);
  }
  return values;
}

/** Finds one record by id. */
export async function findRecordById(
  q: Queryable,
  collection: CollectionModel,
  id: string,
): Promise<RecordValues | null> {
  if (id === '') return null;
  const row = await q.get(`SELECT * FROM ${q.dialect.quoteIdent(collection.name)} WHERE id = ?`, [
    id,
  ]);
  return row ? valuesFromRow(collection, row) : null;
}

/** Finds the first record matching a condition on the table (named by its own name). */
export async function findFirstRecord(
  q: Queryable,
  collection: CollectionModel,
  where: Sql,
): Promise<RecordValues | null> {
  const row = await q.get(
    `SELECT * FROM ${q.dialect.quoteIdent(collection.name)} WHERE ${where.text} LIMIT 1`,
    where.params,
  );
  return row ? valuesFromRow(collection, row) : null;
}

/** Returns the ids among `ids` that have no record in the collection. */
export async function findMissingIds(
  q: Queryable,
  collection: CollectionModel,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const placeholders = ids.map(() => '?').join(', ');
  const rows = await q.all<{ id: string }>(
    `SELECT id FROM ${q.dialect.quoteIdent(collection.name)} WHERE id IN (${placeholders})`,
    [...ids],
  );
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

function columnValues(collection: CollectionModel, values: RecordValues): [string[], SqlValue[]] {
  const names: string[] = [];
  const params: SqlValue[] = [];
  for (const field of collection.fields) {
    if (!(field.name in values)) continue;
    names.push(field.name);
    params.push(kindOf(field).toColumn(field, values[field.name]));
  }
  return [names, params];
}

/** Inserts a record; every field not in `values` gets its column default. */
export async function insertRecord(
  q: Queryable,
  collection: CollectionModel,
  values: RecordValues,
): Promise<void> {
  const [names, params] = columnValues(collection, values);
  const columns = names.map((name) => q.dialect.quoteIdent(name)).join(', ');
  const placeholders = names.map(() => '?').join(', ');
  await q.run(
    `INSERT INTO ${q.dialect.quoteIdent(collection.name)} (${columns}) VALUES (${placeholders})`,
    params,
  );
}

/** Writes the given fields of an existing record. */
export async function updateRecord(
  q: Queryable,
  collection: CollectionModel,
  id: string,
  values: RecordValues,
): Promise<void> {
  const [names, params] = columnValues(collection, values);
  if (names.length === 0) return;
  const assignments = names.map((name) => `${q.dialect.quoteIdent(name)} = ?`).join(', ');
  await q.run(`UPDATE ${q.dialect.quoteIdent(collection.name)} SET ${assignments} WHERE id = ?`, [
    ...params,
    id,
  ]);
}

/** Deletes a record row. */
export async function deleteRecordRow(
  q: Queryable,
  collection: CollectionModel,
  id: string,
): Promise<void> {
  await q.run(`DELETE FROM ${q.dialect.quoteIdent(collection.name)} WHERE id = ?`, [id]);
}
