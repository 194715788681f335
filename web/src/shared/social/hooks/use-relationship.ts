import type { Relationship } from '@hearth/shared';
import { useMemo } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { blocksStore, friendshipsStore } from '../friendships-store';
import type { RelationshipState } from '../relationship';
import { relationshipWith } from '../relationship';
import { useLiveStore } from './use-live-store';

/**
 * How the signed-in user stands with `personId`, live from the friendships and blocks; until
 * those have loaded, what the server said (`fallback`, e.g. from a person's card).
 */
export function useRelationship(
  personId: string,
  fallback?: { relationship: Relationship; friendshipId: string },
): RelationshipState | null {
  const me = useCurrentUser()?.id ?? '';
  const friendships = useLiveStore(friendshipsStore);
  const blocks = useLiveStore(blocksStore);
  const ready = friendships.status === 'ready' && blocks.status === 'ready';
  return useMemo(() => {
    if (ready) return relationshipWith(personId, me, friendships.items, blocks.items);
    return fallback ? { ...fallback, blockId: '' } : null;
  }, [ready, personId, me, friendships.items, blocks.items, fallback]);
}
