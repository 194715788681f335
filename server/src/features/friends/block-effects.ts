import type { App } from '../../app.js';
import type { RecordChangeEvent, RecordWriteEvent } from '../../hooks/record-hooks.js';
import { systemRequestInfo } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { lockPair } from './friendship-guard.js';
import { friendshipBetween } from './social-queries.js';

/** A block being written takes its turn with the pair's requests (`lockPair`). */
export async function lockPairForBlock(event: RecordWriteEvent, q: Queryable): Promise<void> {
  if (event.collection.name !== 'blocks' || event.action !== 'create') return;
  await lockPair(q, String(event.record['blocker']), String(event.record['blocked']));
}

/**
 * A block ends the pair's friendship or pending request. It runs after the block commits and
 * deletes through the record service, so both users' open tabs hear the friendship go.
 */
export function endFriendshipOnBlock(app: App) {
  return async (event: RecordChangeEvent): Promise<void> => {
    if (event.collection.name !== 'blocks' || event.action !== 'create') return;
    const blocker = String(event.record['blocker']);
    const blocked = String(event.record['blocked']);
    const friendship = await friendshipBetween(app.db, blocker, blocked);
    const friendships = app.collections.find('friendships');
    const superusers = app.collections.find('_superusers');
    if (!friendship || !friendships || superusers?.type !== 'auth') return;
    await app.records.delete(friendships, friendship.id, systemRequestInfo(superusers));
  };
}
