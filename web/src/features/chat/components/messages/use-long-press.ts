import type { MouseEvent, PointerEvent } from 'react';
import { useEffect, useRef } from 'react';

/** How long a finger rests on a message before its menu opens. */
export const LONG_PRESS_MS = 500;
/** How far a finger may drift and still be pressing (farther, it is scrolling). */
const MOVE_TOLERANCE_PX = 10;

/**
 * Calls `onLongPress` with the pressed element when a finger or pen rests on it for
 * LONG_PRESS_MS without moving. The click that ends a long press is swallowed, so it does not
 * also open an image or a link under the finger. Mouse presses are left alone.
 */
export function useLongPress(onLongPress: (element: HTMLElement) => void) {
  const callback = useRef(onLongPress);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);
  const cancel = () => {
    clearTimeout(timer.current);
    start.current = null;
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    cancel,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.pointerType === 'mouse') return;
        cancel();
        fired.current = false;
        start.current = { x: event.clientX, y: event.clientY };
        const element = event.currentTarget;
        timer.current = setTimeout(() => {
          start.current = null;
          fired.current = true;
          callback.current(element);
        }, LONG_PRESS_MS);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const from = start.current;
        if (!from) return;
        const moved = Math.hypot(event.clientX - from.x, event.clientY - from.y);
        if (moved > MOVE_TOLERANCE_PX) cancel();
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      onClickCapture(event: MouseEvent<HTMLElement>) {
        if (!fired.current) return;
        fired.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
