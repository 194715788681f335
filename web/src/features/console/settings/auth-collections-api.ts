import type { AuthCollectionModel, ConsoleClient } from '@/shared/lib/pb';

/** A provider kind the server supports, as `meta/oauth2-providers` lists it. */
export interface ProviderKind {
  name: string;
  displayName: string;
}

/** The auth collections (their sign-in options and token lifetimes live on each). */
export async function loadAuthCollections(client: ConsoleClient): Promise<AuthCollectionModel[]> {
  const all = await client.collections.getFullList({ filter: "type='auth'", sort: 'name' });
  // note: the filter keeps auth collections only, whose model this is.
  return all as AuthCollectionModel[];
}

/** The OAuth2 providers the server can sign in with. */
export async function loadProviderKinds(client: ConsoleClient): Promise<ProviderKind[]> {
  const kinds = await client.send<ProviderKind[]>('/api/collections/meta/oauth2-providers', {});
  return kinds.map(({ name, displayName }) => ({ name, displayName }));
}
