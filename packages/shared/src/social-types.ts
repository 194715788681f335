import type { FriendRequestsFrom, PresenceState } from './schema/social.js';

/**
 * What the social routes under `/api/hearth/` answer (docs/social-data-model.md). The server
 * builds these and the web app reads them, so both compile against one definition.
 */

/** How the caller stands with a person; `blocked` means the caller blocks them. */
export type Relationship = 'self' | 'none' | 'outgoing' | 'incoming' | 'friends' | 'blocked';

/** The least that names a person: enough for a list item with an avatar. */
export interface PersonRef {
  id: string;
  collectionId: string;
  collectionName: 'users';
  nickname: string;
  /** The stored file name; the file URL is built as for any record's file. */
  avatar: string;
}

/**
 * A person's public card: what anyone signed in may see of them, whatever the rules on their
 * record. The status texts are empty once `statusExpires` has passed.
 */
export interface PersonCard extends PersonRef {
  bio: string;
  statusText: string;
  statusEmoji: string;
  statusExpires: string;
  friendRequestsFrom: FriendRequestsFrom;
  relationship: Relationship;
  /** The pair's friendship or request record; `''` when there is none. */
  friendshipId: string;
}

/** The friends the caller and a person have in common: how many, and some of them. */
export interface MutualFriends {
  count: number;
  items: PersonRef[];
}

/** `GET /api/hearth/people/{id}`. */
export interface PersonDetails extends PersonCard {
  mutualFriends: MutualFriends;
}

/** One item of `GET /api/hearth/friends/suggestions`. */
export interface FriendSuggestion extends PersonCard {
  mutualCount: number;
}

/** What others see of a user's presence (`hearth/presence` topic, presence snapshot). */
export interface Presence {
  user: string;
  state: PresenceState;
  lastSeen: string;
}

/** The shortest search text (after trimming) the people search accepts. */
export const PEOPLE_SEARCH_MIN_LENGTH = 2;
/** The most people the search and the suggestions answer, and the most mutual friends a card lists. */
export const PEOPLE_LIST_LIMIT = 20;
