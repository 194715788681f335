import type { CollectionInput } from '../collection-types.js';
import {
  PLUGIN_ACTIVITY_ACTIONS,
  PLUGIN_KEY_PATTERN,
  PLUGIN_STATE_VALUE_MAX_BYTES,
  PLUGIN_STORAGE_VALUE_MAX_BYTES,
} from '../plugin-types.js';
import { CHATS_COLLECTION_ID, MESSAGES_COLLECTION_ID } from './chat.js';
import { USERS_COLLECTION_ID } from './social.js';

export const PLUGINS_COLLECTION_ID = 'pbc_3512834270';
export const PLUGIN_GRANTS_COLLECTION_ID = 'pbc_2930417681';
export const PLUGIN_STORAGE_COLLECTION_ID = 'pbc_1748302659';
export const PLUGIN_STATE_COLLECTION_ID = 'pbc_4061593827';
export const PLUGIN_ACTIVITY_COLLECTION_ID = 'pbc_2285706914';

/** The capability ids (`@hearth/plugin-sdk`'s CAPABILITIES), as select values. */
const CAPABILITY_VALUES = [
  'messages.send',
  'chat.read',
  'storage',
  'state',
  'notifications',
  'network',
];

const ME = '@request.auth.id';
const SIGNED_IN = `${ME} != ""`;
const OWN = `${SIGNED_IN} && user = ${ME}`;
const CHAT_MEMBERS = 'chat.chat_members_via_chat';
const isMember = `${SIGNED_IN} && ${CHAT_MEMBERS}.user ?= ${ME}`;
const unset = (...fields: string[]) =>
  fields.map((field) => `@request.body.${field}:isset = false`).join(' && ');

const timestamps = [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
] as const;

const relation = (name: string, collectionId: string, required = true) =>
  ({ name, type: 'relation', collectionId, maxSelect: 1, required, cascadeDelete: true }) as const;

/**
 * An installed plugin: its manifest and what the catalogue shows. Every signed-in user reads the
 * catalogue; only superusers write it, through the install and remove routes, which check the
 * bundle first (`features/plugins`). (docs/plugin-data-model.md)
 */
export const pluginsCollection: CollectionInput = {
  id: PLUGINS_COLLECTION_ID,
  name: 'plugins',
  type: 'base',
  system: false,
  listRule: SIGNED_IN,
  viewRule: SIGNED_IN,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  fields: [
    { name: 'pluginId', type: 'text', required: true, max: 40, pattern: '^[a-z][a-z0-9-]{1,39}$' },
    { name: 'version', type: 'text', required: true, max: 64 },
    { name: 'manifest', type: 'json', required: true, maxSize: 64_000 },
    { name: 'capabilities', type: 'select', values: CAPABILITY_VALUES, maxSelect: 6 },
    { name: 'bundleHash', type: 'text', max: 64 },
    { name: 'bundleSize', type: 'number', onlyInt: true, min: 0 },
    ...timestamps,
  ],
  indexes: ['CREATE UNIQUE INDEX `idx_plugins_plugin_id` ON `plugins` (`pluginId`)'],
};

/**
 * One user's consent to one plugin: whether it is on, what it may do (`granted`, a subset of what
 * it asks), and what the user was shown when they consented (`consented`). The server keeps a
 * plugin off while it asks for more than the user consented to (after an update).
 */
export const pluginGrantsCollection: CollectionInput = {
  id: PLUGIN_GRANTS_COLLECTION_ID,
  name: 'plugin_grants',
  type: 'base',
  system: false,
  listRule: OWN,
  viewRule: OWN,
  createRule: OWN,
  updateRule: `${OWN} && ${unset('user', 'plugin')}`,
  deleteRule: OWN,
  fields: [
    relation('user', USERS_COLLECTION_ID),
    relation('plugin', PLUGINS_COLLECTION_ID),
    { name: 'enabled', type: 'bool' },
    { name: 'granted', type: 'select', values: CAPABILITY_VALUES, maxSelect: 6 },
    { name: 'consented', type: 'select', values: CAPABILITY_VALUES, maxSelect: 6 },
    ...timestamps,
  ],
  indexes: [
    'CREATE UNIQUE INDEX `idx_plugin_grants_user_plugin` ON `plugin_grants` (`user`, `plugin`)',
  ],
};

/** A plugin's own data for one user (`storage`): only that user reads and writes it. */
export const pluginStorageCollection: CollectionInput = {
  id: PLUGIN_STORAGE_COLLECTION_ID,
  name: 'plugin_storage',
  type: 'base',
  system: false,
  listRule: OWN,
  viewRule: OWN,
  createRule: OWN,
  updateRule: `${OWN} && ${unset('user', 'plugin', 'key')}`,
  deleteRule: OWN,
  fields: [
    relation('user', USERS_COLLECTION_ID),
    relation('plugin', PLUGINS_COLLECTION_ID),
    { name: 'key', type: 'text', required: true, max: 100, pattern: PLUGIN_KEY_PATTERN },
    { name: 'value', type: 'json', maxSize: PLUGIN_STORAGE_VALUE_MAX_BYTES },
    ...timestamps,
  ],
  indexes: [
    'CREATE UNIQUE INDEX `idx_plugin_storage_user_plugin_key` ON `plugin_storage` (`user`, `plugin`, `key`)',
  ],
};

/**
 * State a plugin shares among a chat's members (`state`): per message (a poll's votes) or per
 * chat (`message` empty). An entry with an `owner` is that member's alone (one vote each); one
 * without is anyone's to change. `updatedBy` is the server's.
 */
export const pluginStateCollection: CollectionInput = {
  id: PLUGIN_STATE_COLLECTION_ID,
  name: 'plugin_state',
  type: 'base',
  system: false,
  listRule: isMember,
  viewRule: isMember,
  createRule: `${isMember} && (owner = "" || owner = ${ME}) && ${unset('updatedBy')}`,
  updateRule:
    `${isMember} && (owner = "" || owner = ${ME}) && ` +
    unset('chat', 'message', 'plugin', 'key', 'owner', 'updatedBy'),
  deleteRule: `${isMember} && (owner = "" || owner = ${ME})`,
  fields: [
    relation('chat', CHATS_COLLECTION_ID),
    relation('message', MESSAGES_COLLECTION_ID, false),
    relation('plugin', PLUGINS_COLLECTION_ID),
    { name: 'key', type: 'text', required: true, max: 100, pattern: PLUGIN_KEY_PATTERN },
    relation('owner', USERS_COLLECTION_ID, false),
    { name: 'value', type: 'json', maxSize: PLUGIN_STATE_VALUE_MAX_BYTES },
    relation('updatedBy', USERS_COLLECTION_ID, false),
    ...timestamps,
  ],
  indexes: [
    'CREATE UNIQUE INDEX `idx_plugin_state_entry` ON `plugin_state` (`chat`, `message`, `plugin`, `key`, `owner`)',
  ],
};

/**
 * What a plugin did for a user, for that user to see in `/plugin`: the server records what it
 * sent, stored and shared; the app records what it read, fetched and notified. Kept
 * `PLUGIN_ACTIVITY_KEEP_DAYS` days.
 */
export const pluginActivityCollection: CollectionInput = {
  id: PLUGIN_ACTIVITY_COLLECTION_ID,
  name: 'plugin_activity',
  type: 'base',
  system: false,
  listRule: OWN,
  viewRule: OWN,
  createRule: `${OWN} && (action = "read" || action = "fetched" || action = "notified")`,
  updateRule: null,
  deleteRule: null,
  fields: [
    relation('user', USERS_COLLECTION_ID),
    relation('plugin', PLUGINS_COLLECTION_ID),
    {
      name: 'action',
      type: 'select',
      values: [...PLUGIN_ACTIVITY_ACTIONS],
      maxSelect: 1,
      required: true,
    },
    { name: 'detail', type: 'text', max: 300 },
    { ...relation('chat', CHATS_COLLECTION_ID, false), cascadeDelete: true },
    ...timestamps,
  ],
  indexes: [
    'CREATE INDEX `idx_plugin_activity_user_plugin` ON `plugin_activity` (`user`, `plugin`, `created`)',
  ],
};

export const PLUGIN_COLLECTIONS: readonly CollectionInput[] = [
  pluginsCollection,
  pluginGrantsCollection,
  pluginStorageCollection,
  pluginStateCollection,
  pluginActivityCollection,
];
