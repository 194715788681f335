import { GROUP_MAX_MEMBERS } from '@hearth/shared';
import type { App } from '../../app.js';
import { ApiError, fieldError, MESSAGES } from '../../errors.js';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import { isSuperuser } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { lockRow } from '../../storage/row-lock.js';
import { mayTalk, memberCount } from './chat-queries.js';
import { postSystemMessage } from './system-messages.js';

/**
 * What the `chat_members` rules cannot say: a user added to a group is a friend of whoever
 * adds them (no block either way) and the group has room. Adding and role changes made by
 * people (not the server's own writes, which say what they do themselves) leave a system
 * message in the chat.
 */
export function guardMemberWrite(app: App) {
  return async (event: RecordWriteEvent, q: Queryable): Promise<void> => {
    if (event.collection.name !== 'chat_members' || isSuperuser(event.info)) return;
    const actor = String(event.info.auth?.record['id'] ?? '');
    const chat = String(event.record['chat']);
    const user = String(event.record['user']);
    if (event.action === 'create') {
      await checkNewMember(q, actor, chat, user);
      await postSystemMessage(app, q, { chat, event: 'added', author: actor, subject: user });
      return;
    }
    const role = event.record['role'];
    if (role === event.previous?.['role']) return;
    const change = role === 'admin' ? 'promoted' : 'demoted';
    await postSystemMessage(app, q, { chat, event: change, author: actor, subject: user });
  };
}

async function checkNewMember(q: Queryable, actor: string, chat: string, user: string) {
  // note: members join a chat one at a time, so two adds at once cannot both take its last place.
  await lockRow(q, 'chats', chat);
  if (!(await mayTalk(q, actor, user))) {
    throw new ApiError(400, MESSAGES.failedCreate, {
      user: fieldError('validation_member_not_friend', 'You can only add your friends.'),
    });
  }
  if ((await memberCount(q, chat)) >= GROUP_MAX_MEMBERS) {
    throw new ApiError(400, MESSAGES.failedCreate, {
      chat: fieldError(
        'validation_chat_too_many_members',
        `A group has at most ${GROUP_MAX_MEMBERS} members.`,
      ),
    });
  }
}
