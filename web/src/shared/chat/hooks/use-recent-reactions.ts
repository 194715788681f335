import { useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { recentReactions } from '../recent-reactions';

const NONE: readonly string[] = [];

/** The signed-in user's recent reactions, newest first. */
export function useRecentReactions(): readonly string[] {
  const me = useCurrentUser()?.id ?? '';
  const read = () => (me ? recentReactions.get(me) : NONE);
  return useSyncExternalStore(recentReactions.subscribe, read, read);
}
