import { HISTORY_PAGE_SIZE } from '@hearth/shared';
import { fetchMessagesAfter, fetchMessagesBefore } from './chat-api';
import { chatListStore } from './chat-list-store';
import type { MessageRecord } from './chat-records';
import { mergeMessages } from './message-list';

/** A conversation as it opens. */
export interface OpenedConversation {
  records: MessageRecord[];
  hasOlder: boolean;
  firstUnreadSeq: number | null;
}

/** Whether messages older than `page` (a page asked for newest first) may remain. */
export function mayHaveOlder(page: readonly MessageRecord[]): boolean {
  const oldest = page.at(-1);
  return page.length === HISTORY_PAGE_SIZE && oldest !== undefined && oldest.seq > 1;
}

/**
 * Opens `chat` for `me`: the newest page, or, when some messages are unread, everything from the
 * first unread one on with a page of context before it (so the screen can open at the divider).
 */
export async function openConversation(chat: string, me: string): Promise<OpenedConversation> {
  const read = await chatListStore.readState(chat);
  if (read && read.unread > 0) {
    const [before, after] = await Promise.all([
      fetchMessagesBefore(chat, read.readSeq + 1, HISTORY_PAGE_SIZE),
      fetchMessagesAfter(chat, read.readSeq),
    ]);
    const firstUnread = after.find((record) => record.author !== me && !record.deleted);
    return {
      records: mergeMessages(before, after),
      hasOlder: mayHaveOlder(before),
      firstUnreadSeq: firstUnread?.seq ?? null,
    };
  }
  const page = await fetchMessagesBefore(chat, null, HISTORY_PAGE_SIZE);
  return { records: mergeMessages([], page), hasOlder: mayHaveOlder(page), firstUnreadSeq: null };
}
