import type { Relationship } from '@hearth/shared';
import type { BlockRecord, FriendshipRecord } from './social-records';

/** How the signed-in user stands with someone, and the records that say so. */
export interface RelationshipState {
  relationship: Relationship;
  /** The pair's friendship or request; `''` when there is none. */
  friendshipId: string;
  /** The signed-in user's block of them; `''` when there is none. */
  blockId: string;
}

/** Works out the relationship with `personId` from the live friendships and blocks. */
export function relationshipWith(
  personId: string,
  me: string,
  friendships: readonly FriendshipRecord[],
  blocks: readonly BlockRecord[],
): RelationshipState {
  if (personId === me) return { relationship: 'self', friendshipId: '', blockId: '' };
  const block = blocks.find((record) => record.blocker === me && record.blocked === personId);
  if (block) return { relationship: 'blocked', friendshipId: '', blockId: block.id };
  const friendship = friendships.find(
    (record) =>
      (record.requester === me && record.addressee === personId) ||
      (record.addressee === me && record.requester === personId),
  );
  if (!friendship) return { relationship: 'none', friendshipId: '', blockId: '' };
  const relationship =
    friendship.status === 'accepted'
      ? 'friends'
      : friendship.requester === me
        ? 'outgoing'
        : 'incoming';
  return { relationship, friendshipId: friendship.id, blockId: '' };
}
