import { HEARTH_COLLECTIONS } from '@hearth/shared';
import type { Migration } from '../../migrations/migration.js';

/**
 * Brings installs made before friends existed up to the social schema: `friendships`, `blocks`,
 * `friend_suggestion_dismissals`, and the profile, privacy and presence fields and rules of
 * `users`. New installs already have them from `0002_hearth_collections`; this is then a no-op.
 */
export const socialCollections: Migration = {
  name: '0004_social_collections',
  up: (context) => context.importCollections(HEARTH_COLLECTIONS),
};
