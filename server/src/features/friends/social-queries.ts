import type { Queryable } from '../../storage/db.js';

/**
 * The social graph's reads, in SQL over the collections' tables. Server code reads them with
 * full rights; what it answers a user is filtered by the caller (privacy, blocks).
 */

const ACCEPTED = `status = 'accepted'`;

/** The key of a pair of users, the same whoever asked: the two ids in order. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}_${b}` : `${b}_${a}`;
}

/** The ids of a user's friends (accepted friendships). */
export async function friendIdsOf(q: Queryable, userId: string): Promise<string[]> {
  const rows = await q.all<{ friend: string }>(
    `SELECT CASE WHEN requester = ? THEN addressee ELSE requester END AS friend
       FROM friendships WHERE (requester = ? OR addressee = ?) AND ${ACCEPTED}`,
    [userId, userId, userId],
  );
  return rows.map((row) => row.friend);
}

/** The friendship or request between two users, if any. */
export async function friendshipBetween(
  q: Queryable,
  a: string,
  b: string,
): Promise<{ id: string; requester: string; addressee: string; status: string } | undefined> {
  return q.get(`SELECT id, requester, addressee, status FROM friendships WHERE pair = ?`, [
    pairKey(a, b),
  ]);
}

/** Tells whether either user blocks the other. */
export async function isBlockedEitherWay(q: Queryable, a: string, b: string): Promise<boolean> {
  const row = await q.get(
    `SELECT 1 AS found FROM blocks
      WHERE (blocker = ? AND blocked = ?) OR (blocker = ? AND blocked = ?) LIMIT 1`,
    [a, b, b, a],
  );
  return row !== undefined;
}

/** The friends two users have in common. */
export async function mutualFriendIds(q: Queryable, a: string, b: string): Promise<string[]> {
  const [ofA, ofB] = await Promise.all([friendIdsOf(q, a), friendIdsOf(q, b)]);
  const set = new Set(ofB);
  return ofA.filter((id) => set.has(id));
}
