import { useSyncExternalStore } from 'react';
import type { ConsoleClient } from '@/shared/lib/pb';
import { loadPb } from '@/shared/lib/load-pb';

/** The collection whose accounts may use the console. */
export const SUPERUSERS = '_superusers';

/** The signed-in superuser, as the console shows them. */
export interface ConsoleSuperuser {
  id: string;
  email: string;
}

let client: ConsoleClient | null = null;
let loading: Promise<ConsoleClient> | null = null;
const listeners = new Set<() => void>();
let superuser: ConsoleSuperuser | null = null;

/** Only a valid superuser token is a console session; any other record's token is ignored. */
export function superuserOf(candidate: ConsoleClient): ConsoleSuperuser | null {
  const record = candidate.authStore.record;
  if (!candidate.authStore.isValid || !record) return null;
  if (record.collectionName !== SUPERUSERS) return null;
  return { id: record.id, email: String(record.email ?? '') };
}

function refresh(): void {
  if (!client) return;
  const next = superuserOf(client);
  // note: a user's token left under the console's key is dropped rather than kept around.
  if (!next && client.authStore.token && client.authStore.record?.collectionName !== SUPERUSERS) {
    client.authStore.clear();
    return;
  }
  if (next?.id === superuser?.id && next?.email === superuser?.email) return;
  superuser = next;
  for (const listener of listeners) listener();
}

/** The console's client (created once, outside React). */
export function consoleClient(): Promise<ConsoleClient> {
  if (client) return Promise.resolve(client);
  loading ??= loadPb().then((pb) => {
    client ??= pb.createConsoleClient();
    // note: console pages load the same lists side by side; none should cancel another.
    client.autoCancellation(false);
    client.authStore.onChange(refresh);
    refresh();
    return client;
  });
  return loading;
}

/** The client once `consoleClient()` has settled (the console's route waits for it). */
export function loadedConsoleClient(): ConsoleClient | null {
  return client;
}

/** The signed-in superuser's client; only for pages inside the signed-in console. */
export function useConsoleClient(): ConsoleClient {
  if (!client) throw new Error('The console client is used before the console loaded it.');
  return client;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in superuser, or null when the console is signed out; re-renders on change. */
export function useConsoleSuperuser(): ConsoleSuperuser | null {
  return useSyncExternalStore(
    subscribe,
    () => superuser,
    () => superuser,
  );
}

/** Ends the console session only (the user's own session is left alone). */
export async function signOutOfConsole(): Promise<void> {
  (await consoleClient()).authStore.clear();
}

/** Forgets the client (tests only). */
export function resetConsoleSessionForTests(): void {
  client = null;
  loading = null;
  superuser = null;
  listeners.clear();
}
