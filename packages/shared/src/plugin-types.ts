import type { PluginManifest } from '@hearth/plugin-sdk';

/**
 * Plugins' limits and route answers (docs/plugin-data-model.md), shared so that the server and the
 * web app cannot drift apart. The manifest and the bridge are `@hearth/plugin-sdk`'s.
 */

/** The largest bundle (zip) a superuser can upload, and what it may unpack to. */
export const PLUGIN_BUNDLE_MAX_BYTES = 5 * 1024 * 1024;
export const PLUGIN_UNPACKED_MAX_BYTES = 20 * 1024 * 1024;
export const PLUGIN_BUNDLE_MAX_FILES = 200;
/** The largest `payload` of a plugin message, as JSON, in bytes. */
export const PLUGIN_PAYLOAD_MAX_BYTES = 16_000;
/** The longest plain-text fallback of a plugin message, in characters. */
export const PLUGIN_FALLBACK_MAX = 1000;
/** The largest value of one shared-state entry, and of one storage entry, as JSON, in bytes. */
export const PLUGIN_STATE_VALUE_MAX_BYTES = 4000;
export const PLUGIN_STORAGE_VALUE_MAX_BYTES = 16_000;
/** Storage keys one user's plugin may keep, and shared-state entries per message or chat. */
export const PLUGIN_STORAGE_MAX_KEYS = 200;
export const PLUGIN_STATE_MAX_ENTRIES = 1000;
/** State and storage keys: 1 to 100 characters of letters, digits and `._:-`. */
export const PLUGIN_KEY_PATTERN = '^[A-Za-z0-9._:-]{1,100}$';
/** Activity entries are kept this many days. */
export const PLUGIN_ACTIVITY_KEEP_DAYS = 30;
/** What the activity log records. */
export const PLUGIN_ACTIVITY_ACTIONS = [
  'sent',
  'read',
  'stored',
  'shared',
  'notified',
  'fetched',
] as const;
export type PluginActivityAction = (typeof PLUGIN_ACTIVITY_ACTIONS)[number];

/** Paths of the plugin routes (all under `/api/hearth/`). */
export const PLUGIN_ROUTES = {
  /** POST, superusers: multipart `bundle`; checks it and writes nothing. Answers a `PluginBundleCheck`. */
  check: '/api/hearth/plugins/check',
  /** POST, superusers: multipart `bundle`; installs it, or updates the plugin with its id. */
  install: '/api/hearth/plugins',
  /** DELETE, superusers: removes the plugin `:id` (record id) with its files, grants and data. */
  remove: (id: string) => `/api/hearth/plugins/${encodeURIComponent(id)}`,
  /** GET, anyone: the plugin's icon (record id). */
  icon: (id: string) => `/api/hearth/plugins/${encodeURIComponent(id)}/icon`,
  /** GET: the plugin's files for one user's grant, served with the CSP that grant allows. */
  frame: (grantId: string, path: string) =>
    `/api/hearth/plugin-frames/${encodeURIComponent(grantId)}/${path}`,
} as const;

/** What a bundle check answers: the manifest, and what changes against the installed version. */
export interface PluginBundleCheck {
  manifest: PluginManifest;
  /** The installed plugin with this id, if any. */
  installed: { id: string; version: string } | null;
  /** Capabilities the bundle asks for that the installed version did not, and the reverse. */
  addedCapabilities: string[];
  removedCapabilities: string[];
  addedHosts: string[];
  files: number;
  bytes: number;
}
