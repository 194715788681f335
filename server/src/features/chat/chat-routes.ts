import type { App } from '../../app.js';
import { isPlainObject } from '../../lib/is-plain-object.js';
import type { RequestInfo } from '../../request-info.js';
import { requireUser } from '../friends/require-user.js';
import { createGroup, openDirectChat } from './chat-creation.js';
import { markRead, unreadCounts } from './read-state.js';
import { TypingSignals } from './typing-signals.js';

/**
 * Chat's routes (docs/chat-data-model.md): opening a direct chat, creating a group, read
 * positions and unread counts, typing signals. Chats come back as the records API shows them
 * to the caller.
 */
export function bindChatRoutes(app: App): void {
  const typing = new TypingSignals(app);
  const chatFor = (info: RequestInfo, id: string) => {
    const chats = app.collections.find('chats');
    if (!chats) throw new Error('the chats collection is missing');
    return app.records.view(chats, id, info);
  };
  app.routes.add({
    method: 'POST',
    path: '/api/hearth/chats/direct',
    handler: async ({ info }) =>
      chatFor(info, await openDirectChat(app, requireUser(info), bodyOf(info))),
  });
  app.routes.add({
    method: 'POST',
    path: '/api/hearth/chats/group',
    handler: async ({ info }) =>
      chatFor(info, await createGroup(app, requireUser(info), bodyOf(info))),
  });
  app.routes.add({
    method: 'GET',
    path: '/api/hearth/chats/unread',
    handler: async ({ info }) => ({ items: await unreadCounts(app.db, requireUser(info)) }),
  });
  app.routes.add({
    method: 'POST',
    path: '/api/hearth/chats/:id/read',
    handler: ({ info, params }) =>
      markRead(app, requireUser(info), params['id'] ?? '', bodyOf(info)),
  });
  app.routes.add({
    method: 'POST',
    path: '/api/hearth/chats/:id/typing',
    handler: async ({ info, params }) => {
      await typing.signal(requireUser(info), params['id'] ?? '');
    },
  });
}

function bodyOf(info: RequestInfo): Record<string, unknown> {
  return isPlainObject(info.body) ? info.body : {};
}
