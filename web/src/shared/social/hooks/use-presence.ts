import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import type { PresenceEntry } from '../presence-store';
import { presenceSnapshot, subscribePresence, watchPresence } from '../presence-store';

/**
 * The presence of `ids` (the people on screen), live: `undefined` while unknown, `null` when
 * the signed-in user may not see it.
 */
export function usePresences(ids: readonly string[]): ReadonlyMap<string, PresenceEntry> {
  const me = useCurrentUser()?.id ?? null;
  const key = ids.join(',');
  useEffect(() => {
    if (!me || !key) return undefined;
    return watchPresence(me, key.split(','));
  }, [me, key]);
  return useSyncExternalStore(subscribePresence, presenceSnapshot, presenceSnapshot);
}

/** The presence of one person, live. */
export function usePresence(id: string): PresenceEntry | undefined {
  return usePresences([id]).get(id);
}
