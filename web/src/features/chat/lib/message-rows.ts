import type { DisplayMessage } from '@/shared/chat';
import { parseDate } from '@/shared/social/social-records';
import { dayKey } from './chat-time';

/** Messages by one author within this long of each other share one avatar and name. */
const GROUP_WINDOW_MS = 5 * 60_000;

/** One row of the conversation: a day separator, the "new messages" divider, or a message. */
export type MessageRow =
  | { kind: 'day'; key: string; ms: number }
  | { kind: 'unread'; key: string }
  | {
      kind: 'message';
      key: string;
      message: DisplayMessage;
      /** Follows a message of the same author closely: no avatar or name of its own. */
      continued: boolean;
      /** The next row continues it: the avatar goes on the last of a run. */
      continuedBelow: boolean;
    };

function timeOf(message: DisplayMessage): number {
  return parseDate(message.created) ?? 0;
}

function continues(previous: DisplayMessage | null, message: DisplayMessage): boolean {
  if (!previous || previous.author !== message.author) return false;
  if (previous.record?.kind === 'system' || message.record?.kind === 'system') return false;
  return timeOf(message) - timeOf(previous) < GROUP_WINDOW_MS;
}

/** Lays the messages out with day separators, the unread divider and runs by one author. */
export function messageRows(
  messages: readonly DisplayMessage[],
  firstUnreadSeq: number | null,
): MessageRow[] {
  const rows: MessageRow[] = [];
  let previous: DisplayMessage | null = null;
  let lastDay = '';
  let lastMessageRow: Extract<MessageRow, { kind: 'message' }> | null = null;
  for (const message of messages) {
    const ms = timeOf(message);
    const day = dayKey(ms);
    let breaks = false;
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day-${day}`, ms });
      lastDay = day;
      breaks = true;
    }
    if (firstUnreadSeq !== null && message.seq === firstUnreadSeq) {
      rows.push({ kind: 'unread', key: 'unread' });
      breaks = true;
    }
    const continued = !breaks && continues(previous, message);
    if (continued && lastMessageRow) lastMessageRow.continuedBelow = true;
    lastMessageRow = {
      kind: 'message',
      key: message.key,
      message,
      continued,
      continuedBelow: false,
    };
    rows.push(lastMessageRow);
    previous = message;
  }
  return rows;
}
