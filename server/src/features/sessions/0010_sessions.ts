import { sessionsCollection } from '@hearth/shared';
import type { Migration } from '../../migrations/migration.js';

/** Sessions: `sessions`, one record per signed-in device of a user (docs/sessions.md). */
export const sessionCollections: Migration = {
  name: '0010_sessions',
  up: (context) => context.importCollections([sessionsCollection]),
};
