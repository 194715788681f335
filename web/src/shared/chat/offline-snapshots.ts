import { HISTORY_PAGE_SIZE } from '@hearth/shared';
import { currentUser } from '../lib/session';
import { offlineStore } from '../offline/offline-store';
import type { ChatListData } from './chat-list-state';
import type { MessageRecord } from './chat-records';

/**
 * The signed-in user's chat list and each conversation's newest messages, kept on this device so
 * that they show while offline (docs/offline.md). Written a moment after they change, read only
 * when the server cannot be reached, always under the user they belong to.
 */

/** Changes within this long are written once. */
export const SNAPSHOT_DELAY_MS = 500;

const LIST = 'chat-list';
const conversationName = (chat: string) => `conversation:${chat}`;

/** What a conversation shows offline. */
export interface ConversationSnapshot {
  records: MessageRecord[];
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let keptFor: string | null = null;

function later(user: string, name: string, value: () => unknown): void {
  const id = `${user}\n${name}`;
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      // Signed out (or someone else signed in) meanwhile: what was theirs is not kept.
      if (currentUser()?.id !== user) return;
      const store = offlineStore();
      // note: the first write of a session forgets whoever used this browser before.
      const before = keptFor === user ? Promise.resolve() : store.keepOnly(user);
      keptFor = user;
      // note: a browser refusing storage (private mode, full disk) only loses the offline view.
      before.then(() => store.write(user, name, value())).catch(() => undefined);
    }, SNAPSHOT_DELAY_MS),
  );
}

function isListData(value: unknown): value is ChatListData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'chats' in value &&
    value.chats instanceof Map &&
    'mine' in value &&
    value.mine instanceof Map
  );
}

function isSnapshot(value: unknown): value is ConversationSnapshot {
  return (
    typeof value === 'object' &&
    value !== null &&
    'records' in value &&
    Array.isArray(value.records)
  );
}

export const offlineSnapshots = {
  keepChatList(user: string, data: ChatListData): void {
    later(user, LIST, () => data);
  },
  async chatList(user: string): Promise<ChatListData | null> {
    const value = await offlineStore()
      .read(user, LIST)
      .catch(() => undefined);
    return isListData(value) ? value : null;
  },
  /** Keeps the newest page of `records` (ordered by seq). */
  keepConversation(user: string, chat: string, records: readonly MessageRecord[]): void {
    later(user, conversationName(chat), () => ({ records: records.slice(-HISTORY_PAGE_SIZE) }));
  },
  async conversation(user: string, chat: string): Promise<ConversationSnapshot | null> {
    const value = await offlineStore()
      .read(user, conversationName(chat))
      .catch(() => undefined);
    return isSnapshot(value) ? value : null;
  },
};
