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
  if (!text) writeDraftMentions(me, chat, []);
  for (const listener of listeners) listener();
}

/** Whom `me` picked to mention while writing the unsent text of `chat` (user ids). */
export function readDraftMentions(me: string, chat: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(localStore.get(CHAT_STORAGE_KEYS.draftMentions(me, chat)) ?? '[]');
  } catch {
    return []; // a damaged entry only loses the mentions; the text stays.
  }
  return Array.isArray(data) ? data.filter((id): id is string => typeof id === 'string') : [];
}

/** Keeps whom the unsent text mentions with it, so a mention outlives navigation and reloads. */
export function writeDraftMentions(me: string, chat: string, users: readonly string[]): void {
  const key = CHAT_STORAGE_KEYS.draftMentions(me, chat);
  if (users.length > 0) localStore.set(key, JSON.stringify(users));
  else localStore.remove(key);
}

/** Tells `listener` when a draft changes (in this tab). */
export function subscribeToDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
