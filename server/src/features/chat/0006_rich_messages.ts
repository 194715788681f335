import { HEARTH_COLLECTIONS } from '@hearth/shared';
import type { Migration } from '../../migrations/migration.js';

/**
 * Rich messages: `reactions` and `pins`, and the message fields for mentions and link previews,
 * with the update rule that lets a group's owners and admins delete anyone's message.
 */
export const richMessages: Migration = {
  name: '0006_rich_messages',
  up: (context) => context.importCollections(HEARTH_COLLECTIONS),
};
