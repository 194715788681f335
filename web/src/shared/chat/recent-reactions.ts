import { localStore } from '../lib/local-store';
import { CHAT_STORAGE_KEYS } from './chat-storage-keys';

/** The quick reactions of someone who has not reacted yet. */
export const DEFAULT_REACTIONS: readonly string[] = ['👍', '❤️', '😂', '😮', '😢', '🙏'];
/** How many reactions the quick row offers. */
export const QUICK_REACTIONS = 6;
/** How many recent reactions are kept (the picker's "recent" shows them all). */
const KEPT = 24;

const cache = new Map<string, readonly string[]>();
const listeners = new Set<() => void>();

/** `emoji` first, then the earlier ones without it, at most KEPT. */
export function withRecent(recent: readonly string[], emoji: string): string[] {
  return [emoji, ...recent.filter((each) => each !== emoji)].slice(0, KEPT);
}

/** The quick row: the recent reactions, newest first, topped up with the defaults. */
export function quickReactions(recent: readonly string[]): string[] {
  return [...new Set([...recent, ...DEFAULT_REACTIONS])].slice(0, QUICK_REACTIONS);
}

function parse(text: string | null): readonly string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((each) => typeof each === 'string') : [];
  } catch {
    return []; // note: a damaged entry only costs the list of recent reactions.
  }
}

/** The signed-in user's recent reactions, newest first, kept in this browser. */
export const recentReactions = {
  /** A stable array between changes. */
  get(user: string): readonly string[] {
    let recent = cache.get(user);
    if (!recent) {
      recent = parse(localStore.get(CHAT_STORAGE_KEYS.recentReactions(user)));
      cache.set(user, recent);
    }
    return recent;
  },
  remember(user: string, emoji: string): void {
    const recent = withRecent(recentReactions.get(user), emoji);
    cache.set(user, recent);
    localStore.set(CHAT_STORAGE_KEYS.recentReactions(user), JSON.stringify(recent));
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
