import { SESSION_ENDED_TOPIC, SESSIONS_COLLECTION_ID, USERS_COLLECTION_ID } from '@hearth/shared';
import type { App } from '../../app.js';
import type { RecordChangeEvent, RecordWriteEvent } from '../../hooks/record-hooks.js';
import type { Queryable } from '../../storage/db.js';
import type { SessionStore } from './session-store.js';
import { endSessions } from './session-records.js';

/**
 * A session that ended (its record deleted: by its user, a sign-out, a password change, its
 * user's deletion) says so to its own realtime connections, `SESSION_ENDED_TOPIC` `{id}`, and
 * they lose their authorization at once. Through the realtime bus, so every process's
 * connections hear it.
 */
export function announceEndedSessions(app: App, store: SessionStore) {
  return async (event: RecordChangeEvent): Promise<void> => {
    if (event.action !== 'delete' || event.collection.id !== SESSIONS_COLLECTION_ID) return;
    const id = String(event.record['id']);
    store.forget(id);
    await app.realtime.publish(
      SESSION_ENDED_TOPIC,
      { id },
      { audience: { sessionIds: [id] }, dropSessionAuth: true },
    );
  };
}

/**
 * A changed tokenKey (a new password, a confirmed password reset or email change) makes every
 * token of the user invalid, the one that made the change included, as in PocketBase: every
 * session of the user ends with it, in the same transaction. The app signs in again, which
 * opens a new session.
 */
export function endSessionsOnTokenKeyChange(app: App) {
  return async (event: RecordWriteEvent, q: Queryable): Promise<void> => {
    if (event.action !== 'update' || event.collection.id !== USERS_COLLECTION_ID) return;
    if (!event.previous || event.previous['tokenKey'] === event.record['tokenKey']) return;
    await endSessions(app, String(event.record['id']), undefined, q);
  };
}
