import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import type { LiveState, LiveStore } from '../live-records';

const SIGNED_OUT = { owner: null, status: 'loading', items: [], error: null } as const;

/** Keeps `store` live for the signed-in user while the component is shown, and reads it. */
export function useLiveStore<T>(store: LiveStore<T>): LiveState<T> {
  const me = useCurrentUser()?.id ?? null;
  useEffect(() => (me ? store.retain(me) : undefined), [store, me]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return state.owner === me && me ? state : SIGNED_OUT;
}
