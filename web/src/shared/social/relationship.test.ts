import { describe, expect, it } from 'vitest';
import { relationshipWith } from './relationship';
import type { BlockRecord, FriendshipRecord } from './social-records';

const friendship = (
  id: string,
  requester: string,
  addressee: string,
  status: FriendshipRecord['status'],
): FriendshipRecord => ({ id, requester, addressee, status, created: '', updated: '' });
const block = (id: string, blocker: string, blocked: string): BlockRecord => ({
  id,
  blocker,
  blocked,
  created: '',
});

describe('relationshipWith', () => {
  const friendships = [
    friendship('f1', 'me', 'ann', 'accepted'),
    friendship('f2', 'me', 'bob', 'pending'),
    friendship('f3', 'cat', 'me', 'pending'),
    friendship('f4', 'dan', 'eve', 'accepted'),
  ];
  const blocks = [block('b1', 'me', 'fox'), block('b2', 'gil', 'me')];

  it.each([
    ['me', 'self', '', ''],
    ['ann', 'friends', 'f1', ''],
    ['bob', 'outgoing', 'f2', ''],
    ['cat', 'incoming', 'f3', ''],
    ['dan', 'none', '', ''],
    ['fox', 'blocked', '', 'b1'],
    ['gil', 'none', '', ''],
  ])('%s is %s', (person, relationship, friendshipId, blockId) => {
    expect(relationshipWith(person, 'me', friendships, blocks)).toEqual({
      relationship,
      friendshipId,
      blockId,
    });
  });
});
