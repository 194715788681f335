import { onRealtimeConnect } from './realtime-connection';

/** A change to one record: from the realtime stream, or the answer to a write of this tab. */
export interface LiveEvent<T> {
  action: 'create' | 'update' | 'delete';
  record: T;
}

/** Where a live list comes from: a full load, and the realtime events that follow. */
export interface LiveSource<T> {
  load(): Promise<T[]>;
  listen(onEvent: (event: LiveEvent<T>) => void): Promise<() => Promise<void>>;
}

/** A live list for its owner (the signed-in user it was loaded for). */
export interface LiveState<T> {
  owner: string | null;
  status: 'loading' | 'ready' | 'failed';
  items: readonly T[];
  error: unknown;
}

export interface LiveStore<T> {
  /** Keeps the list loaded and live for `owner` until the returned release is called. */
  retain(owner: string): () => void;
  getState(): LiveState<T>;
  subscribe(listener: () => void): () => void;
  /** Applies the answer to a write this tab made, before its realtime echo arrives. */
  apply(event: LiveEvent<T>): void;
  /** Tells `listener` about changes that arrived over realtime (not this tab's own writes). */
  onEvent(listener: (event: LiveEvent<T>) => void): () => void;
  reload(): void;
}

/** Applies one event: creates and updates replace the record by id, deletes remove it. */
export function applyEvent<T extends { id: string }>(items: readonly T[], event: LiveEvent<T>) {
  const others = items.filter((item) => item.id !== event.record.id);
  if (event.action === 'delete') return others;
  const index = items.findIndex((item) => item.id === event.record.id);
  if (index < 0) return [...items, event.record];
  return items.map((item, at) => (at === index ? event.record : item));
}

const IDLE = { owner: null, status: 'loading', items: [], error: null } as const;

/**
 * One shared, live copy of a list: loaded once, kept current by one realtime subscription, however
 * many components read it. Events that arrive while a load is under way are replayed on top of it,
 * and a reconnection reloads (events sent while the connection was down are lost).
 */
export function createLiveStore<T extends { id: string }>(source: LiveSource<T>): LiveStore<T> {
  let state: LiveState<T> = IDLE;
  let holders = 0;
  let generation = 0;
  let buffer: LiveEvent<T>[] | null = null;
  let teardown: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: LiveEvent<T>) => void>();

  const set = (next: LiveState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const receive = (event: LiveEvent<T>) => {
    if (buffer) buffer.push(event);
    else set({ ...state, items: applyEvent(state.items, event) });
  };

  function load(): void {
    const current = generation;
    buffer = buffer ?? [];
    if (state.status === 'failed') set({ ...state, status: 'loading', error: null });
    source.load().then(
      (items) => {
        if (current !== generation) return;
        const replay = buffer ?? [];
        buffer = null;
        set({ ...state, status: 'ready', items: replay.reduce(applyEvent<T>, items), error: null });
      },
      (error: unknown) => {
        if (current !== generation) return;
        buffer = null;
        set({ ...state, status: 'failed', error });
      },
    );
  }

  function start(owner: string): void {
    const current = ++generation;
    set({ ...IDLE, owner });
    buffer = [];
    const stopListening = source
      .listen((event) => {
        if (current !== generation) return;
        receive(event);
        for (const listener of eventListeners) listener(event);
      })
      .catch(() => null);
    const stopReloading = onRealtimeConnect((reconnected) => {
      if (reconnected && current === generation) load();
    });
    // note: the load goes after the subscription, so nothing between the two is missed.
    void stopListening.then(() => {
      if (current === generation) load();
    });
    teardown = () => {
      stopReloading();
      void stopListening.then((stop) => stop?.()).catch(() => undefined);
    };
  }

  function stop(): void {
    generation += 1;
    buffer = null;
    teardown?.();
    teardown = null;
    set(IDLE);
  }

  return {
    retain(owner) {
      holders += 1;
      if (state.owner !== owner) {
        if (teardown) stop();
        start(owner);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        // A remount (React's strict mode, a layout change) retains again before this runs.
        queueMicrotask(() => holders === 0 && teardown && stop());
      };
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply(event) {
      if (state.owner) receive(event);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    reload() {
      if (state.owner) load();
    },
  };
}
