import type { Capability, PluginManifest } from '@hearth/plugin-sdk';
import { isCapability } from '@hearth/plugin-sdk';
import type { CollectionModel } from '@hearth/shared';
import type { App } from '../../app.js';
import {
  jsonListFromColumn,
  toBool,
  toUniqueStrings,
} from '../../collections/fields/value-cast.js';
import { findFirstRecord, findRecordById } from '../../records/record-store.js';
import { systemRequestInfo, type RecordValues, type RequestInfo } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';

/** An installed plugin as the server reads it (`plugins`). */
export interface InstalledPlugin {
  /** The record id. */
  id: string;
  /** The manifest id (`poll`). */
  pluginId: string;
  version: string;
  manifest: PluginManifest;
  capabilities: Capability[];
  bundleHash: string;
}

/** One user's grant of one plugin (`plugin_grants`). */
export interface PluginGrant {
  id: string;
  user: string;
  plugin: string;
  enabled: boolean;
  granted: Capability[];
  consented: Capability[];
}

/** A collection of the app by name; its absence is a broken install, not bad input. */
export function collectionOf(app: App, name: string): CollectionModel {
  const collection = app.collections.find(name);
  if (!collection) throw new Error(`the ${name} collection is missing`);
  return collection;
}

/** Full rights, for what the server writes on its own behalf (activity, grants after an update). */
export function systemInfo(app: App): RequestInfo {
  const superusers = app.collections.find('_superusers');
  if (superusers?.type !== 'auth') throw new Error('the _superusers collection is missing');
  return systemRequestInfo(superusers);
}

export function capabilitiesOf(value: unknown): Capability[] {
  return toUniqueStrings(value).filter(isCapability);
}

function pluginFrom(values: RecordValues): InstalledPlugin {
  return {
    id: String(values['id']),
    pluginId: String(values['pluginId']),
    version: String(values['version']),
    // note: only the install route writes `manifest`, after the schema accepted it.
    manifest: values['manifest'] as PluginManifest,
    capabilities: capabilitiesOf(values['capabilities']),
    bundleHash: String(values['bundleHash'] ?? ''),
  };
}

/** The plugin with record id `id`, or null. */
export async function pluginById(
  app: App,
  q: Queryable,
  id: string,
): Promise<InstalledPlugin | null> {
  const values = await findRecordById(q, collectionOf(app, 'plugins'), id);
  return values ? pluginFrom(values) : null;
}

/** The plugin whose manifest id is `pluginId` (`poll`), or null. */
export async function pluginByManifestId(
  app: App,
  q: Queryable,
  pluginId: string,
): Promise<InstalledPlugin | null> {
  if (pluginId === '') return null;
  const plugins = collectionOf(app, 'plugins');
  const values = await findFirstRecord(q, plugins, {
    text: `${q.dialect.quoteIdent('pluginId')} = ?`,
    params: [pluginId],
  });
  return values ? pluginFrom(values) : null;
}

function grantFrom(values: RecordValues): PluginGrant {
  return {
    id: String(values['id']),
    user: String(values['user']),
    plugin: String(values['plugin']),
    enabled: values['enabled'] === true,
    granted: capabilitiesOf(values['granted']),
    consented: capabilitiesOf(values['consented']),
  };
}

/** The grant with id `id`, or null. */
export async function grantById(app: App, q: Queryable, id: string): Promise<PluginGrant | null> {
  const values = await findRecordById(q, collectionOf(app, 'plugin_grants'), id);
  return values ? grantFrom(values) : null;
}

/** The grants of every user for one plugin. */
export async function grantsOfPlugin(
  app: App,
  q: Queryable,
  pluginRecordId: string,
): Promise<PluginGrant[]> {
  const grants = collectionOf(app, 'plugin_grants');
  const rows = await q.all<{ id: string }>('SELECT id FROM plugin_grants WHERE plugin = ?', [
    pluginRecordId,
  ]);
  const found = await Promise.all(rows.map((row) => findRecordById(q, grants, row.id)));
  return found.filter((values) => values !== null).map(grantFrom);
}

/** What a user may let a plugin do right now: why not, or `allowed`. */
export type CapabilityAccess = 'allowed' | 'disabled' | 'denied';

/**
 * The effective capability: the user's grant of the plugin exists, is enabled, and has the
 * capability among the granted ones (the app checks the same before every bridge call).
 */
export async function capabilityAccess(
  q: Queryable,
  user: string,
  pluginRecordId: string,
  capability: Capability,
): Promise<CapabilityAccess> {
  const row = await q.get<{ enabled: unknown; granted: unknown }>(
    `SELECT enabled, granted FROM plugin_grants WHERE ${q.dialect.quoteIdent('user')} = ? AND plugin = ?`,
    [user, pluginRecordId],
  );
  if (!row || !toBool(row.enabled)) return 'disabled';
  return capabilitiesOf(jsonListFromColumn(row.granted)).includes(capability)
    ? 'allowed'
    : 'denied';
}
