import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../../app.js';
import { PARAMS_TABLE } from '../../migrations/bootstrap.js';
import { nowString } from '../../lib/dates.js';
import type { Queryable } from '../../storage/db.js';
import { checkBundle } from './bundle-check.js';
import { BundleError } from './bundle-error.js';
import { installBundle } from './plugin-install.js';
import { pluginByManifestId, systemInfo } from './plugin-records.js';

/** The plugins a fresh instance comes with (`hello`, the tutorial's, is not one of them). */
export const FIRST_PARTY_PLUGINS = ['poll', 'checklist'] as const;
/** The `_params` entry that lists the first-party plugins still to install. */
export const PENDING_FIRST_PARTY_PARAM = 'hearthPendingPlugins';

/**
 * Where the first-party bundles are (`<id>.zip`): `HEARTH_FIRST_PARTY_PLUGINS`, or the
 * repository's `plugins/dist` (what `npm run build` makes) found from the server package;
 * `HEARTH_FIRST_PARTY_PLUGINS=` (empty) installs none.
 */
export function firstPartyPluginsDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env['HEARTH_FIRST_PARTY_PLUGINS'];
  if (configured === '') return null;
  if (configured !== undefined) return resolve(configured);
  // server/src/features/plugins (or server/dist/…) ⇒ plugins/dist, wherever the repository is.
  return fileURLToPath(new URL('../../../../plugins/dist', import.meta.url));
}

/**
 * Installs the first-party plugins `0009_first_party_plugins` marked as pending, once: each one
 * installed (or already installed by a superuser) leaves the list for good; one whose bundle is
 * missing or refused is logged and stays pending for the next start. Never fails the start.
 */
export async function installPendingFirstPartyPlugins(app: App, dir: string | null): Promise<void> {
  const pending = await readPending(app.db);
  if (pending.length === 0 || dir === null) return;
  const left: string[] = [];
  for (const id of pending) {
    if (!(await installOne(app, dir, id))) left.push(id);
  }
  await app.db.run(
    `UPDATE ${app.db.dialect.quoteIdent(PARAMS_TABLE)} SET value = ?, updated = ? WHERE id = ?`,
    [JSON.stringify(left), nowString(), PENDING_FIRST_PARTY_PARAM],
  );
}

/** Installs one first-party plugin; false when it should be tried again at the next start. */
async function installOne(app: App, dir: string, id: string): Promise<boolean> {
  if (await pluginByManifestId(app, app.db, id)) return true;
  const file = join(dir, `${id}.zip`);
  try {
    const bundle = await checkBundle(await readFile(file));
    if (bundle.manifest.id !== id) {
      app.logger.warn('plugins: a first-party bundle has another id', {
        file,
        id: bundle.manifest.id,
      });
      return false;
    }
    await installBundle(app, bundle, systemInfo(app));
    app.logger.info('plugins: installed a first-party plugin', {
      plugin: id,
      version: bundle.manifest.version,
    });
    return true;
  } catch (error) {
    const reason =
      error instanceof BundleError
        ? error.message
        : isMissing(error)
          ? `${file} is missing (npm run build makes it)`
          : String(error);
    app.logger.warn('plugins: a first-party plugin was not installed', { plugin: id, reason });
    return false;
  }
}

async function readPending(q: Queryable): Promise<string[]> {
  const row = await q.get<{ value: string | null }>(
    `SELECT value FROM ${q.dialect.quoteIdent(PARAMS_TABLE)} WHERE id = ?`,
    [PENDING_FIRST_PARTY_PARAM],
  );
  try {
    const parsed: unknown = JSON.parse(row?.value ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
