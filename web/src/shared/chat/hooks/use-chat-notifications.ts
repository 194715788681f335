import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { showChat } from '../chat-focus';
import { chatListStore } from '../chat-list-store';
import { startChatNotifications } from '../chat-notifications';
import { outboxStore } from '../outbox-store';

/**
 * Notifies the signed-in user of new messages in chats they are not reading, and keeps their
 * chats, unread counts and outbox live meanwhile. Mounted once, in the app shell, with the chat
 * on screen (or null).
 */
export function useChatNotifications(activeChatId: string | null): void {
  const me = useCurrentUser()?.id ?? null;
  const active = useRef(activeChatId);
  useEffect(() => {
    active.current = activeChatId;
    return activeChatId ? showChat(activeChatId) : undefined;
  }, [activeChatId]);
  useEffect(() => {
    if (!me) return undefined;
    outboxStore.start(me);
    const releases = [chatListStore.retain(me), startChatNotifications(me, () => active.current)];
    return () => releases.forEach((release) => release());
  }, [me]);
}
