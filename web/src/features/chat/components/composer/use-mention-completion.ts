import type { KeyboardEvent, RefObject } from 'react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChatSummary } from '@/shared/chat';
import type { UserRecord } from '@/shared/lib/user-record';
import { mentionCandidates } from './mention-candidates';
import type { MentionToken } from './mention-token';
import { insertMention, mentionTokenAt } from './mention-token';

/** The open suggestion list, as the list shows it. */
export interface MentionListState {
  id: string;
  options: readonly UserRecord[];
  active: number;
  optionId(index: number): string;
  onPick(user: UserRecord): void;
  onHover(index: number): void;
}

/** Whether an input method is composing: its keys (Enter confirms a candidate) are not ours. */
function composing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/** What a key does to the open list, or null when the key is the box's. */
function listKey(event: KeyboardEvent): 'next' | 'previous' | 'pick' | 'close' | null {
  if (composing(event) || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) {
    return null;
  }
  switch (event.key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Enter':
    case 'Tab':
      return 'pick';
    case 'Escape':
      return 'close';
    default:
      return null;
  }
}

function tokenKey(token: MentionToken): string {
  return `${token.start}:${token.query}`;
}

/**
 * Completes `@` mentions in a text box: the chat's other members whose nickname holds what
 * follows the `@`; Up and Down move, Enter or Tab picks, Escape closes (until the next `@`), the
 * pointer picks too. Picking writes `@nickname ` and tells `onPick` who it was.
 */
export function useMentionCompletion(props: {
  text: string;
  summary: ChatSummary | null;
  me: string;
  input: RefObject<HTMLTextAreaElement | null>;
  onPick(text: string, user: UserRecord): void;
}) {
  const id = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState({ key: '', index: 0 });
  const [placed, setPlaced] = useState<{ text: string; caret: number } | null>(null);
  const token = caret === null ? null : mentionTokenAt(props.text, caret);
  // A new `@` (or none) forgets the one closed with Escape.
  if (dismissed !== null && token?.start !== dismissed) setDismissed(null);
  const options = token ? mentionCandidates(props.summary, props.me, token.query) : [];
  const open = token !== null && token.start !== dismissed && options.length > 0;
  const index =
    token && active.key === tokenKey(token) ? Math.min(active.index, options.length - 1) : 0;

  const box = props.input;
  const caretPlaced = useRef<object | null>(null);
  useLayoutEffect(() => {
    // Setting the value put the caret at the end; once the picked text is in, it goes after it
    // (once: later edits that happen to give the same text leave the caret alone).
    if (placed && placed !== caretPlaced.current && box.current?.value === placed.text) {
      box.current.setSelectionRange(placed.caret, placed.caret);
      caretPlaced.current = placed;
    }
  }, [placed, box, props.text]);

  const pick = (user: UserRecord) => {
    if (!token || caret === null) return;
    const next = insertMention(props.text, token, caret, user.nickname);
    setPlaced(next);
    setCaret(next.caret);
    setDismissed(token.start);
    props.onPick(next.text, user);
  };
  const move = (to: number) => token && setActive({ key: tokenKey(token), index: to });

  /** Handles a key for the open list; returns whether it did (the box does nothing else then). */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    const action = open ? listKey(event) : null;
    const chosen = options[index];
    if (!action || !token || !chosen) return false;
    event.preventDefault();
    const count = options.length;
    if (action === 'next') move((index + 1) % count);
    else if (action === 'previous') move((index - 1 + count) % count);
    else if (action === 'pick') pick(chosen);
    else setDismissed(token.start);
    return true;
  };

  const optionId = (at: number) => `${id}-option-${at}`;
  const list: MentionListState | null = open
    ? { id, options, active: index, optionId, onPick: pick, onHover: move }
    : null;
  return {
    list,
    onKeyDown,
    /** Follows the caret: call on every change and selection of the box. */
    track: (field: { selectionStart: number | null }) => setCaret(field.selectionStart),
    close: () => setCaret(null),
    /** The box's side of the list (it stays a text box; the list is its popup). */
    ariaProps: {
      'aria-autocomplete': 'list' as const,
      'aria-haspopup': 'listbox' as const,
      'aria-controls': list ? id : undefined,
      'aria-activedescendant': list ? optionId(index) : undefined,
    },
  };
}
