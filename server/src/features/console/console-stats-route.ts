import type { App } from '../../app.js';
import { forbidden, MESSAGES, unauthorized } from '../../errors.js';
import { isSuperuser } from '../../request-info.js';
import { consoleStatsReader } from './console-stats.js';

/** `GET /api/hearth/console/stats`: the dashboard's figures, for superusers only. */
export function addConsoleStatsRoute(app: App): void {
  const readStats = consoleStatsReader(app);
  app.routes.add({
    method: 'GET',
    path: '/api/hearth/console/stats',
    handler: async ({ info }) => {
      if (!info.auth) throw unauthorized(MESSAGES.requireAuth);
      if (!isSuperuser(info)) throw forbidden(MESSAGES.superusersOnly);
      return readStats();
    },
  });
}
