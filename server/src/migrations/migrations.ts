import { systemCollections } from './0001_system_collections.js';
import type { Migration } from './migration.js';

/**
 * The engine's migrations, in the order they apply. Append only. Hearth's own collections are
 * migrated by its features (`features/*`), merged with these by name.
 */
export const MIGRATIONS: readonly Migration[] = [systemCollections];
