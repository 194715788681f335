import type { CollectionInput } from '../collection-types.js';
import { usersCollection } from './users.js';

/** Hearth's application collections, in the order migrations create them. */
export const HEARTH_COLLECTIONS: readonly CollectionInput[] = [usersCollection];

export { usersCollection };
