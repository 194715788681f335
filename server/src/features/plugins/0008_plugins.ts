import { HEARTH_COLLECTIONS } from '@hearth/shared';
import type { Migration } from '../../migrations/migration.js';

/**
 * Plugins: `plugins`, `plugin_grants`, `plugin_storage`, `plugin_state` and `plugin_activity`,
 * and plugin messages (`messages.kind: plugin` with `plugin`, `pluginType` and `payload`).
 */
export const pluginCollections: Migration = {
  name: '0008_plugins',
  up: (context) => context.importCollections(HEARTH_COLLECTIONS),
};
