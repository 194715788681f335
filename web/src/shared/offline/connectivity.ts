/**
 * Whether the last session refresh could not reach the server (docs/offline.md). Kept tiny: the
 * navigation guard, in every first paint, writes it; `offline-state.ts` reads it with the rest.
 */
let unreachable = false;
const listeners = new Set<() => void>();

export function isServerUnreachable(): boolean {
  return unreachable;
}

/** `true`: a request got no answer at all (not a refusal); `false`: the server answered. */
export function setServerUnreachable(value: boolean): void {
  if (value === unreachable) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

export function subscribeServerReach(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
