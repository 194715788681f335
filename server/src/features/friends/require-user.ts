import { forbidden, MESSAGES, unauthorized } from '../../errors.js';
import type { RequestInfo } from '../../request-info.js';

/** The auth collection whose records are people: the social routes answer for its users. */
export const PEOPLE_COLLECTION = 'users';

/**
 * The id of the signed-in user a social route answers for, guarded as PocketBase's
 * `apis.RequireAuth("users")` guards a route: no valid token is a 401, a token of another auth
 * collection (a superuser) a 403, since every answer depends on where the caller stands in the
 * social graph.
 */
export function requireUser(info: RequestInfo): string {
  if (!info.auth) throw unauthorized(MESSAGES.requireAuth);
  if (info.auth.collection.name !== PEOPLE_COLLECTION) throw forbidden(MESSAGES.requireSuperuser);
  return String(info.auth.record['id']);
}
