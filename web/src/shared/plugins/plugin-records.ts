import type { Capability } from '@hearth/plugin-sdk';

/** The plugin collections (`packages/shared/src/schema/plugins.ts`). */
export const PLUGIN_COLLECTIONS = {
  plugins: 'plugins',
  grants: 'plugin_grants',
  storage: 'plugin_storage',
  state: 'plugin_state',
  activity: 'plugin_activity',
} as const;

/** A `plugins` record: an installed plugin. */
export interface PluginRecord {
  id: string;
  pluginId: string;
  version: string;
  /** The bundle's `manifest.json`, checked by the server when it was installed. */
  manifest: unknown;
  capabilities: Capability[];
  created: string;
  updated: string;
}

/** A `plugin_grants` record: one user's consent to one plugin. */
export interface PluginGrantRecord {
  id: string;
  user: string;
  /** The plugin's record id. */
  plugin: string;
  enabled: boolean;
  granted: Capability[];
  consented: Capability[];
}

/** A `plugin_state` record: one entry of the state a plugin shares in a chat. */
export interface PluginStateRecord {
  id: string;
  chat: string;
  /** The message it belongs to, or `''` for the chat's own state. */
  message: string;
  plugin: string;
  key: string;
  owner: string;
  value: unknown;
  updatedBy: string;
  updated: string;
}

/** A `plugin_storage` record: one value a plugin keeps for the signed-in user. */
export interface PluginStorageRecord {
  id: string;
  user: string;
  plugin: string;
  key: string;
  value: unknown;
}
