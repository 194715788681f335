import { HEARTH_COLLECTIONS } from '@hearth/shared';
import type { Migration } from '../../migrations/migration.js';

/** Creates Hearth's application collections from the shared schema. */
export const hearthCollections: Migration = {
  name: '0002_hearth_collections',
  up: (context) => context.importCollections(HEARTH_COLLECTIONS),
};
