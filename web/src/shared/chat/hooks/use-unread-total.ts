import { useChatListState } from './use-chat-list-state';

/** Unread messages over the chats that are not muted; live. */
export function useUnreadTotal(): number {
  return useChatListState()?.totalUnread ?? 0;
}
