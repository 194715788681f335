import { useSyncExternalStore } from 'react';
import { loadPb } from './load-pb';
import type { InMemoryClient } from './pb';

/** A superuser signed in on this page: their email and the client that carries their session. */
export interface SuperuserSession {
  email: string;
  client: InMemoryClient;
}

let session: SuperuserSession | null = null;
const listeners = new Set<() => void>();

function set(next: SuperuserSession | null): void {
  session = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Signs a superuser in (`_superusers`) with a client of its own: the web app's session stays the
 * user's, and this one lives in memory only, so it is gone on reload and never stored.
 */
export async function signInSuperuser(email: string, password: string): Promise<void> {
  const client = (await loadPb()).createInMemoryClient();
  await client.collection('_superusers').authWithPassword(email, password, { requestKey: null });
  set({ email, client });
}

/** Forgets the superuser's session. */
export function signOutSuperuser(): void {
  session?.client.authStore.clear();
  set(null);
}

/** The superuser signed in on this page, if any (outside React). */
export function currentSuperuser(): SuperuserSession | null {
  return session;
}

/** The superuser signed in on this page, if any. */
export function useSuperuser(): SuperuserSession | null {
  return useSyncExternalStore(subscribe, currentSuperuser, currentSuperuser);
}
