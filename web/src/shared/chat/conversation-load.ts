import { HISTORY_PAGE_SIZE } from '@hearth/shared';
import { fetchMessage, fetchMessagesAfter, fetchMessagesBefore } from './chat-api';
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

/** Messages shown above a message the conversation jumps to, so it does not open at the top. */
const CONTEXT_ABOVE = 10;

/**
 * What `held` (ordered by seq) needs so that message `id` of `chat` is among them: its page of
 * history and every message between it and those held, so the held ones stay one unbroken run
 * (older pages and catch-ups count on it). Null when the message is not in `chat` or the caller
 * may not see it.
 */
export async function loadMessageReach(
  chat: string,
  id: string,
  held: readonly MessageRecord[],
): Promise<MessageRecord[] | null> {
  const target = await fetchMessage(id);
  if (!target || target.chat !== chat) return null;
  const oldest = held[0]?.seq ?? Infinity;
  const newest = held.at(-1)?.seq ?? 0;
  if (target.seq > newest) return [target, ...(await fetchMessagesAfter(chat, newest))];
  if (target.seq >= oldest) return [target];
  const from = Math.max(0, target.seq - CONTEXT_ABOVE - 1);
  return fetchMessagesAfter(chat, from, oldest);
}
