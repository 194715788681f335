import type { Capability } from '@hearth/plugin-sdk';
import type { App } from '../../app.js';
import type { Queryable } from '../../storage/db.js';
import { collectionOf, grantsOfPlugin, systemInfo } from './plugin-records.js';

/**
 * After an update, brings every user's grant in line with what the new version asks: a grant
 * whose `consented` lacks a capability the plugin now asks for is turned off (until the user
 * consents again), and capabilities it no longer asks for leave `granted` and `consented`.
 * Written through the record service inside the update's transaction, so each user's open
 * tabs hear their grant change when it commits.
 */
export async function reconcileGrants(
  app: App,
  tx: Queryable,
  pluginRecordId: string,
  asked: readonly Capability[],
): Promise<void> {
  const grants = collectionOf(app, 'plugin_grants');
  const isAsked = (capability: Capability) => asked.includes(capability);
  for (const grant of await grantsOfPlugin(app, tx, pluginRecordId)) {
    const granted = grant.granted.filter(isAsked);
    const consented = grant.consented.filter(isAsked);
    const enabled = grant.enabled && asked.every((capability) => consented.includes(capability));
    const changed =
      enabled !== grant.enabled ||
      granted.length !== grant.granted.length ||
      consented.length !== grant.consented.length;
    if (!changed) continue;
    await app.records.update(
      grants,
      grant.id,
      { data: { enabled, granted, consented }, files: {} },
      systemInfo(app),
      { tx },
    );
  }
}
