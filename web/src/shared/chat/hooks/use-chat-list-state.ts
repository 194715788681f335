import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { chatListStore } from '../chat-list-store';
import type { ChatListState } from '../chat-list-store';
import { outboxStore } from '../outbox-store';

/**
 * Keeps the chat list live for the signed-in user while the component is shown, and reads it
 * (null while signed out).
 */
export function useChatListState(): ChatListState | null {
  const me = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (!me) return undefined;
    // note: whoever shows chats also keeps the outbox going (and resumes one a reload left).
    outboxStore.start(me);
    return chatListStore.retain(me);
  }, [me]);
  const state = useSyncExternalStore(
    chatListStore.subscribe,
    chatListStore.getState,
    chatListStore.getState,
  );
  return me && state.owner === me ? state : null;
}
