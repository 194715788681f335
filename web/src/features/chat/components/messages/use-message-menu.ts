import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { useRef, useState } from 'react';
import type { MenuAnchor } from './menu-anchor';
import { useLongPress } from './use-long-press';

/** Whether a key opens the context menu: the menu key, or Shift+F10 (the keyboard's right click). */
export function isContextMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/** A right click on a link or on selected text keeps the browser's own menu (copy, open…). */
function wantsBrowserMenu(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('a[href]')) return true;
  const selection = window.getSelection();
  return Boolean(
    selection && !selection.isCollapsed && event.currentTarget.contains(selection.anchorNode),
  );
}

/**
 * Where a message's menu is open, and the ways to open it besides its button: a right click, a
 * long press (touch), and the context-menu key or Shift+F10 on the focused message.
 */
export function useMessageMenu(enabled: boolean) {
  const [anchor, setAnchor] = useState<MenuAnchor | null>(null);
  const touch = useRef(false);
  const open = (at: MenuAnchor) => {
    if (enabled) setAnchor(at);
  };
  const longPress = useLongPress((element) => open({ element }));
  const pressHandlers = {
    ...longPress.handlers,
    onPointerDown(event: PointerEvent<HTMLElement>) {
      touch.current = event.pointerType !== 'mouse';
      longPress.handlers.onPointerDown(event);
    },
    onContextMenu(event: MouseEvent<HTMLElement>) {
      if (!enabled) return;
      // Touch browsers that send a context menu for a long press get ours, at the message.
      if (touch.current) {
        event.preventDefault();
        longPress.cancel();
        open({ element: event.currentTarget });
        return;
      }
      if (wantsBrowserMenu(event)) return;
      event.preventDefault();
      const { clientX: x, clientY: y } = event;
      open(x || y ? { x, y } : { element: event.currentTarget });
    },
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || !isContextMenuKey(event)) return false;
    event.preventDefault();
    open({ element: event.currentTarget });
    return true;
  };
  return { anchor, open, close: () => setAnchor(null), pressHandlers, onKeyDown };
}
