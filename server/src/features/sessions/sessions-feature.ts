import type { Feature } from '../../app.js';
import { sessionCollections } from './0010_sessions.js';
import { announceEndedSessions, endSessionsOnTokenKeyChange } from './session-ending.js';
import { SessionStore, type Clock } from './session-store.js';
import { pruneSessions, SESSION_PRUNING_JOB } from './session-pruning.js';
import { addSessionRoutes } from './session-routes.js';

/** What a sessions feature can be given besides the app (tests pass a clock). */
export interface SessionsOptions {
  now?: Clock;
}

/**
 * Sessions and devices (docs/sessions.md): every sign-in of a user opens a session named by
 * its token's `sid` claim, kept by refreshes and requests; ending one (deleting its record,
 * the end-others and end-current routes, a password change) makes its token answer 401 at once
 * and drops its realtime connections' authorization.
 */
export function createSessionsFeature(options: SessionsOptions = {}): Feature {
  return {
    name: 'sessions',
    migrations: [sessionCollections],
    setup(app) {
      const store = new SessionStore(app, options.now);
      app.auth.useSessions(store);
      app.recordHooks.onBeforeWrite(endSessionsOnTokenKeyChange(app));
      app.recordHooks.onAfterChange(announceEndedSessions(app, store));
      addSessionRoutes(app);
      app.crons.add(SESSION_PRUNING_JOB.id, SESSION_PRUNING_JOB.expression, async () => {
        const pruned = await pruneSessions(app, new Date(options.now?.() ?? Date.now()));
        if (pruned > 0) app.logger.info('sessions: forgot expired sessions', { pruned });
      });
    },
  };
}

/** Hearth's sessions, on the real clock. */
export const sessionsFeature: Feature = createSessionsFeature();
