import { useEffect } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { startActivityReporting } from '../activity-reporter';
import { blocksStore, friendshipsStore } from '../friendships-store';
import { startRequestNotifications } from '../request-notifications';
import { useFriendships } from './use-friendships';
import { usePresences } from './use-presence';

/**
 * Keeps the signed-in user's social data live while the app shell is shown: friendships and
 * blocks (one realtime subscription each, shared by every component), their friends' presence,
 * this tab's idleness for the server, and notifications when a request arrives or is accepted.
 */
export function useSocialLive(): void {
  const me = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (!me) return undefined;
    const releases = [
      friendshipsStore.retain(me),
      blocksStore.retain(me),
      startRequestNotifications(me),
      startActivityReporting(),
    ];
    return () => releases.forEach((release) => release());
  }, [me]);
  usePresences(useFriendships().friends.map((entry) => entry.person.id));
}
