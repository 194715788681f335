import { STORAGE_KEYS } from '@hearth/shared';
import { localStore } from '@/shared/lib/local-store';

/** What the one-time reload needs from the browser; replaceable in tests. */
export interface ChunkReloadEnv {
  getFlag: () => string | null;
  setFlag: () => void;
  reload: () => void;
  logError: (...args: unknown[]) => void;
}

let navigationTarget: () => string | null = () => null;

/**
 * Tells the reload where a client-side navigation was heading, so the page reloads at the
 * destination the user chose rather than on the page they were leaving.
 */
export function trackNavigationTarget(target: () => string | null): void {
  navigationTarget = target;
}

const browserEnv: ChunkReloadEnv = {
  getFlag: () => localStore.get(STORAGE_KEYS.dynamicReload),
  setFlag: () => localStore.set(STORAGE_KEYS.dynamicReload, '1'),
  reload: () => {
    const target = navigationTarget();
    if (target) window.location.assign(target);
    else window.location.reload();
  },
  // eslint-disable-next-line no-console -- spec section 8: the second failure is only logged.
  logError: (...args) => console.error(...args),
};

/**
 * Spec section 2: a lazily loaded module that fails to load (usually a deploy replaced its hashed
 * file) reloads the page once, remembered by a flag in local storage; with the flag already set
 * the error is only logged, and the route's error page offers a retry.
 */
export function lazyRoute<T>(load: () => Promise<T>, env: ChunkReloadEnv = browserEnv) {
  return async (): Promise<T> => {
    try {
      return await load();
    } catch (error) {
      if (env.getFlag() === null) {
        env.setFlag();
        env.reload();
        return new Promise<T>(() => {}); // note: never settles; the page is reloading.
      }
      env.logError('Failed to load a page module:', error);
      throw error;
    }
  };
}

/** Forgets the reload once a navigation has completed, so a later deploy may reload again. */
export function clearChunkReloadFlag(): void {
  localStore.remove(STORAGE_KEYS.dynamicReload);
}
