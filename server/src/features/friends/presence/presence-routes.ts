import { notFound } from '../../../errors.js';
import type { App } from '../../../app.js';
import { requireUser } from '../require-user.js';
import { readActivity, readMode, readSnapshotIds } from './presence-input.js';
import { seenBy } from './presence-privacy.js';
import type { PresenceService } from './presence-service.js';
import type { PresenceStore } from './presence-store.js';

/** What the routes work with. */
export interface PresenceRouteDeps {
  app: App;
  service: PresenceService;
  store: PresenceStore;
}

/**
 * The presence API (docs/social-data-model.md), for signed-in users only: a snapshot of the
 * people on screen, the caller's own mode, and each tab's idleness.
 */
export function addPresenceRoutes({ app, service, store }: PresenceRouteDeps): void {
  app.routes.add({
    method: 'POST',
    path: '/api/hearth/presence/snapshot',
    handler: async ({ info }) => {
      const viewer = requireUser(info);
      const ids = readSnapshotIds(info.body);
      const visible = await seenBy(app.db, viewer, await store.rows(ids));
      const byId = new Map(visible.map((row) => [row.id, row]));
      // note: those the caller may not see are left out, like those that do not exist.
      const rows = ids.flatMap((id) => byId.get(id) ?? []);
      return { items: await service.snapshotOf(rows) };
    },
  });

  app.routes.add({
    method: 'GET',
    path: '/api/hearth/presence/me',
    handler: ({ info }) => service.mine(requireUser(info)),
  });

  app.routes.add({
    method: 'PUT',
    path: '/api/hearth/presence/me',
    handler: ({ info }) => {
      const userId = requireUser(info);
      return service.chooseMode(userId, readMode(info.body));
    },
  });

  app.routes.add({
    method: 'POST',
    path: '/api/hearth/presence/activity',
    handler: ({ info }) => {
      const userId = requireUser(info);
      const { clientId, idle } = readActivity(info.body);
      // note: the message realtime answers for a client id it does not know (or not for this caller).
      if (!service.setIdle(userId, clientId, idle)) throw notFound('Missing or invalid client id.');
      return undefined;
    },
  });
}
