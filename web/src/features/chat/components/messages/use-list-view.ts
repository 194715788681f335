import { useState } from 'react';
import type { IndexLocationWithAlign } from 'react-virtuoso';
import type { MessageRow } from '@/features/chat/lib/message-rows';
import type { JumpRequest } from './use-message-jump';
import { messageIndex } from './use-message-jump';

/** How the virtual list is mounted: where it opens (null: not yet), and a key to open it anew. */
export interface ListView {
  initial: IndexLocationWithAlign | null;
  key: number;
}

/**
 * Where the list opens: at the message asked for (`target`), else at the "new messages" divider,
 * else at the newest message.
 */
export function initialLocation(
  rows: readonly MessageRow[],
  target: string | null,
): IndexLocationWithAlign {
  const asked = target === null ? -1 : messageIndex(rows, target);
  if (asked >= 0) return { index: asked, align: 'center' };
  const unread = rows.findIndex((row) => row.kind === 'unread');
  if (unread >= 0) return { index: unread, align: 'start' };
  return { index: Math.max(0, rows.length - 1), align: 'end' };
}

/**
 * Opens the list where it should, and again at a message asked for (`jumpTo`) that had to be
 * loaded first: Virtuoso loses a jump made while it positions itself or takes in an older page
 * above what is on screen, but opens reliably where it is told. Until the message asked for as
 * the list opens (a message link, a search result) is in, or is known to be gone, the list waits
 * (`initial` is null); a jump to a message already loaded is a plain scroll (`useMessageJump`).
 */
export function useListView(rows: readonly MessageRow[], jumpTo: JumpRequest | null): ListView {
  const target = jumpTo ? messageIndex(rows, jumpTo.id) : -1;
  const missing = jumpTo !== null && target < 0;
  const [awaiting, setAwaiting] = useState(() => (missing ? jumpTo : null));
  const [view, setView] = useState<ListView>(() => ({
    initial: missing ? null : initialLocation(rows, jumpTo?.id ?? null),
    key: 0,
  }));
  if (missing) {
    if (awaiting !== jumpTo) setAwaiting(jumpTo);
  } else if (awaiting) {
    setAwaiting(null);
    if (jumpTo === awaiting) {
      setView({ initial: { index: target, align: 'center' }, key: view.key + 1 });
    } else if (view.initial === null) {
      // Given up (the message is gone) before the list first opened: it opens as usual.
      setView({ initial: initialLocation(rows, jumpTo?.id ?? null), key: view.key + 1 });
    }
  }
  return view;
}
