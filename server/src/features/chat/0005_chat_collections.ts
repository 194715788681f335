import { HEARTH_COLLECTIONS } from '@hearth/shared';
import type { Migration } from '../../migrations/migration.js';

/**
 * Brings installs made before chat existed up to its schema: `chats`, `chat_members`,
 * `messages`, the read-receipt setting of `users` and its rule that shows the people one shares
 * a chat with. New installs already have them from `0002_hearth_collections`.
 */
export const chatCollections: Migration = {
  name: '0005_chat_collections',
  up: (context) => context.importCollections(HEARTH_COLLECTIONS),
};
