import type { ChatSummary } from '../chat-view-types';
import { useChatListState } from './use-chat-list-state';

/** The chat list as screens read it. */
export interface ChatList {
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  /** Most recently active first; live. */
  items: readonly ChatSummary[];
  totalUnread: number;
}

const SIGNED_OUT: ChatList = { status: 'loading', error: null, items: [], totalUnread: 0 };

/** The signed-in user's chats, most recently active first, with unread counts; live. */
export function useChatList(): ChatList {
  const state = useChatListState();
  if (!state) return SIGNED_OUT;
  const { status, error, items, totalUnread } = state;
  return { status, error, items, totalUnread };
}
