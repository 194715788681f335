import type { LiveEvent } from '../social/live-records';
import { onRealtimeConnect } from '../social/realtime-connection';
import { liveEvent } from './chat-api';
import type { ReactionRecord } from './chat-records';
import { listenToChats } from './chat-stream';
import { fetchReactions, reactions } from './reactions-api';

/** The reactions on each tracked message of one chat, by message id (a new map on each change). */
export type MessageReactions = ReadonlyMap<string, readonly ReactionRecord[]>;

interface ChatReactions {
  holders: number;
  /** The messages whose reactions are loaded or on their way: events for others are ignored. */
  tracked: Set<string>;
  byMessage: MessageReactions;
}

const EMPTY: MessageReactions = new Map();
const NONE: readonly ReactionRecord[] = [];
const open = new Map<string, ChatReactions>();
/** Reactions taken back: a fetch that was on its way must not bring them back. */
const removed = new Set<string>();
const listeners = new Set<() => void>();
let teardown: (() => void) | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function replace(entry: ChatReactions, changes: ReadonlyMap<string, readonly ReactionRecord[]>) {
  const next = new Map(entry.byMessage);
  for (const [message, records] of changes) next.set(message, records);
  entry.byMessage = next;
  emit();
}

function chatOf(message: string): ChatReactions | undefined {
  return [...open.values()].find((entry) => entry.tracked.has(message));
}

function receive(event: LiveEvent<ReactionRecord>): void {
  const { record } = event;
  const entry = chatOf(record.message);
  if (!entry) return;
  const others = (entry.byMessage.get(record.message) ?? NONE).filter((r) => r.id !== record.id);
  if (event.action === 'delete') removed.add(record.id);
  const kept = event.action === 'delete' || removed.has(record.id) ? others : [...others, record];
  replace(entry, new Map([[record.message, kept]]));
}

/** A deleted message loses its reactions (the server removes them too). */
function dropMessage(message: string): void {
  const entry = chatOf(message);
  if (entry?.byMessage.get(message)?.length) replace(entry, new Map([[message, NONE]]));
}

/**
 * Loads the reactions of `messages`. Reactions that arrived over realtime while the request was
 * on its way are kept; the ones held before it are replaced by the answer.
 */
function load(entry: ChatReactions, messages: readonly string[], first: boolean): void {
  const before = new Set(
    messages.flatMap((id) => entry.byMessage.get(id) ?? NONE).map((r) => r.id),
  );
  fetchReactions(messages).then(
    (found) => {
      const changes = new Map<string, ReactionRecord[]>();
      for (const id of messages) {
        const held = (entry.byMessage.get(id) ?? NONE).filter((r) => !before.has(r.id));
        const fresh = found.filter((r) => r.message === id && !removed.has(r.id));
        const freshIds = new Set(fresh.map((r) => r.id));
        changes.set(id, [...fresh, ...held.filter((r) => !freshIds.has(r.id))]);
      }
      replace(entry, changes);
    },
    () => {
      // note: a later change of the messages on screen asks again for the ones that failed.
      if (first) for (const id of messages) entry.tracked.delete(id);
    },
  );
}

function start(): () => void {
  const stopTopic = reactions()
    .then((api) => api.subscribe('*', (event) => receive(liveEvent(event))))
    .catch(() => null);
  const stream = listenToChats({
    message(event) {
      if (event.record.deleted) dropMessage(event.record.id);
    },
  });
  const stopConnect = onRealtimeConnect((reconnected) => {
    if (!reconnected) return;
    for (const entry of open.values()) load(entry, [...entry.tracked], false);
  });
  return () => {
    stream.stop();
    stopConnect();
    void stopTopic.then((stop) => stop?.()).catch(() => undefined);
  };
}

/**
 * The reactions on the messages of the open conversations, live: loaded for the messages the
 * screen holds (one request per page of them), kept current by one realtime subscription, and
 * loaded again for every held message after a reconnection.
 */
export const reactionStore = {
  retain(chat: string): () => void {
    const entry = open.get(chat) ?? { holders: 0, tracked: new Set(), byMessage: EMPTY };
    open.set(chat, entry);
    entry.holders += 1;
    teardown ??= start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.holders -= 1;
      // A remount (React's strict mode) retains again before this runs.
      queueMicrotask(() => {
        if (entry.holders > 0 || open.get(chat) !== entry) return;
        open.delete(chat);
        if (open.size > 0) return;
        teardown?.();
        teardown = null;
        removed.clear();
      });
    };
  },
  /** Loads the reactions of those of `messages` not loaded yet. */
  track(chat: string, messages: readonly string[]): void {
    const entry = open.get(chat);
    if (!entry) return;
    const missing = messages.filter((id) => !entry.tracked.has(id));
    if (missing.length === 0) return;
    for (const id of missing) entry.tracked.add(id);
    load(entry, missing, true);
  },
  reactionsIn: (chat: string): MessageReactions => open.get(chat)?.byMessage ?? EMPTY,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Applies the answer to a write of this tab, before its realtime echo arrives. */
  apply: receive,
};
