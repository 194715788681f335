import type { RefObject } from 'react';
import { useEffect, useState } from 'react';

/** Frames start loading a little before they scroll into view. */
const AHEAD = '200px 0px';
/**
 * Elements let in per animation frame. A screen full of plugin messages comes on screen at once;
 * creating all their frames in one go would be one long task (each frame costs the page a little).
 */
export const REVEALS_PER_FRAME = 3;

const watchers = new Map<Element, () => void>();
const waiting: Array<() => void> = [];
let observer: IntersectionObserver | null = null;
let pumping = false;

function pump(): void {
  for (const reveal of waiting.splice(0, REVEALS_PER_FRAME)) reveal();
  if (waiting.length > 0) requestAnimationFrame(pump);
  else pumping = false;
}

function enqueue(reveal: () => void): void {
  waiting.push(reveal);
  if (pumping) return;
  pumping = true;
  requestAnimationFrame(pump);
}

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) watchers.get(entry.target)?.();
      }
    },
    { rootMargin: AHEAD },
  );
  return observer;
}

/**
 * Whether the element has been on screen (or nearly): false until it first is, then true for
 * good. ONE IntersectionObserver watches every element that asks, and those that come on screen
 * together are let in a few per animation frame. Without an IntersectionObserver (old browsers,
 * tests), everything counts as on screen at once.
 */
export function useOnScreen(element: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    let active = true;
    const stop = () => {
      watchers.delete(target);
      observer?.unobserve(target);
    };
    watchers.set(target, () => {
      stop();
      // note: a row scrolled away (and unmounted) before its turn is skipped when it comes.
      enqueue(() => active && setSeen(true));
    });
    shared().observe(target);
    return () => {
      active = false;
      stop();
    };
  }, [element, seen]);
  return seen;
}
