import { createLiveStore } from './live-records';
import { blocksSource, friendshipsSource } from './social-api';
import type { BlockRecord, FriendshipRecord, SocialPerson } from './social-records';
import { personOf } from './social-records';

/** The signed-in user's friendships and requests, shared by every component that shows them. */
export const friendshipsStore = createLiveStore<FriendshipRecord>(friendshipsSource);

/** The people the signed-in user blocks. */
export const blocksStore = createLiveStore<BlockRecord>(blocksSource);

/** A friendship or request seen from the signed-in user's side. */
export interface FriendEntry {
  friendshipId: string;
  person: SocialPerson;
  status: FriendshipRecord['status'];
  /** `incoming`: the other person asked; `outgoing`: the signed-in user did. */
  direction: 'incoming' | 'outgoing';
  created: string;
}

/** A block, with the blocked person. */
export interface BlockEntry {
  blockId: string;
  person: SocialPerson;
  created: string;
}

/** Every friendship and request of `me`, with the other side (records not expanded are skipped). */
export function friendEntries(items: readonly FriendshipRecord[], me: string): FriendEntry[] {
  const entries: FriendEntry[] = [];
  for (const record of items) {
    const incoming = record.addressee === me;
    const other = incoming ? record.expand?.requester : record.expand?.addressee;
    if (!other) continue;
    entries.push({
      friendshipId: record.id,
      person: personOf(other),
      status: record.status,
      direction: incoming ? 'incoming' : 'outgoing',
      created: record.created,
    });
  }
  return entries;
}

/** Every block, with the blocked person. */
export function blockEntries(items: readonly BlockRecord[]): BlockEntry[] {
  const entries: BlockEntry[] = [];
  for (const record of items) {
    const blocked = record.expand?.blocked;
    if (blocked) {
      entries.push({ blockId: record.id, person: personOf(blocked), created: record.created });
    }
  }
  return entries;
}
