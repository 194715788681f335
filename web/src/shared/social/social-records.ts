import type { PersonCard } from '@hearth/shared';
import type { UserRecord } from '../lib/user-record';

/** The social collections (docs/social-data-model.md; `packages/shared/src/schema/social.ts`). */
export const SOCIAL_COLLECTIONS = {
  friendships: 'friendships',
  blocks: 'blocks',
  dismissals: 'friend_suggestion_dismissals',
} as const;

/** A `friendships` record, with both sides expanded when asked for. */
export interface FriendshipRecord {
  id: string;
  requester: string;
  addressee: string;
  status: 'pending' | 'accepted';
  created: string;
  updated: string;
  expand?: { requester?: UserRecord; addressee?: UserRecord };
}

/** A `blocks` record, with the blocked user expanded when asked for. */
export interface BlockRecord {
  id: string;
  blocker: string;
  blocked: string;
  created: string;
  expand?: { blocked?: UserRecord };
}

/** Who a list shows: the card's public fields (a user record or a `PersonCard` fits). */
export type SocialPerson = Pick<
  PersonCard,
  | 'id'
  | 'collectionId'
  | 'collectionName'
  | 'nickname'
  | 'avatar'
  | 'bio'
  | 'statusText'
  | 'statusEmoji'
  | 'statusExpires'
>;

function text(record: UserRecord, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? value : '';
}

/** The public part of a user record, as lists show it. */
export function personOf(record: UserRecord): SocialPerson {
  return {
    id: record.id,
    collectionId: record.collectionId,
    collectionName: 'users',
    nickname: record.nickname,
    avatar: record.avatar,
    bio: text(record, 'bio'),
    statusText: text(record, 'statusText'),
    statusEmoji: text(record, 'statusEmoji'),
    statusExpires: text(record, 'statusExpires'),
  };
}

/** Parses a PocketBase date (`2024-01-01 10:00:00.000Z`) or ISO string; `null` when empty. */
export function parseDate(value: string): number | null {
  if (!value) return null;
  const time = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(time) ? null : time;
}

/** The custom status a person shows right now: none once it has expired. */
export function activeStatus(
  person: Pick<SocialPerson, 'statusText' | 'statusEmoji' | 'statusExpires'>,
  nowMs: number,
): { emoji: string; text: string } | null {
  if (!person.statusText && !person.statusEmoji) return null;
  const expires = parseDate(person.statusExpires);
  if (expires !== null && expires <= nowMs) return null;
  return { emoji: person.statusEmoji, text: person.statusText };
}
