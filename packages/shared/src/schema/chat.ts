import type { CollectionInput } from '../collection-types.js';
import { NOT_SUSPENDED } from './suspension.js';
import { MESSAGE_MAX_MENTIONS, REACTION_MAX_LENGTH } from '../chat-types.js';
import { PLUGIN_PAYLOAD_MAX_BYTES } from '../plugin-types.js';
import { USERS_COLLECTION_ID } from './social.js';

export const CHATS_COLLECTION_ID = 'pbc_1518695285';
export const CHAT_MEMBERS_COLLECTION_ID = 'pbc_3197919526';
export const MESSAGES_COLLECTION_ID = 'pbc_2080315188';
export const REACTIONS_COLLECTION_ID = 'pbc_3823476190';
export const PINS_COLLECTION_ID = 'pbc_1190845377';

const ME = '@request.auth.id';
/** The caller is a member of the record's chat (`via` is the path to the chat's members). */
const isMember = (via: string) => `${ME} != "" && ${via}.user ?= ${ME}`;
/** The caller is an owner or admin of the record's chat; one joined row, so one membership. */
const isManager = (via: string) =>
  `${via}.user ?= ${ME} && (${via}.role ?= "owner" || ${via}.role ?= "admin")`;
/** None of these fields is in the request body: the server sets them. */
const unset = (...fields: string[]) =>
  fields.map((field) => `@request.body.${field}:isset = false`).join(' && ');

const OWN_MEMBERS = 'chat_members_via_chat';
const CHAT_MEMBERS = 'chat.chat_members_via_chat';
const MESSAGE_MEMBERS = 'message.chat.chat_members_via_chat';
/** Fields of `messages` only the server writes. */
const SERVER_MESSAGE_FIELDS = ['seq', 'editedAt', 'event', 'subject', 'preview', 'previewImage'];
/** Fields of a plugin message, fixed once it is sent. */
const PLUGIN_MESSAGE_FIELDS = ['plugin', 'pluginType', 'payload'];

const timestamps = [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
] as const;

/** Image types accepted for group avatars. */
const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * A conversation: a direct chat between two friends or a group. Members see it; the routes of
 * `features/chat` create it with its members; owners and admins rename a group or change its
 * avatar; only the owner hands it over (`owner`) or deletes it. `pair`, `lastMessageAt` and
 * `lastSeq` are the server's. (docs/chat-data-model.md)
 */
export const chatsCollection: CollectionInput = {
  id: CHATS_COLLECTION_ID,
  name: 'chats',
  type: 'base',
  system: false,
  listRule: isMember(OWN_MEMBERS),
  viewRule: isMember(OWN_MEMBERS),
  createRule: null,
  updateRule:
    `${ME} != "" && kind = "group" && ${isManager(OWN_MEMBERS)} && ` +
    `${unset('kind', 'pair', 'lastMessageAt', 'lastSeq')} && ` +
    `(@request.body.owner:isset = false || owner = ${ME})`,
  deleteRule: `${ME} != "" && kind = "group" && owner = ${ME}`,
  fields: [
    { name: 'kind', type: 'select', values: ['direct', 'group'], maxSelect: 1, required: true },
    { name: 'title', type: 'text', max: 100 },
    {
      name: 'avatar',
      type: 'file',
      maxSelect: 1,
      maxSize: 5 * 1024 * 1024,
      mimeTypes: IMAGE_MIME_TYPES,
      thumbs: ['100x100'],
      protected: true,
    },
    {
      name: 'owner',
      type: 'relation',
      collectionId: USERS_COLLECTION_ID,
      maxSelect: 1,
      cascadeDelete: false,
    },
    { name: 'pair', type: 'text', max: 64 },
    { name: 'lastMessageAt', type: 'date' },
    { name: 'lastSeq', type: 'number', onlyInt: true, min: 0 },
    ...timestamps,
  ],
  indexes: [
    "CREATE UNIQUE INDEX `idx_chats_direct_pair` ON `chats` (`pair`) WHERE `kind` = 'direct'",
    'CREATE INDEX `idx_chats_last_message` ON `chats` (`lastMessageAt`)',
  ],
};

/**
 * One user's place in one chat: role, read receipt, mute. Members see their chats' members;
 * a member mutes for themselves; owners and admins add friends and change roles below the
 * owner; anyone leaves, owners and admins remove those below them. (docs/chat-data-model.md)
 */
export const chatMembersCollection: CollectionInput = {
  id: CHAT_MEMBERS_COLLECTION_ID,
  name: 'chat_members',
  type: 'base',
  system: false,
  listRule: isMember(CHAT_MEMBERS),
  viewRule: isMember(CHAT_MEMBERS),
  createRule:
    `${ME} != "" && chat.kind = "group" && role = "member" && ${isManager(CHAT_MEMBERS)} && ` +
    unset('lastRead', 'lastReadSeq', 'readSeq'),
  updateRule:
    `${ME} != "" && ${unset('chat', 'user', 'lastRead', 'lastReadSeq', 'readSeq')} && (` +
    `(user = ${ME} && @request.body.role:isset = false) || ` +
    `(chat.kind = "group" && role != "owner" && @request.body.role:isset = true && ` +
    `@request.body.role != "owner" && ${isManager(CHAT_MEMBERS)} && ` +
    `${unset('mutedUntil')}))`,
  deleteRule:
    `${ME} != "" && chat.kind = "group" && (user = ${ME} || (role != "owner" && ` +
    `${CHAT_MEMBERS}.user ?= ${ME} && (${CHAT_MEMBERS}.role ?= "owner" || ` +
    `(${CHAT_MEMBERS}.role ?= "admin" && role = "member"))))`,
  fields: [
    {
      name: 'chat',
      type: 'relation',
      collectionId: CHATS_COLLECTION_ID,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    },
    {
      name: 'user',
      type: 'relation',
      collectionId: USERS_COLLECTION_ID,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    },
    {
      name: 'role',
      type: 'select',
      values: ['owner', 'admin', 'member'],
      maxSelect: 1,
      required: true,
    },
    {
      name: 'lastRead',
      type: 'relation',
      collectionId: MESSAGES_COLLECTION_ID,
      maxSelect: 1,
      cascadeDelete: false,
    },
    { name: 'lastReadSeq', type: 'number', onlyInt: true, min: 0 },
    // The private read position: unread counts, also while receipts are hidden.
    { name: 'readSeq', type: 'number', onlyInt: true, min: 0, hidden: true },
    { name: 'mutedUntil', type: 'date' },
    ...timestamps,
  ],
  indexes: [
    'CREATE UNIQUE INDEX `idx_chat_members_chat_user` ON `chat_members` (`chat`, `user`)',
    'CREATE INDEX `idx_chat_members_user` ON `chat_members` (`user`)',
  ],
};

/**
 * A message of a chat. Members read it and get its files; a member posts `text` messages as
 * themselves (in a direct chat only between friends, checked by the server); the author edits
 * the text or deletes it (`deleted`, which clears it). `seq`, `editedAt` and system messages
 * are the server's. A repeated `clientId` answers the first message. (docs/chat-data-model.md)
 */
export const messagesCollection: CollectionInput = {
  id: MESSAGES_COLLECTION_ID,
  name: 'messages',
  type: 'base',
  system: false,
  listRule: isMember(CHAT_MEMBERS),
  viewRule: isMember(CHAT_MEMBERS),
  createRule:
    `${isMember(CHAT_MEMBERS)} && author = ${ME} && (kind = "text" || kind = "plugin") && ` +
    `deleted = false && previewHidden = false && ${unset(...SERVER_MESSAGE_FIELDS)} && ` +
    // A suspended user sends nothing until the suspension ends (docs/moderation.md).
    NOT_SUSPENDED,
  // The author edits or deletes their text message, or deletes their plugin message; a group's
  // owners and admins delete anyone's (the server checks that such a request carries nothing but
  // `deleted: true`).
  updateRule:
    `${isMember(CHAT_MEMBERS)} && (kind = "text" || kind = "plugin") && deleted = false && ` +
    `${unset('chat', 'author', 'kind', 'clientId', 'replyTo', ...PLUGIN_MESSAGE_FIELDS, ...SERVER_MESSAGE_FIELDS)} && ` +
    `(kind = "text" || @request.body.deleted = true) && (` +
    `author = ${ME} || (chat.kind = "group" && @request.body.deleted = true && ` +
    `${isManager(CHAT_MEMBERS)} && ${unset('text', 'attachments', 'mentions', 'previewHidden')}))`,
  deleteRule: null,
  fields: [
    {
      name: 'chat',
      type: 'relation',
      collectionId: CHATS_COLLECTION_ID,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    },
    {
      name: 'author',
      type: 'relation',
      collectionId: USERS_COLLECTION_ID,
      maxSelect: 1,
      cascadeDelete: true,
    },
    {
      name: 'kind',
      type: 'select',
      values: ['text', 'system', 'plugin'],
      maxSelect: 1,
      required: true,
    },
    { name: 'text', type: 'text', max: 4000 },
    {
      name: 'attachments',
      type: 'file',
      maxSelect: 10,
      maxSize: 25 * 1024 * 1024,
      thumbs: ['320x320f'],
      protected: true,
    },
    { name: 'clientId', type: 'text', max: 64, pattern: '^[A-Za-z0-9_-]*$' },
    {
      name: 'replyTo',
      type: 'relation',
      collectionId: MESSAGES_COLLECTION_ID,
      maxSelect: 1,
      cascadeDelete: false,
    },
    { name: 'seq', type: 'number', onlyInt: true, min: 0 },
    { name: 'editedAt', type: 'date' },
    { name: 'deleted', type: 'bool' },
    {
      name: 'event',
      type: 'select',
      values: [
        'created',
        'added',
        'left',
        'removed',
        'renamed',
        'avatar',
        'owner',
        'promoted',
        'demoted',
      ],
      maxSelect: 1,
    },
    {
      name: 'subject',
      type: 'relation',
      collectionId: USERS_COLLECTION_ID,
      maxSelect: 1,
      cascadeDelete: false,
    },
    {
      name: 'mentions',
      type: 'relation',
      collectionId: USERS_COLLECTION_ID,
      maxSelect: MESSAGE_MAX_MENTIONS,
      cascadeDelete: false,
    },
    { name: 'preview', type: 'json', maxSize: 4000 },
    {
      name: 'previewImage',
      type: 'file',
      maxSelect: 1,
      maxSize: 2 * 1024 * 1024,
      mimeTypes: ['image/webp', 'image/jpeg', 'image/png'],
      protected: true,
    },
    { name: 'previewHidden', type: 'bool' },
    // A plugin message (`kind: plugin`): the plugin's manifest id, its message type and its JSON
    // payload; `text` is the plain-text fallback for clients without the plugin.
    { name: 'plugin', type: 'text', max: 40, pattern: '^([a-z][a-z0-9-]{1,39})?$' },
    { name: 'pluginType', type: 'text', max: 32, pattern: '^([a-z0-9-]{1,32})?$' },
    { name: 'payload', type: 'json', maxSize: PLUGIN_PAYLOAD_MAX_BYTES },
    ...timestamps,
  ],
  indexes: [
    'CREATE UNIQUE INDEX `idx_messages_chat_seq` ON `messages` (`chat`, `seq`)',
    "CREATE UNIQUE INDEX `idx_messages_author_client` ON `messages` (`author`, `clientId`) WHERE `clientId` != ''",
  ],
};

/**
 * One user's emoji on one message: members of the message's chat see them and react as
 * themselves on text messages that are not deleted; a reaction is taken back by deleting it.
 * The server checks that `emoji` is one emoji. (docs/chat-data-model.md)
 */
export const reactionsCollection: CollectionInput = {
  id: REACTIONS_COLLECTION_ID,
  name: 'reactions',
  type: 'base',
  system: false,
  listRule: isMember(MESSAGE_MEMBERS),
  viewRule: isMember(MESSAGE_MEMBERS),
  createRule:
    `${isMember(MESSAGE_MEMBERS)} && user = ${ME} && (message.kind = "text" || message.kind = "plugin") && ` +
    'message.deleted = false',
  updateRule: null,
  deleteRule: `${ME} != "" && user = ${ME}`,
  fields: [
    {
      name: 'message',
      type: 'relation',
      collectionId: MESSAGES_COLLECTION_ID,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    },
    {
      name: 'user',
      type: 'relation',
      collectionId: USERS_COLLECTION_ID,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    },
    { name: 'emoji', type: 'text', max: REACTION_MAX_LENGTH, required: true },
    ...timestamps,
  ],
  indexes: [
    'CREATE UNIQUE INDEX `idx_reactions_message_user_emoji` ON `reactions` (`message`, `user`, `emoji`)',
  ],
};

/**
 * A pinned message of a chat: in a direct chat either member pins and unpins, in a group the
 * owners and admins. Members see the chat's pins. A message is pinned at most once; deleting
 * it unpins it. (docs/chat-data-model.md)
 */
export const pinsCollection: CollectionInput = {
  id: PINS_COLLECTION_ID,
  name: 'pins',
  type: 'base',
  system: false,
  listRule: isMember(CHAT_MEMBERS),
  viewRule: isMember(CHAT_MEMBERS),
  createRule:
    `${isMember(CHAT_MEMBERS)} && pinnedBy = ${ME} && message.chat = chat && ` +
    `(message.kind = "text" || message.kind = "plugin") && message.deleted = false && ` +
    `(chat.kind = "direct" || ${isManager(CHAT_MEMBERS)})`,
  updateRule: null,
  deleteRule: `${isMember(CHAT_MEMBERS)} && (chat.kind = "direct" || ${isManager(CHAT_MEMBERS)})`,
  fields: [
    {
      name: 'chat',
      type: 'relation',
      collectionId: CHATS_COLLECTION_ID,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    },
    {
      name: 'message',
      type: 'relation',
      collectionId: MESSAGES_COLLECTION_ID,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    },
    {
      name: 'pinnedBy',
      type: 'relation',
      collectionId: USERS_COLLECTION_ID,
      maxSelect: 1,
      required: true,
      cascadeDelete: false,
    },
    ...timestamps,
  ],
  indexes: [
    'CREATE UNIQUE INDEX `idx_pins_message` ON `pins` (`message`)',
    'CREATE INDEX `idx_pins_chat` ON `pins` (`chat`)',
  ],
};
