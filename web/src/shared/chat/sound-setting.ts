import { localStore } from '../lib/local-store';
import { CHAT_STORAGE_KEYS } from './chat-storage-keys';

const listeners = new Set<() => void>();

/** Whether new messages play a sound (on unless the user turned it off). */
export function isSoundOn(): boolean {
  return localStore.get(CHAT_STORAGE_KEYS.sound) !== 'off';
}

/** Turns the message sound on or off, for this browser. */
export function setSoundOn(on: boolean): void {
  localStore.set(CHAT_STORAGE_KEYS.sound, on ? 'on' : 'off');
  for (const listener of listeners) listener();
}

/** Tells `listener` when the setting changes, in this tab or another. */
export function subscribeToSound(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CHAT_STORAGE_KEYS.sound) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
