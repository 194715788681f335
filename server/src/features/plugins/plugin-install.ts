import type { PluginBundleCheck } from '@hearth/shared';
import type { App } from '../../app.js';
import { notFound } from '../../errors.js';
import { newRecordId } from '../../lib/random.js';
import type { RequestInfo } from '../../request-info.js';
import type { CheckedBundle } from './bundle-check.js';
import { reconcileGrants } from './grant-reconciliation.js';
import { bundleFolder, writeBundleFiles } from './plugin-files.js';
import { collectionOf, pluginByManifestId, type InstalledPlugin } from './plugin-records.js';

/** What a checked bundle would change against the installed plugin with its id. */
export async function describeBundle(app: App, bundle: CheckedBundle): Promise<PluginBundleCheck> {
  const installed = await pluginByManifestId(app, app.db, bundle.manifest.id);
  const before = installed?.capabilities ?? [];
  const after = bundle.manifest.capabilities;
  const hostsBefore = installed?.manifest.network ?? [];
  return {
    manifest: bundle.manifest,
    installed: installed ? { id: installed.id, version: installed.version } : null,
    addedCapabilities: after.filter((capability) => !before.includes(capability)),
    removedCapabilities: before.filter((capability) => !after.includes(capability)),
    addedHosts: (bundle.manifest.network ?? []).filter((host) => !hostsBefore.includes(host)),
    files: bundle.files.size,
    bytes: bundle.size,
  };
}

/**
 * Installs a checked bundle, or updates the plugin with its manifest id: the files go to a new
 * folder first, then the record (and, on an update, every user's grant: `reconcileGrants`)
 * changes in one transaction, and only then is the old folder deleted. Whatever fails before
 * the commit takes the new folder away and leaves the installed version as it was. Answers the
 * record as the records API presents it to `info`.
 */
export async function installBundle(
  app: App,
  bundle: CheckedBundle,
  info: RequestInfo,
): Promise<Record<string, unknown>> {
  const existing = await pluginByManifestId(app, app.db, bundle.manifest.id);
  const id = existing?.id ?? newRecordId();
  // note: the same bundle again has the same folder; it is rewritten, never removed.
  const reused = existing?.bundleHash === bundle.hash;
  const discardNewFiles = async () => {
    if (!reused) await app.blobs.deletePrefix(bundleFolder(id, bundle.hash));
  };
  let saved: Record<string, unknown>;
  try {
    await writeBundleFiles(app.blobs, id, bundle.hash, bundle.files);
    saved = await saveRecord(app, bundle, id, existing, info);
  } catch (error) {
    await discardNewFiles();
    throw error;
  }
  if (existing && !reused && existing.bundleHash !== '') {
    await app.blobs.deletePrefix(bundleFolder(id, existing.bundleHash)).catch((error: unknown) => {
      app.logger.warn('plugins: could not delete an old bundle', { error, plugin: id });
    });
  }
  return saved;
}

function saveRecord(
  app: App,
  bundle: CheckedBundle,
  id: string,
  existing: InstalledPlugin | null,
  info: RequestInfo,
): Promise<Record<string, unknown>> {
  const plugins = collectionOf(app, 'plugins');
  const data = {
    pluginId: bundle.manifest.id,
    version: bundle.manifest.version,
    manifest: bundle.manifest,
    capabilities: bundle.manifest.capabilities,
    bundleHash: bundle.hash,
    bundleSize: bundle.size,
  };
  return app.records.transaction(async (tx) => {
    if (!existing) {
      return app.records.create(plugins, { data: { id, ...data }, files: {} }, info, { tx });
    }
    const updated = await app.records.update(plugins, id, { data, files: {} }, info, { tx });
    await reconcileGrants(app, tx, id, bundle.manifest.capabilities);
    return updated;
  });
}

/**
 * Removes a plugin: its record, and with it (cascades) every grant, storage entry, shared
 * state entry and activity entry, then its files once that commits. Its messages stay, shown
 * by their fallback text. 404 when there is no such plugin.
 */
export async function removePlugin(app: App, id: string, info: RequestInfo): Promise<void> {
  const plugins = collectionOf(app, 'plugins');
  if (id === '') throw notFound();
  await app.records.delete(plugins, id, info);
}
