import type { FriendEntry } from '../friendships-store';
import type { PresenceEntry } from '../presence-store';
import { useFriendships } from './use-friendships';
import { usePresences } from './use-presence';

/** Whether a presence counts as around: online, idle or busy, not offline or unknown. */
export function isAround(presence: PresenceEntry | undefined): boolean {
  return Boolean(presence && presence.state !== 'offline');
}

/** The friends, those around right now, and everyone's presence, live. */
export function useOnlineFriends(): {
  friends: FriendEntry[];
  online: FriendEntry[];
  presences: ReadonlyMap<string, PresenceEntry>;
} {
  const { friends } = useFriendships();
  const presences = usePresences(friends.map((entry) => entry.person.id));
  const online = friends.filter((entry) => isAround(presences.get(entry.person.id)));
  return { friends, online, presences };
}
