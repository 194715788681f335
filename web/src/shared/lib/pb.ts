import { STORAGE_KEYS } from '@hearth/shared';
import PocketBase, { BaseAuthStore, ClientResponseError, LocalAuthStore } from 'pocketbase';
import type {
  AuthCollectionModel,
  AuthMethodsList,
  BaseCollectionModel,
  CollectionField,
  CollectionModel,
  HourlyStats,
  LogModel,
  ViewCollectionModel,
  AuthProviderInfo,
  ListResult,
  RecordModel,
  RecordSubscription,
  UnsubscribeFunc,
} from 'pocketbase';
import { i18n } from '@/i18n/i18n';
import { readEnv } from '../config/env';
import { forgetOfflineDataWhenSignedOut } from '../offline/session-end';
import { reportUnauthorized } from '../sessions/unauthorized-answers';
import { registerAuthStore } from './session';
import type { UserRecord } from './user-record';

/**
 * The one PocketBase client (loaded on demand: the first paint does not need it) of the app: every call to the backend goes through it (lint forbids
 * importing `pocketbase` anywhere else). The session lives in local storage under the spec's key.
 */
export const pb = new PocketBase(readEnv().apiUrl, new LocalAuthStore(STORAGE_KEYS.session));
registerAuthStore(pb.authStore);
forgetOfflineDataWhenSignedOut(pb.authStore);
// The SDK sends Accept-Language; keep it with the app's language.
pb.beforeSend = (url, options) => {
  pb.lang = i18n.language;
  options.headers = { ...options.headers, 'Accept-Language': i18n.language };
  return { url, options };
};
// A 401 to a signed-in device may mean its session was ended elsewhere (shared/sessions/).
pb.afterSend = (response, data: unknown) => {
  if (response.status === 401) reportUnauthorized(response.url);
  return data;
};

/** The `users` collection (spec section 3; `packages/shared/src/schema/users.ts`). */
export const USERS = 'users';

/** The `users` record service. */
export function usersApi() {
  return pb.collection<UserRecord>(USERS);
}

/**
 * A client of its own whose session lives in memory only (gone on reload, never in local
 * storage): a superuser signs in with it on `/plugin` without replacing the user's session.
 */
export function createInMemoryClient(): PocketBase {
  const client = new PocketBase(readEnv().apiUrl, new BaseAuthStore());
  client.beforeSend = pb.beforeSend;
  return client;
}

/** A client made by `createInMemoryClient`. */
export type InMemoryClient = PocketBase;

/**
 * The superuser console's client (`/_/`): its session is kept under a key of its own, so a
 * superuser stays signed in to the console across reloads while the page's user session (if
 * any) is left alone, and its 401s never end the user's session.
 */
export function createConsoleClient(): PocketBase {
  const client = new PocketBase(readEnv().apiUrl, new LocalAuthStore(STORAGE_KEYS.consoleSession));
  client.beforeSend = pb.beforeSend;
  return client;
}

/** A client made by `createConsoleClient`. */
export type ConsoleClient = PocketBase;

export { ClientResponseError };
export type {
  AuthCollectionModel,
  AuthMethodsList,
  BaseCollectionModel,
  CollectionField,
  CollectionModel,
  HourlyStats,
  LogModel,
  ViewCollectionModel,
  AuthProviderInfo,
  ListResult,
  RecordModel,
  RecordSubscription,
  UnsubscribeFunc,
};
