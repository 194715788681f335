import { useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { chatListStore } from '../chat-list-store';

/**
 * The unread total as far as the chat list is loaded, without loading it: for places that only
 * mirror it (the page title), while the app shell keeps the list live.
 */
export function useUnreadCount(): number {
  const me = useCurrentUser()?.id ?? null;
  const state = useSyncExternalStore(
    chatListStore.subscribe,
    chatListStore.getState,
    chatListStore.getState,
  );
  return me && state.owner === me ? state.totalUnread : 0;
}
