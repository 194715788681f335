import { loadPb } from '../lib/load-pb';

/** Told on every realtime (re)connection; `reconnected` is false for the first one. */
export type ConnectListener = (reconnected: boolean) => void;

const listeners = new Set<ConnectListener>();
let connections = 0;
let unsubscribe: Promise<(() => Promise<void>) | null> | null = null;

function listen(): Promise<(() => Promise<void>) | null> {
  return loadPb()
    .then(async ({ pb }) => {
      // The SDK calls PB_CONNECT listeners on each connection, once the subscriptions are sent.
      const stop = await pb.realtime.subscribe('PB_CONNECT', () => {
        connections += 1;
        for (const listener of listeners) listener(connections > 1);
      });
      // Already connected for someone else's subscription: the next connection is a reconnection.
      if (connections === 0 && pb.realtime.isConnected) connections = 1;
      return stop;
    })
    .catch(() => null);
}

/**
 * Calls `listener` whenever the realtime connection is (re)established: a new connection has a new
 * client id, and events sent while it was down were lost, so live data reloads on reconnection.
 */
export function onRealtimeConnect(listener: ConnectListener): () => void {
  listeners.add(listener);
  unsubscribe ??= listen();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !unsubscribe) return;
    const pending = unsubscribe;
    unsubscribe = null;
    connections = 0;
    void pending.then((stop) => stop?.()).catch(() => undefined);
  };
}
