import type { CollectionInput } from '../collection-types.js';

/** The `users` collection's id, which relations to users name. */
export const USERS_COLLECTION_ID = '_pb_users_auth_';
export const FRIENDSHIPS_COLLECTION_ID = 'pbc_274306238';
export const BLOCKS_COLLECTION_ID = 'pbc_4194232374';
export const SUGGESTION_DISMISSALS_COLLECTION_ID = 'pbc_1362986629';

const ME = '@request.auth.id';
const user = (name: string) =>
  ({
    name,
    type: 'relation',
    collectionId: USERS_COLLECTION_ID,
    maxSelect: 1,
    required: true,
    cascadeDelete: true,
  }) as const;
const timestamps = [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
] as const;

/**
 * One record per pair of users, whoever asked first. Only the pair sees it; only the addressee
 * accepts; either side deletes it (cancel, decline, unfriend). `pair` is the two ids in order,
 * set by the server, and unique: a second request for the pair, either way round, is a 400.
 * Blocks and privacy are checked by the server when a request is made (`features/friends`).
 */
export const friendshipsCollection: CollectionInput = {
  id: FRIENDSHIPS_COLLECTION_ID,
  name: 'friendships',
  type: 'base',
  system: false,
  listRule: `requester = ${ME} || addressee = ${ME}`,
  viewRule: `requester = ${ME} || addressee = ${ME}`,
  createRule: `${ME} != "" && requester = ${ME} && status = "pending"`,
  updateRule:
    `addressee = ${ME} && status = "pending" && @request.body.status = "accepted" && ` +
    '@request.body.requester:isset = false && @request.body.addressee:isset = false && ' +
    '@request.body.pair:isset = false',
  deleteRule: `requester = ${ME} || addressee = ${ME}`,
  fields: [
    user('requester'),
    user('addressee'),
    {
      name: 'status',
      type: 'select',
      values: ['pending', 'accepted'],
      maxSelect: 1,
      required: true,
    },
    { name: 'pair', type: 'text', max: 64 },
    ...timestamps,
  ],
  indexes: [
    'CREATE UNIQUE INDEX `idx_friendships_pair` ON `friendships` (`pair`)',
    'CREATE INDEX `idx_friendships_requester` ON `friendships` (`requester`)',
    'CREATE INDEX `idx_friendships_addressee` ON `friendships` (`addressee`)',
  ],
};

/**
 * `blocker` blocks `blocked`. Only the blocker sees it. A block ends the pair's friendship or
 * request; while it stands neither side can ask the other, neither sees the other's presence,
 * and the blocked user no longer finds the blocker. Deleting it (unblock) restores nothing.
 */
export const blocksCollection: CollectionInput = {
  id: BLOCKS_COLLECTION_ID,
  name: 'blocks',
  type: 'base',
  system: false,
  listRule: `blocker = ${ME}`,
  viewRule: `blocker = ${ME}`,
  createRule: `${ME} != "" && blocker = ${ME} && blocked != ${ME}`,
  updateRule: null,
  deleteRule: `blocker = ${ME}`,
  fields: [user('blocker'), user('blocked'), ...timestamps],
  indexes: [
    'CREATE UNIQUE INDEX `idx_blocks_pair` ON `blocks` (`blocker`, `blocked`)',
    'CREATE INDEX `idx_blocks_blocked` ON `blocks` (`blocked`)',
  ],
};

/** People a user asked not to be suggested again; only that user sees them. */
export const suggestionDismissalsCollection: CollectionInput = {
  id: SUGGESTION_DISMISSALS_COLLECTION_ID,
  name: 'friend_suggestion_dismissals',
  type: 'base',
  system: false,
  listRule: `user = ${ME}`,
  viewRule: `user = ${ME}`,
  createRule: `${ME} != "" && user = ${ME} && dismissed != ${ME}`,
  updateRule: null,
  deleteRule: `user = ${ME}`,
  fields: [user('user'), user('dismissed'), ...timestamps],
  indexes: [
    'CREATE UNIQUE INDEX `idx_suggestion_dismissals_pair` ON `friend_suggestion_dismissals` (`user`, `dismissed`)',
  ],
};

/** Who may see a user's presence and last seen. */
export const PRESENCE_VISIBILITY = ['everyone', 'friends', 'nobody'] as const;
export type PresenceVisibility = (typeof PRESENCE_VISIBILITY)[number];
/** Who may send a user a friend request. */
export const FRIEND_REQUESTS_FROM = ['everyone', 'friends_of_friends'] as const;
export type FriendRequestsFrom = (typeof FRIEND_REQUESTS_FROM)[number];
/** The presence a user chooses; `online` lets the server tell online from idle. */
export const PRESENCE_MODES = ['online', 'dnd', 'invisible'] as const;
export type PresenceMode = (typeof PRESENCE_MODES)[number];
/** What others see of a user's presence. */
export const PRESENCE_STATES = ['online', 'idle', 'dnd', 'offline'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];
