import { PEOPLE_LIST_LIMIT, type MutualFriends, type PersonDetails } from '@hearth/shared';
import { notFound } from '../../errors.js';
import type { Queryable } from '../../storage/db.js';
import { cardColumns, toPersonCard, toPersonRef } from './person-card.js';
import { NO_STANDING, standingsOf } from './relationships.js';
import { mutualFriendIds } from './social-queries.js';

/**
 * One person's card for `caller`, with the friends they have in common. Someone who blocks the
 * caller answers 404 exactly as a missing user does, so a block cannot be told from a deleted
 * account. The caller's own card has no mutual friends.
 */
export async function personDetails(
  q: Queryable,
  caller: string,
  id: string,
  collectionId: string,
  now: Date,
): Promise<PersonDetails> {
  const row = await q.get(
    `SELECT ${cardColumns(q.dialect, 'u')} FROM users AS u
      WHERE u.id = ?
        AND NOT EXISTS (SELECT 1 FROM blocks AS b WHERE b.blocker = u.id AND b.blocked = ?)`,
    [id, caller],
  );
  if (!row) throw notFound();
  const standings = await standingsOf(q, caller, [id]);
  const mutualFriends =
    id === caller ? { count: 0, items: [] } : await mutualFriendsOf(q, caller, id, collectionId);
  return {
    ...toPersonCard(row, collectionId, standings.get(id) ?? NO_STANDING, now),
    mutualFriends,
  };
}

/**
 * The friends two users have in common: all of them counted, the first `PEOPLE_LIST_LIMIT` by
 * nickname listed. They are the caller's own friends, whose records the caller sees anyway.
 */
async function mutualFriendsOf(
  q: Queryable,
  caller: string,
  other: string,
  collectionId: string,
): Promise<MutualFriends> {
  const ids = await mutualFriendIds(q, caller, other);
  if (ids.length === 0) return { count: 0, items: [] };
  const rows = await q.all(
    `SELECT id, nickname, avatar FROM users WHERE id IN (${ids.map(() => '?').join(', ')})
      ORDER BY LOWER(nickname), id LIMIT ?`,
    [...ids, PEOPLE_LIST_LIMIT],
  );
  return { count: ids.length, items: rows.map((row) => toPersonRef(row, collectionId)) };
}
