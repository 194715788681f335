import type { Capability, PluginManifest } from '@hearth/plugin-sdk';
import { isCapability } from '@hearth/plugin-sdk';
import { PLUGIN_ROUTES } from '@hearth/shared';
import { readEnv } from '../config/env';
import type { LiveEvent } from '../social/live-records';
import { createLiveStore } from '../social/live-records';
import { grantsSource, pluginsSource } from './plugin-api';
import type { PluginGrantRecord, PluginRecord } from './plugin-records';

/** An installed plugin as the app uses it. */
export interface InstalledPlugin {
  /** The `plugins` record id (grants, storage and state point at it). */
  id: string;
  /** The manifest's id (`poll`): what plugin messages carry. */
  pluginId: string;
  version: string;
  manifest: PluginManifest;
  /** What it asks for. */
  capabilities: Capability[];
  /** An absolute URL of its icon, or `''` when it has none. */
  iconUrl: string;
}

/** The signed-in user's consent to one plugin. */
export interface PluginGrant {
  id: string;
  /** The plugin's record id. */
  plugin: string;
  enabled: boolean;
  /** What the plugin may do: what the user left on (a part of `consented`). */
  granted: Capability[];
  /** What the consent dialog listed when the user agreed. */
  consented: Capability[];
}

/** The installed plugins and the signed-in user's grants, live. */
export interface PluginCatalogue {
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  plugins: readonly InstalledPlugin[];
  grants: readonly PluginGrant[];
  /** The installed plugin with this manifest id (`poll`), if any. */
  pluginById(pluginId: string): InstalledPlugin | null;
  /** The user's grant of a plugin, if they ever enabled it. */
  grantOf(plugin: InstalledPlugin): PluginGrant | null;
  reload(): void;
}

/** A plugin the user has on, with what it may do. */
export interface EnabledPlugin {
  plugin: InstalledPlugin;
  grant: PluginGrant;
  capabilities: Capability[];
}

export const pluginsStore = createLiveStore<PluginRecord>(pluginsSource);
export const grantsStore = createLiveStore<PluginGrantRecord>(grantsSource);

function capabilities(values: unknown): Capability[] {
  return Array.isArray(values) ? values.filter(isCapability) : [];
}

/**
 * The manifest as the server stored it (it checked it against the schema on install); the parts
 * the app walks through are made safe to read even so.
 */
function manifestOf(record: PluginRecord): PluginManifest {
  const stored: Partial<PluginManifest> =
    typeof record.manifest === 'object' && record.manifest !== null ? record.manifest : {};
  return {
    ...stored,
    id: stored.id ?? record.pluginId,
    name: stored.name ?? record.pluginId,
    version: stored.version ?? record.version,
    description: stored.description ?? '',
    author: stored.author ?? '',
    entry: stored.entry ?? 'index.html',
    capabilities: capabilities(stored.capabilities),
    contributes: stored.contributes ?? {},
  };
}

/** A `plugins` record as the app uses it. */
export function installedPlugin(record: PluginRecord): InstalledPlugin {
  const manifest = manifestOf(record);
  // note: the version in the query makes an updated icon replace a cached one.
  const iconUrl = manifest.icon
    ? `${readEnv().apiUrl}${PLUGIN_ROUTES.icon(record.id)}?v=${encodeURIComponent(record.version)}`
    : '';
  return {
    id: record.id,
    pluginId: record.pluginId,
    version: record.version,
    manifest,
    capabilities: capabilities(record.capabilities),
    iconUrl,
  };
}

/** A `plugin_grants` record as the app uses it. */
export function pluginGrant(record: PluginGrantRecord): PluginGrant {
  return {
    id: record.id,
    plugin: record.plugin,
    enabled: record.enabled === true,
    granted: capabilities(record.granted),
    consented: capabilities(record.consented),
  };
}

/**
 * What the plugin may do now: nothing while it is off, else what the user granted of what it
 * still asks for. Every bridge call is checked against this.
 */
export function effectiveCapabilities(
  plugin: InstalledPlugin,
  grant: PluginGrant | null,
): Capability[] {
  if (!grant?.enabled || grant.plugin !== plugin.id) return [];
  return plugin.capabilities.filter((capability) => grant.granted.includes(capability));
}

/** Whether the plugin asks for something the user has not agreed to (never asked, or an update). */
export function needsConsent(plugin: InstalledPlugin, grant: PluginGrant | null): boolean {
  const consented = grant?.plugin === plugin.id ? grant.consented : [];
  return plugin.capabilities.some((capability) => !consented.includes(capability));
}

/** Whether the plugin is on for the user (and nothing it asks for waits for their consent). */
export function isEnabled(plugin: InstalledPlugin, grant: PluginGrant | null): boolean {
  return grant?.enabled === true && grant.plugin === plugin.id && !needsConsent(plugin, grant);
}

/** The plugins the user has on, in the catalogue's order, with what each may do. */
export function enabledPlugins(catalogue: PluginCatalogue): EnabledPlugin[] {
  const result: EnabledPlugin[] = [];
  for (const plugin of catalogue.plugins) {
    const grant = catalogue.grantOf(plugin);
    if (grant && isEnabled(plugin, grant)) {
      result.push({ plugin, grant, capabilities: effectiveCapabilities(plugin, grant) });
    }
  }
  return result;
}

/** The catalogue made of the two lists (pure: the hook memoises it). */
export function pluginCatalogue(
  plugins: readonly InstalledPlugin[],
  grants: readonly PluginGrant[],
  status: PluginCatalogue['status'],
  error: unknown,
): PluginCatalogue {
  const byId = new Map(plugins.map((plugin) => [plugin.pluginId, plugin]));
  const grantByPlugin = new Map(grants.map((grant) => [grant.plugin, grant]));
  return {
    status,
    error,
    plugins,
    grants,
    pluginById: (pluginId) => byId.get(pluginId) ?? null,
    grantOf: (plugin) => grantByPlugin.get(plugin.id) ?? null,
    reload() {
      pluginsStore.reload();
      grantsStore.reload();
    },
  };
}

let kept: { owner: string; release: () => void } | null = null;

/**
 * Keeps the catalogue loaded and live for `owner` for the rest of the session (the chat, home
 * and `/plugin` all read it, so it is not reloaded on every screen); `null` lets it go.
 */
export function keepCatalogue(owner: string | null): void {
  if (kept?.owner === owner) return;
  kept?.release();
  kept = null;
  if (!owner) return;
  const releasePlugins = pluginsStore.retain(owner);
  const releaseGrants = grantsStore.retain(owner);
  kept = {
    owner,
    release() {
      releasePlugins();
      releaseGrants();
    },
  };
}

/**
 * Shows the answer to a grant write of this tab at once (its realtime echo follows): for the
 * `/plugin` page's enable, revoke and disable.
 */
export function applyGrantChange(
  action: LiveEvent<PluginGrantRecord>['action'],
  record: PluginGrant & { user?: string },
): void {
  grantsStore.apply({ action, record: { user: '', ...record } });
}
