import type { App } from '../../app.js';
import { requireSuperuser } from './moderation-access.js';
import {
  readDeleteUserInput,
  readDismissNote,
  readSuspendInput,
  readUserInput,
} from './moderation-input.js';
import { deleteReportedMessage, dismissReport } from './report-actions.js';
import { reportContext } from './report-context.js';
import { deleteUser, lift, suspend } from './suspensions.js';

const BASE = '/api/hearth/moderation';

/**
 * The superusers' moderation routes (docs/moderation.md): suspend, lift, delete a user, and
 * act on a report (dismiss, delete its message, read its context). Each checks the caller
 * first (401 guest, 403 user), then the body (400 with field errors), then the ids (404).
 */
export function bindModerationRoutes(app: App): void {
  app.routes.add({
    method: 'POST',
    path: `${BASE}/suspend`,
    handler: ({ info }) => {
      const actor = requireSuperuser(info);
      return suspend(app, actor, readSuspendInput(info, new Date()), info);
    },
  });
  app.routes.add({
    method: 'POST',
    path: `${BASE}/lift`,
    handler: ({ info }) => lift(app, requireSuperuser(info), readUserInput(info), info),
  });
  app.routes.add({
    method: 'POST',
    path: `${BASE}/delete-user`,
    handler: ({ info }) => {
      const actor = requireSuperuser(info);
      return deleteUser(app, actor, readDeleteUserInput(info), info);
    },
  });
  app.routes.add({
    method: 'POST',
    path: `${BASE}/reports/:id/dismiss`,
    handler: ({ info, params }) => {
      const actor = requireSuperuser(info);
      return dismissReport(app, actor, params['id'] ?? '', readDismissNote(info), info);
    },
  });
  app.routes.add({
    method: 'POST',
    path: `${BASE}/reports/:id/delete-message`,
    handler: ({ info, params }) =>
      deleteReportedMessage(app, requireSuperuser(info), params['id'] ?? '', info),
  });
  app.routes.add({
    method: 'GET',
    path: `${BASE}/reports/:id/context`,
    handler: ({ info, params }) => {
      requireSuperuser(info);
      return reportContext(app, params['id'] ?? '', info);
    },
  });
}
