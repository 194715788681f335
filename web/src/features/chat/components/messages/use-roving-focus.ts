import { useCallback, useRef, useState } from 'react';
import type { MessageRow } from '@/features/chat/lib/message-rows';
import type { FocusMove } from './list-context';

/** Rows a keyboard user can focus: the messages (not separators or system lines). */
function focusableIndices(rows: readonly MessageRow[]): number[] {
  return rows.flatMap((row, index) =>
    row.kind === 'message' && row.message.record?.kind !== 'system' ? [index] : [],
  );
}

function targetOf(indices: readonly number[], from: number, move: FocusMove): number | undefined {
  switch (move) {
    case 'previous':
      return indices[from - 1];
    case 'next':
      return indices[from + 1];
    case 'first':
      return indices[0];
    case 'last':
      return indices.at(-1);
  }
}

/** Frames to keep trying to focus a message that cannot take the focus yet. */
const FOCUS_TRIES = 30;

/**
 * Focuses `element`, trying again on the next frames while it cannot take the focus yet (the
 * virtual list keeps itself hidden until it has scrolled into place), unless the focus has
 * meanwhile gone somewhere else.
 */
function focusSoon(element: HTMLElement, from = document.activeElement, tries = FOCUS_TRIES): void {
  element.focus({ preventScroll: true });
  if (document.activeElement === element || tries <= 0 || !element.isConnected) return;
  requestAnimationFrame(() => {
    if (document.activeElement === from) focusSoon(element, from, tries - 1);
  });
}

/**
 * Roving focus over the messages (one Tab stop for the whole list, as in a feed): the message
 * last focused, else the newest one rendered, takes Tab; the arrow keys, Home and End move
 * between messages, scrolling each into view. A message not rendered yet takes the focus as
 * soon as it renders.
 */
export function useRovingFocus(
  rows: readonly MessageRow[],
  scrollToIndex: (index: number) => void,
) {
  const [active, setActive] = useState<string | null>(null);
  const [range, setRange] = useState<{ start: number; end: number } | null>(null);
  const items = useRef(new Map<string, HTMLElement>());
  const pending = useRef<string | null>(null);
  const indices = focusableIndices(rows);
  const within = (index: number) => !range || (index >= range.start && index <= range.end);
  const activeIndex = active === null ? -1 : rows.findIndex((row) => row.key === active);
  const fallback = indices.findLast(within);
  const tabStop =
    activeIndex >= 0 && within(activeIndex)
      ? active
      : fallback === undefined
        ? null
        : (rows[fallback]?.key ?? null);

  const focusKey = useCallback((key: string) => {
    const element = items.current.get(key);
    if (element) focusSoon(element);
    else pending.current = key;
  }, []);
  const registerItem = useCallback((key: string, element: HTMLElement | null) => {
    if (!element) {
      items.current.delete(key);
      return;
    }
    items.current.set(key, element);
    if (pending.current !== key) return;
    pending.current = null;
    focusSoon(element);
  }, []);
  const moveFocus = (fromKey: string, move: FocusMove) => {
    const from = indices.findIndex((index) => rows[index]?.key === fromKey);
    const target = targetOf(indices, from, move);
    const key = target === undefined ? undefined : rows[target]?.key;
    if (target === undefined || key === undefined) return;
    setActive(key);
    scrollToIndex(target);
    focusKey(key);
  };
  return { tabStop, registerItem, moveFocus, focused: setActive, focusKey, setRange };
}
