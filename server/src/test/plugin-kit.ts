import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PLUGIN_ROUTES, PLUGINS_COLLECTION_ID, type PluginBundleCheck } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import type { Feature } from '../app.js';
import { HEARTH_FEATURES } from '../features/hearth-features.js';
import { pluginsWith, type PluginsOptions } from '../features/plugins/plugins-feature.js';
import { makeBundle } from '../features/plugins/test-bundles.js';
import type { Person } from './social-kit.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * Plugins as superusers and users drive them (docs/plugin-data-model.md): the bundle routes,
 * grants through the records API, and what is stored, to tell that a refused request wrote
 * nothing.
 */

/** Hearth's features with the plugins feature's options replaced (no first-party bundles by default). */
export function featuresWithPlugins(options: PluginsOptions = { firstPartyDir: null }): Feature[] {
  return HEARTH_FEATURES.map((feature) =>
    feature.name === 'plugins' ? pluginsWith(options) : feature,
  );
}

/** A test server whose fresh instance installs no first-party plugin. */
export function startPluginServer(): Promise<TestServer> {
  return startTestServer({ features: featuresWithPlugins() });
}

/** A multipart form with `bundle`, as the web app uploads it. */
export function bundleForm(zip: Uint8Array, name = 'plugin.zip'): FormData {
  const form = new FormData();
  form.append('bundle', new Blob([zip], { type: 'application/zip' }), name);
  return form;
}

/** `POST /api/hearth/plugins/check`. */
export function checkPlugin(pb: PocketBase, zip: Uint8Array): Promise<PluginBundleCheck> {
  return pb.send<PluginBundleCheck>(PLUGIN_ROUTES.check, { method: 'POST', body: bundleForm(zip) });
}

/** `POST /api/hearth/plugins`: installs (or updates) the bundle. */
export function installPlugin(pb: PocketBase, zip?: Uint8Array): Promise<RecordModel> {
  return (zip ? Promise.resolve(zip) : makeBundle()).then((bytes) =>
    pb.send<RecordModel>(PLUGIN_ROUTES.install, { method: 'POST', body: bundleForm(bytes) }),
  );
}

/** `DELETE /api/hearth/plugins/:id`. */
export function removePlugin(pb: PocketBase, id: string): Promise<unknown> {
  return pb.send(PLUGIN_ROUTES.remove(id), { method: 'DELETE' });
}

/**
 * `who` enables a plugin as the consent dialog does: consenting to everything it asks and
 * granting what they left on (everything by default). Returns the grant.
 */
export function enablePlugin(
  who: Person,
  plugin: RecordModel,
  granted: readonly string[] = capabilitiesOf(plugin),
): Promise<RecordModel> {
  return who.pb.collection('plugin_grants').create({
    user: who.id,
    plugin: plugin.id,
    enabled: true,
    consented: capabilitiesOf(plugin),
    granted,
  });
}

/** The capabilities a plugin record asks for. */
export function capabilitiesOf(plugin: RecordModel): string[] {
  const value: unknown = plugin['capabilities'];
  return Array.isArray(value) ? value.map(String) : [];
}

/** Every file stored under the plugins collection's folder, as paths below it. */
export async function storedPluginFiles(server: TestServer): Promise<string[]> {
  const root = join(server.dataDir, 'storage', PLUGINS_COLLECTION_ID);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Everything stored about plugins (records of every plugin collection, files), as one text, to
 * tell that a refused request changed nothing.
 */
export async function pluginsSnapshot(server: TestServer, admin: PocketBase): Promise<string> {
  const collections = ['plugins', 'plugin_grants', 'plugin_storage', 'plugin_state'];
  const records = await Promise.all(
    collections.map((name) => admin.collection(name).getFullList({ sort: 'created,id' })),
  );
  return JSON.stringify({ records, files: await storedPluginFiles(server) });
}

/** The activity entries of a user for a plugin, oldest first, as `action detail`. */
export async function activityOf(
  admin: PocketBase,
  user: string,
  plugin: string,
): Promise<string[]> {
  const items = await admin.collection('plugin_activity').getFullList({
    filter: `user = "${user}" && plugin = "${plugin}"`,
    sort: 'created,id',
  });
  return items.map((item) => `${String(item['action'])} ${String(item['detail'])}`);
}

/** `GET` of a plugin file for a grant, with `fetch` (frames send no token). */
export function fetchFrameFile(
  server: TestServer,
  grantId: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}${PLUGIN_ROUTES.frame(grantId, path)}`, { headers });
}
