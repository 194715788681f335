import { currentUser } from '../lib/session';
import { conversationStore } from './conversation-store';

/**
 * Makes message `messageId` of the open conversation `chat` available to show, loading its page
 * of history when needed. Resolves false when it cannot be shown (gone, or not in that chat).
 */
export function revealMessage(chat: string, messageId: string): Promise<boolean> {
  const me = currentUser()?.id;
  if (!me) return Promise.resolve(false);
  return conversationStore.reveal(me, chat, messageId).catch(() => false);
}
