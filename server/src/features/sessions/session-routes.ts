import { SESSION_ROUTES, USERS_COLLECTION_ID, type EndOtherSessionsResult } from '@hearth/shared';
import type { App } from '../../app.js';
import { ApiError, forbidden, MESSAGES, unauthorized } from '../../errors.js';
import type { AuthIdentity, RequestInfo } from '../../request-info.js';
import { endSessions, sessionsOf, systemInfo } from './session-records.js';

/** The caller, who must be signed in as a user: 401 without a token, 403 for other records. */
function requireUserAuth(info: RequestInfo): AuthIdentity {
  if (!info.auth) throw unauthorized(MESSAGES.requireAuth);
  if (info.auth.collection.id !== USERS_COLLECTION_ID) throw forbidden(MESSAGES.requireSuperuser);
  return info.auth;
}

/**
 * What the `sessions` rules cannot say: ending every other session at once, and ending one's
 * own without knowing its id (the web app's sign-out).
 */
export function addSessionRoutes(app: App): void {
  app.routes.add({
    method: 'POST',
    path: SESSION_ROUTES.endOthers,
    // A token from before sessions names none, so every session of the user ends.
    handler: async ({ info }): Promise<EndOtherSessionsResult> => {
      const auth = requireUserAuth(info);
      return { ended: await endSessions(app, String(auth.record['id']), auth.sessionId) };
    },
  });
  app.routes.add({
    method: 'POST',
    path: SESSION_ROUTES.endCurrent,
    handler: async ({ info }): Promise<undefined> => {
      const { sessionId } = requireUserAuth(info);
      if (sessionId === undefined) return undefined;
      try {
        await app.records.delete(sessionsOf(app), sessionId, systemInfo(app));
      } catch (error) {
        // note: ended since the request's check (another device, a password change): done.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      return undefined;
    },
  });
}
