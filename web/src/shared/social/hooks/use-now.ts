import { useSyncExternalStore } from 'react';

/** How often relative times ("5 minutes ago") are brought up to date. */
export const NOW_TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: number | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  now = Date.now();
  timer ??= window.setInterval(() => {
    now = Date.now();
    for (const each of listeners) each();
  }, NOW_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      window.clearInterval(timer);
      timer = null;
    }
  };
}

/** The current time, updated every 30 s by one timer for the whole app. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
