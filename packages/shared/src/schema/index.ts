import type { CollectionInput } from '../collection-types.js';
import {
  blocksCollection,
  friendshipsCollection,
  suggestionDismissalsCollection,
} from './social.js';
import { USERS_OAUTH2_MAPPED_FIELDS, usersCollection } from './users.js';

/** Hearth's application collections, in the order migrations create them. */
export const HEARTH_COLLECTIONS: readonly CollectionInput[] = [
  usersCollection,
  friendshipsCollection,
  blocksCollection,
  suggestionDismissalsCollection,
];

export * from './social.js';

export { USERS_OAUTH2_MAPPED_FIELDS, usersCollection };
