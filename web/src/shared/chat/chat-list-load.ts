import { fetchAllMembers, fetchLastMessages, fetchMyMemberships, fetchUnread } from './chat-api';
import type { ChatListData } from './chat-list-state';
import { listData } from './chat-list-state';
import type { ChatRecord } from './chat-records';

/**
 * Loads the list: memberships and members together, then each chat's newest message, then the
 * unread counts last, so a count is never older than the messages shown beside it.
 */
export async function loadChatList(me: string): Promise<ChatListData> {
  const [mine, members] = await Promise.all([fetchMyMemberships(me), fetchAllMembers()]);
  const chats = mine
    .map((membership) => membership.expand?.chat)
    .filter((chat): chat is ChatRecord => chat !== undefined);
  const lastMessages = await fetchLastMessages(chats);
  const reads = await fetchUnread();
  return listData(mine, members, lastMessages, reads);
}
