import type { CollectionModel } from '@hearth/shared';
import type { App } from '../../app.js';
import { forbidden, MESSAGES, unauthorized } from '../../errors.js';
import {
  isSuperuser,
  SUPERUSERS,
  systemRequestInfo,
  type RequestInfo,
} from '../../request-info.js';

/**
 * The email of the superuser a moderation route answers: no valid token is a 401, a user's
 * token a 403, as PocketBase's `apis.RequireSuperuserAuth()` guards a route.
 */
export function requireSuperuser(info: RequestInfo): string {
  if (!info.auth) throw unauthorized(MESSAGES.requireAuth);
  if (!isSuperuser(info)) throw forbidden(MESSAGES.superusersOnly);
  return String(info.auth.record['email'] ?? '');
}

/** A collection the migrations created; its absence is a broken install, not a request error. */
export function collectionOf(app: App, name: string): CollectionModel {
  const collection = app.collections.find(name);
  if (!collection) throw new Error(`missing the ${name} collection`);
  return collection;
}

/** Full rights, for the writes only the server makes (the audit log). */
export function systemInfo(app: App): RequestInfo {
  const superusers = collectionOf(app, SUPERUSERS);
  if (superusers.type !== 'auth') throw new Error('_superusers must be an auth collection');
  return systemRequestInfo(superusers);
}
