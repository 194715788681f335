import type { Relationship } from '@hearth/shared';
import type { Queryable } from '../../storage/db.js';

/** Where the caller stands with one person, and the pair's friendship record if any. */
export interface Standing {
  relationship: Relationship;
  /** `''` when the pair has no friendship or request. */
  friendshipId: string;
}

/** How a person the caller has nothing to do with stands. */
export const NO_STANDING: Standing = { relationship: 'none', friendshipId: '' };

type FriendshipRow = { id: string; requester: string; addressee: string; status: string };

/**
 * Where `caller` stands with each of `ids`, in two queries whatever their number (a search
 * page, a card). A block by the caller wins over a friendship, which a block ends anyway;
 * people who block the caller never get this far (the routes leave them out or answer 404).
 */
export async function standingsOf(
  q: Queryable,
  caller: string,
  ids: readonly string[],
): Promise<Map<string, Standing>> {
  const standings = new Map<string, Standing>();
  if (ids.length === 0) return standings;
  const list = ids.map(() => '?').join(', ');
  const [friendships, blocked] = await Promise.all([
    q.all<FriendshipRow>(
      `SELECT id, requester, addressee, status FROM friendships
        WHERE (requester = ? AND addressee IN (${list})) OR (addressee = ? AND requester IN (${list}))`,
      [caller, ...ids, caller, ...ids],
    ),
    q.all<{ blocked: string }>(
      `SELECT blocked FROM blocks WHERE blocker = ? AND blocked IN (${list})`,
      [caller, ...ids],
    ),
  ]);
  const blockedIds = new Set(blocked.map((row) => row.blocked));
  const byOther = new Map(
    friendships.map((row) => [row.requester === caller ? row.addressee : row.requester, row]),
  );
  for (const id of ids) {
    const friendship = id === caller ? undefined : byOther.get(id);
    standings.set(id, {
      relationship: relationshipWith(caller, id, friendship, blockedIds.has(id)),
      friendshipId: friendship?.id ?? '',
    });
  }
  return standings;
}

function relationshipWith(
  caller: string,
  id: string,
  friendship: FriendshipRow | undefined,
  blockedByCaller: boolean,
): Relationship {
  if (id === caller) return 'self';
  if (blockedByCaller) return 'blocked';
  if (!friendship) return 'none';
  if (friendship.status === 'accepted') return 'friends';
  return friendship.requester === caller ? 'outgoing' : 'incoming';
}
