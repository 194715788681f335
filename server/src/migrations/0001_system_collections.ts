import { SYSTEM_COLLECTIONS } from '../collections/system-collections.js';
import type { Migration } from './migration.js';

/** Creates the system collections: superusers, external auths, MFA, OTP and auth origins. */
export const systemCollections: Migration = {
  name: '0001_system_collections',
  up: (context) => context.importCollections(SYSTEM_COLLECTIONS),
};
