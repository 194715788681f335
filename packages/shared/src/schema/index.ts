import type { CollectionInput } from '../collection-types.js';
import {
  chatMembersCollection,
  chatsCollection,
  messagesCollection,
  pinsCollection,
  reactionsCollection,
} from './chat.js';
import {
  blocksCollection,
  friendshipsCollection,
  suggestionDismissalsCollection,
} from './social.js';
import { USERS_OAUTH2_MAPPED_FIELDS, usersCollection } from './users.js';
import { PLUGIN_COLLECTIONS } from './plugins.js';
import { sessionsCollection } from './sessions.js';
import { moderationLogCollection, reportsCollection } from './moderation.js';

/** Hearth's application collections, in the order migrations create them. */
export const HEARTH_COLLECTIONS: readonly CollectionInput[] = [
  usersCollection,
  friendshipsCollection,
  blocksCollection,
  suggestionDismissalsCollection,
  chatsCollection,
  chatMembersCollection,
  messagesCollection,
  reactionsCollection,
  pinsCollection,
  ...PLUGIN_COLLECTIONS,
  sessionsCollection,
  reportsCollection,
  moderationLogCollection,
];

export * from './social.js';
export * from './chat.js';
export * from './plugins.js';
export * from './sessions.js';
export * from './moderation.js';
export * from './suspension.js';

export { USERS_OAUTH2_MAPPED_FIELDS, usersCollection };
