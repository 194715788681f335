import type * as PbModule from './pb';

/** Loads the SDK client on demand (a separate chunk, fetched when idle or at first use). */
export function loadPb(): Promise<typeof PbModule> {
  return import('./pb');
}

/** The `users` record service, once the SDK is loaded. */
export async function users() {
  return (await loadPb()).usersApi();
}
