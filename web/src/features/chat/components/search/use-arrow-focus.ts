import type { KeyboardEvent } from 'react';
import { useId } from 'react';

/** Marks an item the arrow keys move between (spread it on the item's focusable element). */
export const NAV_ITEM = { 'data-nav-item': '' };

const ITEMS = '[data-nav-item]';

/** A list the arrow keys move through: props for its element, and the way in from a search box. */
export interface ArrowFocus {
  listProps: { id: string; onKeyDown(event: KeyboardEvent<HTMLElement>): void };
  focusFirst(): void;
}

function itemsOf(list: HTMLElement | null): HTMLElement[] {
  return [...(list?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
}

/**
 * Up and Down move the focus through a list's items (those marked with `NAV_ITEM`), as in a menu,
 * on top of Tab; Up from the first item calls `onLeaveTop` (back to the search box).
 */
export function useArrowFocus(onLeaveTop?: () => void): ArrowFocus {
  const id = useId();
  return {
    listProps: {
      id,
      onKeyDown(event) {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        const items = itemsOf(event.currentTarget);
        const at = items.findIndex((item) => item === document.activeElement);
        if (at === -1) return;
        event.preventDefault();
        const next = items[event.key === 'ArrowDown' ? at + 1 : at - 1];
        if (next) next.focus();
        else if (event.key === 'ArrowUp') onLeaveTop?.();
      },
    },
    focusFirst() {
      itemsOf(document.getElementById(id))[0]?.focus();
    },
  };
}
