import { describe, expect, it } from 'vitest';
import type { ReactionRecord } from './chat-records';
import { groupReactions } from './reaction-groups';

const reaction = (id: string, user: string, emoji: string, second: number): ReactionRecord => ({
  id,
  collectionId: 'r',
  collectionName: 'reactions',
  message: 'm1',
  user,
  emoji,
  created: `2024-05-01 10:00:${String(second).padStart(2, '0')}.000Z`,
  updated: '',
});

describe('groupReactions', () => {
  it('groups by emoji in the order each was first used, with who and the user’s own', () => {
    const mine = reaction('3', 'me', '👍', 3);
    const groups = groupReactions(
      [reaction('2', 'bob', '❤️', 2), mine, reaction('1', 'ann', '👍', 1)],
      'me',
    );
    expect(groups).toEqual([
      { emoji: '👍', users: ['ann', 'me'], mine },
      { emoji: '❤️', users: ['bob'], mine: null },
    ]);
  });
});
