import type { CollectionModel } from '@hearth/shared';
import { kindOf } from '../collections/fields/field-kinds.js';
import type { RecordValues } from '../request-info.js';
import type { Row } from '../storage/db.js';

/** Who is looking at a record, which decides what of it they see. */
export interface RecordViewer {
  isSuperuser: boolean;
  /** The viewer's own auth record, to show its own email. */
  authId: string | null;
  authCollectionId: string | null;
  /** Ids of records whose email the viewer may see through the manage rule. */
  managedIds?: ReadonlySet<string>;
}

/** Fields that never leave the server, even for superusers. */
const NEVER_SERIALISED = new Set(['password', 'tokenKey']);

/**
 * A record's API JSON: every visible field (zero values included) plus `collectionId` and
 * `collectionName`; hidden fields only for superusers; an auth record's `email` only when it is
 * visible, the viewer's own, or the viewer is a superuser or a manager.
 */
export function presentRecord(
  collection: CollectionModel,
  values: RecordValues,
  viewer: RecordViewer,
): Record<string, unknown> {
  const json: Record<string, unknown> = {
    collectionId: collection.id,
    collectionName: collection.name,
  };
  for (const field of collection.fields) {
    if (collection.type === 'auth' && NEVER_SERIALISED.has(field.name)) continue;
    if (field.hidden && !viewer.isSuperuser) continue;
    json[field.name] = values[field.name];
  }
  if (collection.type === 'auth' && !canSeeEmail(collection, values, viewer)) delete json['email'];
  return json;
}

/**
 * `presentRecord` of a stored row of a collection that is not an auth collection, read straight
 * from the row: each visible column converted once, with no record values built in between.
 * Auth collections go through `presentRecord`, whose email check reads the record's values.
 */
export function presentRow(
  collection: CollectionModel,
  row: Row,
  viewer: RecordViewer,
): Record<string, unknown> {
  const json: Record<string, unknown> = {
    collectionId: collection.id,
    collectionName: collection.name,
  };
  for (const field of collection.fields) {
    if (field.hidden && !viewer.isSuperuser) continue;
    json[field.name] = kindOf(field).fromColumn(field, row[field.name]);
  }
  return json;
}

function canSeeEmail(
  collection: CollectionModel,
  values: RecordValues,
  viewer: RecordViewer,
): boolean {
  if (viewer.isSuperuser || values['emailVisibility'] === true) return true;
  const id = String(values['id']);
  if (viewer.authId === id && viewer.authCollectionId === collection.id) return true;
  return viewer.managedIds?.has(id) ?? false;
}
