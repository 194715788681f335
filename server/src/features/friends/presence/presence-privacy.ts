import type { Queryable } from '../../../storage/db.js';
import { friendIdsOf } from '../social-queries.js';
import { visibilityOf } from './presence-model.js';
import type { PresenceRow } from './presence-store.js';

/** Where a viewer stands with a user, as far as presence cares. */
export interface Standing {
  friends: boolean;
  /** Either blocks the other. */
  blocked: boolean;
}

/**
 * Whether `viewer` may see a user's presence and last seen: always their own; never across a
 * block, whichever way; otherwise as the user's `presenceVisibility` says (empty: friends;
 * `nobody` hides it from friends too).
 */
export function maySee(viewer: string, row: PresenceRow, standing: Standing): boolean {
  if (viewer === row.id) return true;
  if (standing.blocked) return false;
  const visibility = visibilityOf(row.presenceVisibility);
  return visibility === 'everyone' || (visibility === 'friends' && standing.friends);
}

/** The rows whose presence `viewer` may see, in their order: two queries whatever their number. */
export async function seenBy(
  q: Queryable,
  viewer: string,
  rows: readonly PresenceRow[],
): Promise<PresenceRow[]> {
  const others = rows.map((row) => row.id).filter((id) => id !== viewer);
  if (others.length === 0) return [...rows];
  const marks = others.map(() => '?').join(', ');
  const [friendIds, blockRows] = await Promise.all([
    friendIdsOf(q, viewer),
    q.all<{ other: string }>(
      `SELECT CASE WHEN blocker = ? THEN blocked ELSE blocker END AS other FROM blocks
        WHERE (blocker = ? AND blocked IN (${marks})) OR (blocked = ? AND blocker IN (${marks}))`,
      [viewer, viewer, ...others, viewer, ...others],
    ),
  ]);
  const friends = new Set(friendIds);
  const blocked = new Set(blockRows.map((row) => row.other));
  return rows.filter((row) =>
    maySee(viewer, row, { friends: friends.has(row.id), blocked: blocked.has(row.id) }),
  );
}
