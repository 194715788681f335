import type { Feature } from '../../app.js';
import { pluginCollections } from './0008_plugins.js';
import { firstPartyPlugins } from './0009_first_party_plugins.js';
import { firstPartyPluginsDir, installPendingFirstPartyPlugins } from './first-party-plugins.js';
import { guardGrantWrite } from './grant-guard.js';
import { recordPluginActivity, schedulePruneActivity } from './plugin-activity.js';
import { guardPluginMessageWrite } from './plugin-message-guard.js';
import { bindPluginRoutes } from './plugin-routes.js';
import { guardPluginStateDelete, guardPluginStateWrite } from './plugin-state-guard.js';
import { guardPluginStorageWrite } from './plugin-storage-guard.js';

/** Options of the plugins feature; tests point the first-party bundles elsewhere. */
export interface PluginsOptions {
  /** The folder of the first-party bundles (`null`: install none); the environment's by default. */
  firstPartyDir?: string | null;
}

/**
 * Plugins with the given options, or the environment's (`HEARTH_FIRST_PARTY_PLUGINS`) read
 * when an app opens.
 */
export function pluginsWith(options: PluginsOptions = {}): Feature {
  return {
    name: 'plugins',
    migrations: [pluginCollections, firstPartyPlugins],
    async setup(app) {
      app.recordHooks.onBeforeWrite(guardGrantWrite(app));
      app.recordHooks.onBeforeWrite(guardPluginMessageWrite(app));
      app.recordHooks.onBeforeWrite(guardPluginStateWrite(app));
      app.recordHooks.onBeforeDelete(guardPluginStateDelete());
      app.recordHooks.onBeforeWrite(guardPluginStorageWrite());
      app.recordHooks.onAfterChange(recordPluginActivity(app));
      bindPluginRoutes(app);
      schedulePruneActivity(app);
      const dir =
        options.firstPartyDir === undefined ? firstPartyPluginsDir() : options.firstPartyDir;
      await installPendingFirstPartyPlugins(app, dir);
    },
  };
}

/**
 * Sandboxed plugins (docs/plugin-data-model.md): superusers install bundles that are checked
 * before anything is written; users enable them with consent; the server checks every write a
 * plugin makes for a user (messages, shared state, storage) against that user's grant, serves
 * a plugin's files only for an enabled grant under a strict CSP, and logs what plugins did.
 * Needs chat (plugin messages are chat messages), set up before it.
 */
export const pluginsFeature: Feature = pluginsWith();
