import type { Feature } from '../app.js';
import { accountsFeature } from './accounts/accounts-feature.js';
import { chatFeature } from './chat/chat-feature.js';
import { consoleFeature } from './console/console-feature.js';
import { friendsFeature } from './friends/friends-feature.js';
import { linkPreviewsFeature } from './link-previews/link-previews-feature.js';
import { moderationFeature } from './moderation/moderation-feature.js';
import { pluginsFeature } from './plugins/plugins-feature.js';
import { searchFeature } from './search/search-feature.js';
import { sessionsFeature } from './sessions/sessions-feature.js';

/** Every product feature, in the order they are set up. The CLI opens the app with these. */
export const HEARTH_FEATURES: readonly Feature[] = [
  accountsFeature,
  friendsFeature,
  chatFeature,
  pluginsFeature,
  linkPreviewsFeature,
  searchFeature,
  sessionsFeature,
  moderationFeature,
  consoleFeature,
];
