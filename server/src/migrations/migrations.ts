import { systemCollections } from './0001_system_collections.js';
import { hearthCollections } from './0002_hearth_collections.js';
import { usersOAuth2Mapping } from './0003_users_oauth2_mapping.js';
import type { Migration } from './migration.js';

/** Every migration, in the order they apply. Append only. */
export const MIGRATIONS: readonly Migration[] = [
  systemCollections,
  hearthCollections,
  usersOAuth2Mapping,
];
