import { currentUser } from '../lib/session';
import { postRead } from './chat-api';
import { chatListStore } from './chat-list-store';
import type { DisplayMessage } from './chat-view-types';

/** Messages seen within this long are reported as one read. */
export const READ_DELAY_MS = 500;

interface Seen {
  seq: number;
  id: string;
}

interface ChatReads {
  chat: string;
  /** The highest seq reported to the server. */
  sent: number;
  pending: Seen | null;
  /** The highest seen while the tab was hidden: counted once it is in front. */
  hidden: Seen | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const chats = new Map<string, ChatReads>();
let watchingVisibility = false;

/** Each user's read positions apart: another account may sign in in the same tab. */
function entry(me: string, chat: string): ChatReads {
  const key = `${me}\n${chat}`;
  let found = chats.get(key);
  if (!found) {
    found = { chat, sent: 0, pending: null, hidden: null, timer: undefined };
    chats.set(key, found);
  }
  return found;
}

function higher(held: Seen | null, seen: Seen): Seen {
  return held && held.seq >= seen.seq ? held : seen;
}

function flush(reads: ChatReads): void {
  const chat = reads.chat;
  reads.timer = undefined;
  const seen = reads.pending;
  reads.pending = null;
  if (!seen || seen.seq <= reads.sent) return;
  const before = reads.sent;
  reads.sent = seen.seq;
  postRead(chat, seen.id).then(
    (result) => chatListStore.applyRead(chat, result),
    () => {
      // note: not recorded; the next message seen reports it again.
      if (reads.sent === seen.seq) reads.sent = before;
    },
  );
}

function consider(reads: ChatReads, seen: Seen): void {
  const chat = reads.chat;
  const known = chatListStore.getState().data.reads.get(chat)?.readSeq ?? 0;
  // Never back: the server ignores it anyway, and it would cost a request.
  if (seen.seq <= Math.max(reads.sent, known, reads.pending?.seq ?? 0)) return;
  reads.pending = seen;
  reads.timer ??= setTimeout(() => flush(reads), READ_DELAY_MS);
}

function onVisibility(): void {
  if (document.visibilityState !== 'visible') return;
  for (const reads of chats.values()) {
    const seen = reads.hidden;
    reads.hidden = null;
    if (seen) consider(reads, seen);
  }
}

/**
 * Records that `message` is on screen. Only a tab in front counts (what shows in a hidden tab
 * counts once the tab is in front again); reads go to the server together, and only forward.
 */
export function markSeen(message: DisplayMessage): void {
  const record = message.record;
  const me = currentUser()?.id;
  if (!record || !me) return;
  const seen = { seq: record.seq, id: record.id };
  const reads = entry(me, record.chat);
  if (document.visibilityState === 'visible') {
    consider(reads, seen);
    return;
  }
  reads.hidden = higher(reads.hidden, seen);
  if (!watchingVisibility) {
    watchingVisibility = true;
    document.addEventListener('visibilitychange', onVisibility);
  }
}
