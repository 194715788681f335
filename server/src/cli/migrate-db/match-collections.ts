import type { CollectionModel } from '@hearth/shared';
import type { CollectionRegistry } from '../../collections/collection-registry.js';
import type { Queryable } from '../../storage/db.js';

/**
 * Gives the target the source's collections, their record tables made by the target's
 * dialect: collections its migrations made that the source no longer has are dropped, and
 * every source collection is saved (created, or altered to the source's fields and indexes:
 * an admin may have changed the system ones). Runs in the copy's transaction; the collection
 * rows themselves are then copied as they are, so the registry must be reloaded after.
 */
export async function matchCollections(
  target: CollectionRegistry,
  sourceCollections: readonly CollectionModel[],
  tx: Queryable,
): Promise<void> {
  const sourceIds = new Set(sourceCollections.map((collection) => collection.id));
  for (const collection of target.list()) {
    if (!sourceIds.has(collection.id)) await target.remove(collection, tx);
  }
  const targetIds = new Set(target.list().map((collection) => collection.id));
  for (const collection of sourceCollections) {
    if (targetIds.has(collection.id)) await target.update(collection, tx);
    else await target.create(collection, tx);
  }
}
