import type { PendingFile } from './chat-view-types';

/**
 * Where an outbox message is: `queued` waits its turn, `sending` is on the wire, `waiting` waits
 * for a retry after a transient failure, `failed` was refused and waits for the user.
 */
export type OutboxState = 'queued' | 'sending' | 'waiting' | 'failed';

/** A message the user sent that the server has not confirmed yet. */
export interface OutboxItem {
  clientId: string;
  chat: string;
  author: string;
  text: string;
  /** Users the text mentions (ids whose `@nickname` is in `text`). */
  mentions: readonly string[];
  replyTo: string;
  files: readonly File[];
  pendingFiles: readonly PendingFile[];
  /** ISO time the user sent it. */
  created: string;
  state: OutboxState;
  /** Transient failures so far (sets the retry delay). */
  attempts: number;
  progress: number | null;
  error: unknown;
}

/**
 * The outbox's rules, as pure functions over its items (kept in the order they were sent):
 * per chat, the first item that has not failed is the head, and only the head goes out, so the
 * server stores a chat's messages in the order they were sent.
 */
export const outbox = {
  add: (items: readonly OutboxItem[], item: OutboxItem): OutboxItem[] => [...items, item],

  /** The items to put on the wire now: each chat's head, if it is queued. */
  ready(items: readonly OutboxItem[]): OutboxItem[] {
    const seen = new Set<string>();
    const ready: OutboxItem[] = [];
    for (const item of items) {
      if (item.state === 'failed' || seen.has(item.chat)) continue;
      seen.add(item.chat);
      if (item.state === 'queued') ready.push(item);
    }
    return ready;
  },

  update(
    items: readonly OutboxItem[],
    clientId: string,
    change: Partial<OutboxItem>,
  ): OutboxItem[] {
    return items.map((item) => (item.clientId === clientId ? { ...item, ...change } : item));
  },

  remove: (items: readonly OutboxItem[], clientId: string): OutboxItem[] =>
    items.filter((item) => item.clientId !== clientId),

  /** A transient failure: the item keeps its place at the head and waits for a retry. */
  postpone(items: readonly OutboxItem[], clientId: string, error: unknown): OutboxItem[] {
    return items.map((item) =>
      item.clientId === clientId
        ? { ...item, state: 'waiting', attempts: item.attempts + 1, progress: null, error }
        : item,
    );
  },

  /** A refusal: the item leaves the queue (the chat's next message may go) and shows failed. */
  fail: (items: readonly OutboxItem[], clientId: string, error: unknown): OutboxItem[] =>
    outbox.update(items, clientId, { state: 'failed', progress: null, error }),

  /** The user retries a failed item: it goes to the end, with the same clientId. */
  retry(items: readonly OutboxItem[], clientId: string): OutboxItem[] {
    const item = items.find((candidate) => candidate.clientId === clientId);
    if (!item || item.state !== 'failed') return [...items];
    const again: OutboxItem = { ...item, state: 'queued', attempts: 0, error: null };
    return [...outbox.remove(items, clientId), again];
  },

  /** The connection came back: everything waiting for a retry goes now. */
  wake: (items: readonly OutboxItem[]): OutboxItem[] =>
    items.map((item) => (item.state === 'waiting' ? { ...item, state: 'queued' } : item)),
};
