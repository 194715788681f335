import { useMatch } from 'react-router';
import { useChatNotifications } from '@/shared/chat';
import { PATHS } from '@/shared/config/paths';

/**
 * Announces new messages while the signed-in pages are shown, except those of the chat on
 * screen. A component of its own, so what it listens to re-renders nothing but itself.
 */
export function ChatLive() {
  const match = useMatch(`${PATHS.chat}/:chatId`);
  useChatNotifications(match?.params.chatId ?? null);
  return null;
}
