import { USERS_OAUTH2_MAPPED_FIELDS, usersCollection, type CollectionInput } from '@hearth/shared';
import type { Migration } from '../../migrations/migration.js';

/**
 * Maps OAuth2 profiles into Hearth's `users` (nickname and avatar) on data directories made
 * before OAuth2 sign-in existed. Only `oauth2.mappedFields` changes: whether OAuth2 is enabled
 * and its providers stay as a deployment configured them.
 */
export const usersOAuth2Mapping: Migration = {
  name: '0003_users_oauth2_mapping',
  up: (context) => {
    const patch = {
      id: usersCollection.id,
      name: usersCollection.name,
      type: 'auth',
      oauth2: { mappedFields: { ...USERS_OAUTH2_MAPPED_FIELDS } },
    };
    // note: an import merges a partial `oauth2` over the stored options (`mergeCollection`);
    // the input type names the whole object, hence the cast.
    return context.importCollections([patch as CollectionInput]);
  },
};
