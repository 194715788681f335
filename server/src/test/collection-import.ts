import type { CollectionModel } from 'pocketbase';

/**
 * Partial collections for `collections.import`: the API fills defaults for what they leave out,
 * while the SDK's import type asks for complete models.
 */
export const partialCollections = (collections: Record<string, unknown>[]) =>
  collections as unknown as CollectionModel[];
