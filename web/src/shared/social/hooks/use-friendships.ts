import { useMemo } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import type { FriendEntry } from '../friendships-store';
import { friendEntries, friendshipsStore } from '../friendships-store';
import { useLiveStore } from './use-live-store';

/** The signed-in user's friendships and requests, sorted for showing, live. */
export interface Friendships {
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  /** Accepted friendships, by nickname. */
  friends: FriendEntry[];
  /** Requests others sent, newest first. */
  incoming: FriendEntry[];
  /** Requests the signed-in user sent, newest first. */
  outgoing: FriendEntry[];
  reload: () => void;
}

const newestFirst = (a: FriendEntry, b: FriendEntry) => b.created.localeCompare(a.created);

/** Reads the shared friendships list (loaded once, kept current over realtime). */
export function useFriendships(): Friendships {
  const me = useCurrentUser()?.id ?? '';
  const state = useLiveStore(friendshipsStore);
  return useMemo(() => {
    const entries = friendEntries(state.items, me);
    const pending = entries.filter((entry) => entry.status === 'pending').sort(newestFirst);
    return {
      status: state.status,
      error: state.error,
      friends: entries
        .filter((entry) => entry.status === 'accepted')
        .sort((a, b) => a.person.nickname.localeCompare(b.person.nickname)),
      incoming: pending.filter((entry) => entry.direction === 'incoming'),
      outgoing: pending.filter((entry) => entry.direction === 'outgoing'),
      reload: friendshipsStore.reload,
    };
  }, [state, me]);
}

/** How many friend requests wait for the signed-in user's answer, live. */
export function usePendingRequestCount(): number {
  return useFriendships().incoming.length;
}
