import type { CollectionModel } from '@hearth/shared';
import type { RecordValues } from '../request-info.js';

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
