import { localStore } from '../lib/local-store';
import { CHAT_STORAGE_KEYS } from './chat-storage-keys';

const cache = new Map<string, string>();
const listeners = new Set<() => void>();

/** The unsent text of `me` in `chat` ('' when none). */
export function readDraft(me: string, chat: string): string {
  const key = CHAT_STORAGE_KEYS.draft(me, chat);
  let text = cache.get(key);
  if (text === undefined) {
    text = localStore.get(key) ?? '';
    cache.set(key, text);
  }
  return text;
}

/** Keeps the unsent text of `me` in `chat` across navigation and reloads. */
export function writeDraft(me: string, chat: string, text: string): void {
  const key = CHAT_STORAGE_KEYS.draft(me, chat);
  if (cache.get(key) === text) return;
  cache.set(key, text);
  // note: an empty draft is removed, so storage does not collect one entry per chat ever opened.
  if (text) localStore.set(key, text);
  else localStore.remove(key);
  for (const listener of listeners) listener();
}

/** Tells `listener` when a draft changes (in this tab). */
export function subscribeToDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
