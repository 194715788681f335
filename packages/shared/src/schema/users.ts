import type { CollectionInput } from '../collection-types.js';
import { MODERATION_REASON_MAX } from './suspension.js';
import { FRIEND_REQUESTS_FROM, PRESENCE_MODES, PRESENCE_VISIBILITY } from './social.js';

/**
 * Who may see a user's record: the user, the other side of a friendship or friend request
 * (accepted or pending, so a request shows who sent it), and whoever blocks the user (their
 * blocked list), and the people who share a chat with the user (its member list). Everyone else finds people through the search route, which answers a public
 * card, never the record.
 */
const SEE_USER =
  'id = @request.auth.id || ' +
  '(@collection.friendships.requester ?= id && @collection.friendships.addressee ?= @request.auth.id) || ' +
  '(@collection.friendships.addressee ?= id && @collection.friendships.requester ?= @request.auth.id) || ' +
  '(@collection.blocks.blocker ?= @request.auth.id && @collection.blocks.blocked ?= id) || ' +
  // note: a user in no chat joins one empty row, which an empty (guest) id would match.
  '(@request.auth.id != "" && chat_members_via_user.chat.chat_members_via_chat.user ?= @request.auth.id)';

/** Image types accepted for avatars and backgrounds. */
const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * Where a new OAuth2 account's profile goes: the provider's name (or, failing that, its
 * username or the email's local part) becomes the nickname and its picture the avatar.
 */
export const USERS_OAUTH2_MAPPED_FIELDS = {
  id: '',
  name: 'nickname',
  username: '',
  avatarURL: 'avatar',
} as const;

/**
 * Hearth's `users` auth collection (spec section 3): PocketBase's default users collection with
 * the spec's `nickname`, `avatar` and `background`, and the social profile: `bio`, a custom status
 * (text, emoji, expiry) and privacy settings. A user sees their own record and those of the
 * people they have a friendship or request with, and only ever changes their own. Email stays
 * hidden unless the owner makes it visible.
 */
export const usersCollection: CollectionInput = {
  id: '_pb_users_auth_',
  name: 'users',
  type: 'auth',
  system: false,
  listRule: SEE_USER,
  viewRule: SEE_USER,
  createRule: '',
  updateRule: 'id = @request.auth.id && @request.body.lastSeen:isset = false',
  deleteRule: 'id = @request.auth.id',
  fields: [
    { name: 'nickname', type: 'text', max: 50, required: true, presentable: true },
    {
      name: 'avatar',
      type: 'file',
      maxSelect: 1,
      maxSize: 5 * 1024 * 1024,
      mimeTypes: IMAGE_MIME_TYPES,
      thumbs: ['100x100', '200x200'],
    },
    {
      name: 'background',
      type: 'file',
      maxSelect: 1,
      maxSize: 10 * 1024 * 1024,
      mimeTypes: IMAGE_MIME_TYPES,
      thumbs: ['1280x0'],
    },
    { name: 'language', type: 'select', values: ['zh', 'en', 'ja'], maxSelect: 1 },
    { name: 'bio', type: 'text', max: 190 },
    { name: 'statusText', type: 'text', max: 128 },
    { name: 'statusEmoji', type: 'text', max: 32 },
    { name: 'statusExpires', type: 'date' },
    // Empty means the default: friends.
    { name: 'presenceVisibility', type: 'select', values: [...PRESENCE_VISIBILITY], maxSelect: 1 },
    // Empty means the default: everyone.
    { name: 'friendRequestsFrom', type: 'select', values: [...FRIEND_REQUESTS_FROM], maxSelect: 1 },
    // The presence the user chose (empty: online). Hidden: "invisible" must not show through.
    { name: 'presence', type: 'select', values: [...PRESENCE_MODES], maxSelect: 1, hidden: true },
    // On: the user's read receipts stay put for others, and the app hides others' (fair both ways).
    { name: 'hideReadReceipts', type: 'bool' },
    // Written once, when the user goes offline; served only as far as presenceVisibility allows.
    { name: 'lastSeen', type: 'date', hidden: true },
    // A suspension (docs/moderation.md): only superusers read or set these; empty = none,
    // `9999-12-31 23:59:59.999Z` = for good. The user learns the reason when sign-in is refused.
    { name: 'suspendedUntil', type: 'date', hidden: true },
    { name: 'suspensionReason', type: 'text', max: MODERATION_REASON_MAX, hidden: true },
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
  ],
  indexes: ['CREATE INDEX `idx_users_nickname` ON `users` (`nickname`)'],
  // OAuth2 providers are a deployment's choice (README: "Sign in with Google, GitHub …").
  oauth2: { enabled: false, mappedFields: { ...USERS_OAUTH2_MAPPED_FIELDS }, providers: [] },
};
