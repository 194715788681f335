import { PEOPLE_LIST_LIMIT, type FriendSuggestion } from '@hearth/shared';
import type { Queryable } from '../../storage/db.js';
import { cardColumns, toPersonCard } from './person-card.js';
import { notSuspended, suspensionCutoff } from './not-suspended.js';
import { NO_STANDING } from './relationships.js';

/**
 * People `caller` may know: friends of their friends, most mutual friends first (then by
 * nickname), leaving out the caller, their friends, requests either way, blocks either way and
 * the people they dismissed (`friend_suggestion_dismissals`) and anyone suspended. Whoever is left has no friendship,
 * request or block with the caller, so each stands at `none`.
 *
 * One statement over the friendship indexes: the caller's friends, then each friend's friends
 * by requester and by addressee, counted per candidate.
 */
export async function friendSuggestions(
  q: Queryable,
  caller: string,
  collectionId: string,
  now: Date,
): Promise<FriendSuggestion[]> {
  const d = q.dialect;
  const user = d.quoteIdent('user');
  const rows = await q.all(
    `WITH mine(friend) AS (
        SELECT addressee FROM friendships WHERE requester = ? AND status = 'accepted'
        UNION SELECT requester FROM friendships WHERE addressee = ? AND status = 'accepted'
      ), reach(candidate, via) AS (
        SELECT f.addressee, m.friend FROM mine AS m
          JOIN friendships AS f ON f.requester = m.friend AND f.status = 'accepted'
        UNION SELECT f.requester, m.friend FROM mine AS m
          JOIN friendships AS f ON f.addressee = m.friend AND f.status = 'accepted'
      )
      SELECT ${cardColumns(d, 'u')}, COUNT(DISTINCT r.via) AS mutual_count
        FROM reach AS r JOIN users AS u ON u.id = r.candidate
       WHERE r.candidate <> ?
         AND NOT EXISTS (SELECT 1 FROM friendships AS x
              WHERE (x.requester = ? AND x.addressee = r.candidate)
                 OR (x.addressee = ? AND x.requester = r.candidate))
         AND NOT EXISTS (SELECT 1 FROM blocks AS b
              WHERE (b.blocker = ? AND b.blocked = r.candidate)
                 OR (b.blocked = ? AND b.blocker = r.candidate))
         AND NOT EXISTS (SELECT 1 FROM friend_suggestion_dismissals AS s
              WHERE s.${user} = ? AND s.dismissed = r.candidate)
         AND ${notSuspended(d, 'u')}
       GROUP BY u.id
       ORDER BY mutual_count DESC, LOWER(u.nickname), u.id
       LIMIT ?`,
    // note: in the order of the placeholders above.
    [...Array<string>(8).fill(caller), suspensionCutoff(now), PEOPLE_LIST_LIMIT],
  );
  return rows.map((row) => ({
    ...toPersonCard(row, collectionId, NO_STANDING, now),
    mutualCount: Number(row['mutual_count']),
  }));
}
