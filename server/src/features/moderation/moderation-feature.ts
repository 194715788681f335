import type { Feature } from '../../app.js';
import { moderationCollections } from './0011_moderation.js';
import { bindModerationRoutes } from './moderation-routes.js';
import { guardNewReports } from './report-guard.js';
import { refuseSuspendedUsers } from './suspension-check.js';

/**
 * Moderation (docs/moderation.md): users report messages and people (`reports`); superusers
 * dismiss reports, delete messages, suspend, lift and delete users through the moderation
 * routes, each written to the audit log (`moderation_log`). A suspended user cannot sign in,
 * refresh, send messages or be found until the suspension ends.
 */
export const moderationFeature: Feature = {
  name: 'moderation',
  migrations: [moderationCollections],
  setup(app) {
    app.auth.addSignInCheck(refuseSuspendedUsers());
    app.recordHooks.onBeforeWrite(guardNewReports(app));
    bindModerationRoutes(app);
  },
};
