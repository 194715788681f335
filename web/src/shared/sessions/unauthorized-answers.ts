type Listener = (url: string) => void;

const listeners = new Set<Listener>();

/** Called by `pb.ts` for every 401 the server answers, with the request's URL. */
export function reportUnauthorized(url: string): void {
  for (const listener of listeners) listener(url);
}

/** Tells `listener` about every 401 answer from now on; returns the stop. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
