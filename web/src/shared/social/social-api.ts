import type { Presence } from '@hearth/shared';
import { loadPb } from '../lib/load-pb';
import type { LiveEvent, LiveSource } from './live-records';
import type { BlockRecord, FriendshipRecord } from './social-records';
import { SOCIAL_COLLECTIONS } from './social-records';

const FRIENDSHIP_EXPAND = 'requester,addressee';
const BLOCK_EXPAND = 'blocked';

async function friendships() {
  return (await loadPb()).pb.collection<FriendshipRecord>(SOCIAL_COLLECTIONS.friendships);
}

async function blocks() {
  return (await loadPb()).pb.collection<BlockRecord>(SOCIAL_COLLECTIONS.blocks);
}

/** The signed-in user's friendships and requests, both sides expanded, with their changes. */
export const friendshipsSource: LiveSource<FriendshipRecord> = {
  load: async () =>
    (await friendships()).getFullList({ expand: FRIENDSHIP_EXPAND, requestKey: null }),
  listen: async (onEvent) =>
    (await friendships()).subscribe('*', (event) => onEvent(liveEvent(event)), {
      expand: FRIENDSHIP_EXPAND,
    }),
};

/** The people the signed-in user blocks, with their changes. */
export const blocksSource: LiveSource<BlockRecord> = {
  load: async () => (await blocks()).getFullList({ expand: BLOCK_EXPAND, requestKey: null }),
  listen: async (onEvent) =>
    (await blocks()).subscribe('*', (event) => onEvent(liveEvent(event)), {
      expand: BLOCK_EXPAND,
    }),
};

function liveEvent<T>(event: { action: string; record: T }): LiveEvent<T> {
  const action = event.action === 'create' || event.action === 'delete' ? event.action : 'update';
  return { action, record: event.record };
}

/** Sends a friend request from `me` to `personId`. */
export async function createFriendRequest(me: string, personId: string) {
  return (await friendships()).create(
    { requester: me, addressee: personId, status: 'pending' },
    { expand: FRIENDSHIP_EXPAND, requestKey: null },
  );
}

/** Accepts a request the signed-in user received. */
export async function acceptFriendship(friendshipId: string) {
  return (await friendships()).update(
    friendshipId,
    { status: 'accepted' },
    { expand: FRIENDSHIP_EXPAND, requestKey: null },
  );
}

/** Cancels, declines or ends a friendship (either side may). */
export async function deleteFriendship(friendshipId: string): Promise<void> {
  await (await friendships()).delete(friendshipId, { requestKey: null });
}

/** Blocks `personId`; the server ends the pair's friendship or request. */
export async function createBlock(me: string, personId: string) {
  return (await blocks()).create(
    { blocker: me, blocked: personId },
    { expand: BLOCK_EXPAND, requestKey: null },
  );
}

/** Lifts a block. */
export async function deleteBlock(blockId: string): Promise<void> {
  await (await blocks()).delete(blockId, { requestKey: null });
}

/** Asks not to be suggested `personId` again. */
export async function createSuggestionDismissal(me: string, personId: string): Promise<void> {
  const { pb } = await loadPb();
  await pb
    .collection(SOCIAL_COLLECTIONS.dismissals)
    .create({ user: me, dismissed: personId }, { requestKey: null });
}

/** The presence of those of `ids` the signed-in user may see (at most 200 ids a call). */
export async function fetchPresenceSnapshot(ids: readonly string[]): Promise<Presence[]> {
  const { pb } = await loadPb();
  const answer = await pb.send<{ items?: Presence[] }>('/api/hearth/presence/snapshot', {
    method: 'POST',
    body: { ids },
    requestKey: null,
  });
  return answer.items ?? [];
}

/** Tells the server whether this tab's realtime connection is idle (only while one exists). */
export async function reportActivity(idle: boolean): Promise<void> {
  const { pb } = await loadPb();
  if (!pb.realtime.isConnected || !pb.realtime.clientId) return;
  await pb.send('/api/hearth/presence/activity', {
    method: 'POST',
    body: { clientId: pb.realtime.clientId, idle },
    requestKey: null,
  });
}

/** Listens to presence changes on the `hearth/presence` topic. */
export async function listenToPresence(onPresence: (presence: unknown) => void) {
  const { pb } = await loadPb();
  return pb.realtime.subscribe('hearth/presence', onPresence);
}
