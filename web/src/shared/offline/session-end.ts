import { clearOfflineData } from './offline-store';

/** The part of the SDK's auth store this needs. */
export interface SignedInStore {
  readonly token: string;
  onChange(callback: () => void): () => void;
}

/**
 * Forgets what was kept on this device to show offline as soon as the session on it ends (signed
 * out here or elsewhere, refused, expired), so the next person on this browser never sees it.
 * Called with the SDK's auth store when the SDK loads, which also clears what a session that
 * ran out before the SDK loaded left behind.
 */
export function forgetOfflineDataWhenSignedOut(store: SignedInStore): void {
  if (!store.token) void clearOfflineData();
  store.onChange(() => {
    if (!store.token) void clearOfflineData();
  });
}
