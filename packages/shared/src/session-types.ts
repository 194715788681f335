/**
 * Sessions: what the server and the web app share beyond the `sessions` collection
 * (docs/sessions.md).
 */

/** The auth token claim that names the token's session (a `sessions` record id). */
export const SESSION_TOKEN_CLAIM = 'sid';

/** Routes for what the collection's rules cannot say. */
export const SESSION_ROUTES = {
  /** `POST`: ends every session of the caller but the one their token names. `{ended: n}`. */
  endOthers: '/api/hearth/sessions/end-others',
  /** `POST`: ends the caller's own session (signing out in the app). 204. */
  endCurrent: '/api/hearth/sessions/end-current',
} as const;

/**
 * The realtime topic a client's own session ending is announced on, to that session's
 * connections only, just before the server drops their authorization. Data: `{ id }`.
 */
export const SESSION_ENDED_TOPIC = 'hearth/session-ended';

/** What `POST` {@link SESSION_ROUTES.endOthers} answers. */
export interface EndOtherSessionsResult {
  ended: number;
}

/** `lastActive` is written at most this often per session, in milliseconds. */
export const SESSION_ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/**
 * What a session's `place` says for an address of the machine itself or of its network (the one
 * place the server names without a geolocation database); clients translate it.
 */
export const LOCAL_NETWORK_PLACE = 'Local network';
