import type { Feature } from '../../app.js';
import { hearthCollections } from './0002_hearth_collections.js';
import { usersOAuth2Mapping } from './0003_users_oauth2_mapping.js';

/**
 * Hearth's accounts: the `users` collection (nickname, avatar, background, language) and how
 * OAuth2 profiles fill it. Sign-in, verification and the other account flows are PocketBase's
 * and live in the engine (`auth/`); this feature only brings the product's data.
 */
export const accountsFeature: Feature = {
  name: 'accounts',
  migrations: [hearthCollections, usersOAuth2Mapping],
};
