import type { Feature } from '../../app.js';
import { chatCollections } from './0005_chat_collections.js';
import { richMessages } from './0006_rich_messages.js';
import { guardChatWrite } from './chat-guard.js';
import { bindChatRoutes } from './chat-routes.js';
import { guardMemberWrite } from './member-guard.js';
import { deleteEmptyGroups, noteDeparture } from './member-departure.js';
import { guardMessageWrite } from './message-guard.js';
import { guardReactionWrite } from './reaction-guard.js';

/**
 * Hearth's chat: direct chats and groups, their members and messages (collections and rules in
 * `packages/shared/src/schema/chat.ts`), with what rules cannot say done here: creating chats
 * with their members, friendship checks, message order and idempotency, system messages, read
 * positions and typing signals, mentions, one-emoji reactions, and deletions that take a
 * message's pin and reactions with them.
 */
export const chatFeature: Feature = {
  name: 'chat',
  migrations: [chatCollections, richMessages],
  setup(app) {
    app.recordHooks.onBeforeWrite(guardMessageWrite(app));
    app.recordHooks.onBeforeWrite(guardReactionWrite());
    app.recordHooks.onBeforeWrite(guardMemberWrite(app));
    app.recordHooks.onBeforeWrite(guardChatWrite(app));
    app.recordHooks.onBeforeDelete(noteDeparture(app));
    app.recordHooks.onAfterChange(deleteEmptyGroups(app));
    bindChatRoutes(app);
  },
};
