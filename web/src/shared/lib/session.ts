import { SESSION_TOKEN_CLAIM, STORAGE_KEYS } from '@hearth/shared';
import { useSyncExternalStore } from 'react';
import { localStore } from './local-store';
import type { UserRecord } from './user-record';

/**
 * The stored session (spec section 3): `{token, record}` in local storage under the SDK's auth
 * store key. It is read here directly, so pages can tell who is signed in without loading the
 * SDK; the SDK's `LocalAuthStore` reads and writes the very same entry.
 */
export interface StoredSession {
  token: string;
  record: UserRecord | null;
}

const EMPTY: StoredSession = { token: '', record: null };

/** The claims of a JWT, read without verifying it (the server verifies). */
function tokenClaims(token: string): object | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json === 'object' && json !== null ? json : null;
  } catch {
    return null;
  }
}

/** Reads the `exp` claim of a JWT without verifying it (the server verifies). */
export function tokenExpiry(token: string): number | null {
  const claims = tokenClaims(token);
  return claims && 'exp' in claims && typeof claims.exp === 'number' ? claims.exp : null;
}

/** The session a token belongs to (its `sid` claim), or `null` for a token without one. */
export function tokenSessionId(token: string): string | null {
  const claims = tokenClaims(token);
  const sid = claims && SESSION_TOKEN_CLAIM in claims ? claims[SESSION_TOKEN_CLAIM] : null;
  return typeof sid === 'string' && sid ? sid : null;
}

/**
 * Spec section 4: a session is valid when a token is present and its `exp` claim has not passed.
 * `nowMs` is injectable for tests.
 */
export function isTokenValid(
  token: string | null | undefined,
  nowMs: number = Date.now(),
): boolean {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > nowMs;
}

function isUserRecord(value: unknown): value is UserRecord {
  return typeof value === 'object' && value !== null && 'id' in value && 'collectionName' in value;
}

let cache: { raw: string | null; session: StoredSession } = { raw: null, session: EMPTY };

/** The stored session, parsed once per change so its identity is stable between changes. */
export function storedSession(): StoredSession {
  const raw = localStore.get(STORAGE_KEYS.session);
  if (raw === cache.raw) return cache.session;
  let session = EMPTY;
  try {
    const data: unknown = raw ? JSON.parse(raw) : null;
    if (
      typeof data === 'object' &&
      data !== null &&
      'token' in data &&
      typeof data.token === 'string'
    ) {
      const record = 'record' in data ? data.record : null;
      session = { token: data.token, record: isUserRecord(record) ? record : null };
    }
  } catch {
    session = EMPTY; // a damaged entry is a signed-out visitor.
  }
  cache = { raw, session };
  return session;
}

/** Tells whether the stored session is valid right now. */
export function hasValidSession(): boolean {
  return isTokenValid(storedSession().token);
}

/** This device's session (the stored token's `sid` claim), or `null` when signed out. */
export function currentSessionId(): string | null {
  const { token } = storedSession();
  return token ? tokenSessionId(token) : null;
}

/** The signed-in user's record, or `null` when signed out. */
export function currentUser(): UserRecord | null {
  return hasValidSession() ? storedSession().record : null;
}

/** The part of the SDK's auth store the session needs; registered when the SDK loads. */
export interface AuthStoreLike {
  clear(): void;
  onChange(callback: () => void): () => void;
}

const listeners = new Set<() => void>();
let authStore: AuthStoreLike | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

/** Called by `pb.ts`: the SDK's own changes (sign-in, refresh, profile saves) reach the UI. */
export function registerAuthStore(store: AuthStoreLike): void {
  authStore = store;
  store.onChange(emit);
}

/** Clears the stored session (sign out). */
export function clearSession(): void {
  if (authStore) authStore.clear();
  else localStore.remove(STORAGE_KEYS.session);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.session) listener();
  };
  window.addEventListener('storage', onStorage); // another tab signed in or out.
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function recordSnapshot(): UserRecord | null {
  const session = storedSession();
  return session.token ? session.record : null;
}

/** The signed-in user's record, kept in sync with the SDK's auth store (and other tabs). */
export function useCurrentUser(): UserRecord | null {
  return useSyncExternalStore(subscribe, recordSnapshot, () => null);
}
