import type { App } from '../../../app.js';
import { FriendLists } from './presence-friends.js';
import { followConnections, followSocialChanges, SOCIAL_COLLECTIONS } from './presence-hooks.js';
import { PRESENCE_TOPIC } from './presence-model.js';
import { presenceOptionsFromEnv, type PresenceOptions } from './presence-options.js';
import { addPresenceRoutes } from './presence-routes.js';
import { PresenceService } from './presence-service.js';
import { PresenceStore } from './presence-store.js';

/** Each app's presence, for benchmarks and tests that read its stats. */
const services = new WeakMap<App, PresenceService>();

/** The presence service of an app set up with presence. */
export function presenceOf(app: App): PresenceService | undefined {
  return services.get(app);
}

/**
 * Binds presence to an app: realtime connections in, events on `hearth/presence` out, the
 * record hooks that keep friend lists true, and the `/api/hearth/presence/*` routes.
 *
 * It stops with the app's realtime (timers cleared, nothing written or sent afterwards): a
 * feature's `close()` is shared by every app it was set up on, and this must stop only its own.
 */
export function setupPresence(
  app: App,
  options: PresenceOptions = presenceOptionsFromEnv(process.env),
): PresenceService {
  const store = new PresenceStore(app.db);
  const service = new PresenceService({
    store,
    friends: new FriendLists(app.db),
    logger: app.logger,
    options,
    connections: app.cluster.coordination.presence,
    publish: (presence, authIds) =>
      app.realtime.publish(PRESENCE_TOPIC, presence, { audience: { authIds: [...authIds] } }),
  });
  const stops = [
    app.realtime.onClientAuthChange(followConnections(service)),
    app.recordHooks.onAfterChange(followSocialChanges(service)),
    // note: friendships, blocks and settings changed through another server process.
    app.realtime.onPeerRecordChange(SOCIAL_COLLECTIONS, followSocialChanges(service)),
    app.cluster.coordination.presence.onOrphaned((userIds) => service.orphaned(userIds)),
  ];
  addPresenceRoutes({ app, service, store });
  app.realtime.onClose(() => {
    for (const stop of stops) stop();
    service.close();
  });
  services.set(app, service);
  return service;
}
