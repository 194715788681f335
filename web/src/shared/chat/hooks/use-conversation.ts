import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { showChat } from '../chat-focus';
import type { ChatMemberRecord } from '../chat-records';
import type { ConversationState, DisplayMessage } from '../chat-view-types';
import { LOADING, conversationStore } from '../conversation-store';
import { conversationMessages } from '../display-messages';
import { outboxStore } from '../outbox-store';
import { markSeen } from '../read-tracker';
import { hidesReadReceipts } from '../read-receipts-setting';
import { useChatListState } from './use-chat-list-state';

/** The open conversation and what the screen does with it. */
export interface Conversation extends ConversationState {
  loadOlder(): Promise<void>;
  /** Call when `message` is visible on screen. */
  markSeen(message: DisplayMessage): void;
  retryLoad(): void;
}

const NOBODY: readonly ChatMemberRecord[] = [];

/**
 * `chatId` for the signed-in user: its messages (stored, then on their way), live; older pages on
 * demand; read receipts; the chat's row of the list. The chat counts as on screen meanwhile.
 */
export function useConversation(chatId: string): Conversation {
  const user = useCurrentUser();
  const me = user?.id ?? '';
  const list = useChatListState();
  useEffect(() => {
    if (!me) return undefined;
    const releases = [conversationStore.retain(me, chatId), showChat(chatId)];
    return () => releases.forEach((release) => release());
  }, [me, chatId]);
  const read = () => (me ? conversationStore.getState(me, chatId) : LOADING);
  const data = useSyncExternalStore(conversationStore.subscribe, read, read);
  const pending = useSyncExternalStore(
    outboxStore.subscribe,
    outboxStore.getItems,
    outboxStore.getItems,
  );
  const messages = useMemo(
    () => conversationMessages(data.records, pending, chatId, me),
    [data.records, pending, chatId, me],
  );
  const summary = list?.items.find((row) => row.chat.id === chatId) ?? null;
  const hidden = hidesReadReceipts(user);
  const seenBy = useCallback(
    (message: DisplayMessage) => {
      const seq = message.record?.seq;
      // Fair both ways: whoever hides their receipts sees nobody's.
      if (seq === undefined || message.author !== me || hidden || !summary) return NOBODY;
      return summary.members.filter((member) => member.user !== me && member.lastReadSeq >= seq);
    },
    [summary, me, hidden],
  );
  return {
    status: data.status,
    error: data.error,
    summary,
    messages,
    hasOlder: data.hasOlder,
    loadingOlder: data.loadingOlder,
    firstUnreadSeq: data.firstUnreadSeq,
    seenBy,
    loadOlder: useCallback(() => conversationStore.loadOlder(me, chatId), [me, chatId]),
    markSeen,
    retryLoad: useCallback(() => conversationStore.retry(me, chatId), [me, chatId]),
  };
}
