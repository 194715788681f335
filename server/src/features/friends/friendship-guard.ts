import type { ErrorCode } from '@hearth/shared';
import { ApiError, fieldError, MESSAGES } from '../../errors.js';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import type { Queryable } from '../../storage/db.js';
import { lockName } from '../../storage/row-lock.js';
import {
  friendshipBetween,
  isBlockedEitherWay,
  mutualFriendIds,
  pairKey,
} from './social-queries.js';

/**
 * What the `friendships` rules cannot say, checked inside the request's transaction: not to
 * oneself, not twice for a pair (either way round), not across a block, not against the
 * addressee's privacy. The server sets `pair`, whose unique index turns a request racing
 * another into a 400 as well.
 */
/**
 * Requests and blocks between two users take turns (a lock on the pair), so a request checked
 * while a block is being written sees it once it commits, and a request that committed first
 * is there for the block's after-commit effect to end.
 */
export function lockPair(q: Queryable, a: string, b: string): Promise<void> {
  return lockName(q, `social:${pairKey(a, b)}`);
}

export async function guardFriendshipWrite(event: RecordWriteEvent, q: Queryable): Promise<void> {
  if (event.collection.name !== 'friendships') return;
  const requester = String(event.record['requester'] ?? '');
  const addressee = String(event.record['addressee'] ?? '');
  if (event.action === 'update') {
    // note: the update rule already holds both users; this only keeps `pair` in step.
    event.record['pair'] = pairKey(requester, addressee);
    return;
  }
  const refuse = (code: ErrorCode, message: string): never => {
    throw new ApiError(400, MESSAGES.failedCreate, { addressee: fieldError(code, message) });
  };
  if (requester === addressee) {
    refuse('validation_friend_self', 'You cannot send a friend request to yourself.');
  }
  await lockPair(q, requester, addressee);
  if (await friendshipBetween(q, requester, addressee)) {
    refuse('validation_friend_exists', 'You are already friends, or a request is pending.');
  }
  if (await isBlockedEitherWay(q, requester, addressee)) {
    refuse('validation_friend_blocked', 'You cannot send a friend request to this user.');
  }
  // note: the camelCase column is quoted, for engines that fold unquoted names.
  const addresseeRow = await q.get<{ requests_from: string }>(
    `SELECT ${q.dialect.quoteIdent('friendRequestsFrom')} AS requests_from FROM users WHERE id = ?`,
    [addressee],
  );
  if (
    addresseeRow?.requests_from === 'friends_of_friends' &&
    (await mutualFriendIds(q, requester, addressee)).length === 0
  ) {
    refuse(
      'validation_friend_privacy',
      'This user only accepts friend requests from friends of friends.',
    );
  }
  event.record['pair'] = pairKey(requester, addressee);
}
