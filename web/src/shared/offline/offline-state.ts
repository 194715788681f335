import { useSyncExternalStore } from 'react';
import { isServerUnreachable, subscribeServerReach } from './connectivity';

/** Offline, as far as the app can tell: the browser says so, or the server did not answer. */
export function isOffline(): boolean {
  return isServerUnreachable() || !navigator.onLine;
}

function subscribe(listener: () => void): () => void {
  const stop = subscribeServerReach(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    stop();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** `isOffline()`, re-rendering when it changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
