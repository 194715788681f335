import type { Feature } from '../../app.js';
import { socialCollections } from './0004_social_collections.js';
import { endFriendshipOnBlock, lockPairForBlock } from './block-effects.js';
import { guardFriendshipWrite } from './friendship-guard.js';
import { bindPeopleRoutes } from './people-routes.js';
import { presenceOf, setupPresence } from './presence/setup-presence.js';
import { scheduleStatusExpiry } from './status-expiry.js';

/**
 * Hearth's social graph: friendships and requests, blocks and suggestions (collections and
 * rules in `packages/shared/src/schema/social.ts`), with what rules cannot say checked here;
 * the people routes (search, cards, suggestions) and the expiry of custom statuses.
 */
export const friendsFeature: Feature = {
  name: 'friends',
  migrations: [socialCollections],
  setup(app) {
    app.recordHooks.onBeforeWrite(guardFriendshipWrite);
    app.recordHooks.onBeforeWrite(lockPairForBlock);
    app.recordHooks.onAfterChange(endFriendshipOnBlock(app));
    setupPresence(app);
    bindPeopleRoutes(app);
    scheduleStatusExpiry(app);
  },
  async close(app) {
    // note: presence holds who is online and the modes chosen since; write them before closing.
    await presenceOf(app)?.flush();
  },
};
