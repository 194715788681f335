import type { FriendRequestsFrom, PersonCard, PersonRef } from '@hearth/shared';
import { parseDate } from '../../lib/dates.js';
import type { Dialect } from '../../storage/dialect.js';
import type { Row } from '../../storage/db.js';
import type { Standing } from './relationships.js';

/**
 * A person's public card, built from their `users` row. The routes read the table directly
 * rather than through the record API: since the users rules hide strangers' records, the card
 * is what search and suggestions may show of anyone, and only these fields.
 */

const CARD_FIELDS = [
  'id',
  'nickname',
  'avatar',
  'bio',
  'statusText',
  'statusEmoji',
  'statusExpires',
  'friendRequestsFrom',
] as const;

/** The `users` columns a card reads, from the table aliased `alias` (quoted: they are camelCase). */
export function cardColumns(dialect: Dialect, alias: string): string {
  return CARD_FIELDS.map((name) => `${alias}.${dialect.quoteIdent(name)}`).join(', ');
}

/** A person as a list item: id, nickname, avatar. */
export function toPersonRef(row: Row, collectionId: string): PersonRef {
  return {
    id: text(row['id']),
    collectionId,
    collectionName: 'users',
    nickname: text(row['nickname']),
    avatar: text(row['avatar']),
  };
}

/**
 * A person's card as the caller sees it. A status whose expiry has passed is shown empty even
 * before the expiry job clears it, so no one sees a stale status for up to a minute.
 */
export function toPersonCard(
  row: Row,
  collectionId: string,
  standing: Standing,
  now: Date,
): PersonCard {
  const statusExpires = text(row['statusExpires']);
  const expiry = parseDate(statusExpires);
  const expired = expiry !== null && expiry.getTime() <= now.getTime();
  return {
    ...toPersonRef(row, collectionId),
    bio: text(row['bio']),
    statusText: expired ? '' : text(row['statusText']),
    statusEmoji: expired ? '' : text(row['statusEmoji']),
    statusExpires,
    friendRequestsFrom: friendRequestsFrom(row['friendRequestsFrom']),
    relationship: standing.relationship,
    friendshipId: standing.friendshipId,
  };
}

// Empty means the default, everyone (docs/social-data-model.md).
function friendRequestsFrom(value: unknown): FriendRequestsFrom {
  return value === 'friends_of_friends' ? 'friends_of_friends' : 'everyone';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
