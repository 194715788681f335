import type { Presence } from '@hearth/shared';
import { PRESENCE_STATES } from '@hearth/shared';
import { onRealtimeConnect } from './realtime-connection';
import { fetchPresenceSnapshot, listenToPresence } from './social-api';

/** A person's presence; `null` when the signed-in user may not see it. */
export type PresenceEntry = Presence | null;

/** The most ids one snapshot request may carry (docs/social-data-model.md). */
export const SNAPSHOT_BATCH = 200;

const STATES: ReadonlySet<string> = new Set(PRESENCE_STATES);

/** Tells a `Presence` from anything else the topic might carry. */
export function isPresence(value: unknown): value is Presence {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'user' in value &&
    typeof value.user === 'string' &&
    'state' in value &&
    typeof value.state === 'string' &&
    STATES.has(value.state) &&
    'lastSeen' in value &&
    typeof value.lastSeen === 'string'
  );
}

let owner: string | null = null;
let entries: ReadonlyMap<string, PresenceEntry> = new Map();
const watchers = new Map<string, number>();
const queued = new Set<string>();
const listeners = new Set<() => void>();
let stopTopic: (() => void) | null = null;

function update(change: (next: Map<string, PresenceEntry>) => void): void {
  const next = new Map(entries);
  change(next);
  entries = next;
  for (const listener of listeners) listener();
}

function fetchQueued(): void {
  const ids = [...queued];
  queued.clear();
  const current = owner;
  for (let start = 0; start < ids.length; start += SNAPSHOT_BATCH) {
    const batch = ids.slice(start, start + SNAPSHOT_BATCH);
    fetchPresenceSnapshot(batch).then(
      (items) => {
        if (owner !== current) return;
        const visible = new Map(items.filter(isPresence).map((item) => [item.user, item]));
        update((next) => {
          for (const id of batch) if (watchers.has(id)) next.set(id, visible.get(id) ?? null);
        });
      },
      () => undefined, // note: unknown stays unknown; a reconnection asks again.
    );
  }
}

function queue(ids: Iterable<string>): void {
  const wasEmpty = queued.size === 0;
  for (const id of ids) queued.add(id);
  // One request for everything watched in the same task (a whole list mounting at once).
  if (wasEmpty && queued.size > 0) queueMicrotask(fetchQueued);
}

function openTopic(): () => void {
  let alive = true;
  const stopListening = listenToPresence((data) => {
    if (alive && isPresence(data) && watchers.has(data.user)) {
      update((next) => next.set(data.user, data));
    }
  }).catch(() => null);
  const stopRefetching = onRealtimeConnect((reconnected) => {
    if (reconnected) queue(watchers.keys());
  });
  return () => {
    alive = false;
    stopRefetching();
    void stopListening.then((stop) => stop?.()).catch(() => undefined);
  };
}

function release(ids: readonly string[]): void {
  for (const id of ids) {
    const count = (watchers.get(id) ?? 1) - 1;
    if (count > 0) watchers.set(id, count);
    else watchers.delete(id);
  }
  // A remount watches again before this runs; anything still unwatched is forgotten.
  queueMicrotask(() => {
    const gone = ids.filter((id) => !watchers.has(id) && entries.has(id));
    if (gone.length > 0) update((next) => gone.forEach((id) => next.delete(id)));
    if (watchers.size === 0 && stopTopic) {
      stopTopic();
      stopTopic = null;
    }
  });
}

/**
 * The presence of the people on screen, for the signed-in user `me`: one snapshot request for
 * the ids first watched together, then live changes from the `hearth/presence` topic (one
 * subscription for the whole app). Returns the release.
 */
export function watchPresence(me: string, ids: readonly string[]): () => void {
  if (owner !== me) {
    owner = me;
    entries = new Map();
  }
  const fresh = ids.filter((id) => !watchers.has(id) && !entries.has(id));
  for (const id of ids) watchers.set(id, (watchers.get(id) ?? 0) + 1);
  stopTopic ??= openTopic();
  queue(fresh);
  let released = false;
  return () => {
    if (!released) release(ids);
    released = true;
  };
}

/** Every known presence, by user id (a new map on every change). */
export function presenceSnapshot(): ReadonlyMap<string, PresenceEntry> {
  return entries;
}

export function subscribePresence(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
