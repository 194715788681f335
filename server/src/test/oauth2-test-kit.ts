import type PocketBase from 'pocketbase';
import type { RecordAuthResponse, RecordModel } from 'pocketbase';
import { FakeOAuth2Provider, type FakeUser } from './fake-oauth2-provider.js';
import { startTestServer, type TestServer } from './test-server.js';

/** A test server whose `users` sign in with a fake provider, as `oidc` and as `oidc2`. */
export interface OAuth2TestEnv {
  server: TestServer;
  idp: FakeOAuth2Provider;
  admin: PocketBase;
  close(): Promise<void>;
}

/** Where the tests' code exchanges say the provider sent the browser back to. */
export const TEST_REDIRECT_URL = 'http://app.test/oauth2-callback';

/** Starts a server and a fake provider, and turns OAuth2 on for `users`. */
export async function startOAuth2TestEnv(): Promise<OAuth2TestEnv> {
  const server = await startTestServer();
  const idp = await FakeOAuth2Provider.start();
  const admin = await server.superuser();
  await admin.collections.update('users', {
    oauth2: { enabled: true, providers: [idp.config('oidc'), idp.config('oidc2')] },
  });
  return {
    server,
    idp,
    admin,
    close: async () => {
      await server.close();
      await idp.close();
    },
  };
}

/** What a client holds after the provider sent the browser back with a code. */
export interface Consent {
  code: string;
  state: string;
  codeVerifier: string;
  redirectURL: string;
}

/**
 * Goes through the provider's consent as `user`, the way a browser would: `auth-methods` gives
 * the authorization URL, the fake provider answers it with a redirect carrying the code.
 */
export async function consent(
  env: OAuth2TestEnv,
  pb: PocketBase,
  user: FakeUser,
  provider = 'oidc',
): Promise<Consent> {
  env.idp.user = user;
  const methods = await pb.collection('users').listAuthMethods();
  const info = methods.oauth2.providers.find((candidate) => candidate.name === provider);
  if (!info) throw new Error(`auth-methods does not list ${provider}`);
  const response = await fetch(info.authURL + encodeURIComponent(TEST_REDIRECT_URL), {
    redirect: 'manual',
  });
  const location = new URL(response.headers.get('location') ?? '', TEST_REDIRECT_URL);
  return {
    code: location.searchParams.get('code') ?? '',
    state: location.searchParams.get('state') ?? '',
    codeVerifier: info.codeVerifier,
    redirectURL: TEST_REDIRECT_URL,
  };
}

/** Signs `pb` in as the provider's `user` through the code exchange. */
export async function signIn(
  env: OAuth2TestEnv,
  pb: PocketBase,
  user: FakeUser,
  options: { provider?: string; createData?: Record<string, unknown> } = {},
): Promise<RecordAuthResponse<RecordModel>> {
  const provider = options.provider ?? 'oidc';
  const given = await consent(env, pb, user, provider);
  return pb
    .collection('users')
    .authWithOAuth2Code(
      provider,
      given.code,
      given.codeVerifier,
      given.redirectURL,
      options.createData,
    );
}

/** The provider links of a record, as `provider:providerId` strings. */
export async function linksOf(env: OAuth2TestEnv, recordId: string): Promise<string[]> {
  const links = await env.admin
    .collection('_externalAuths')
    .getFullList({ filter: env.admin.filter('recordRef = {:id}', { id: recordId }) });
  return links.map((link) => `${String(link['provider'])}:${String(link['providerId'])}`).sort();
}

/** How many records the `users` collection holds. */
export async function userCount(env: OAuth2TestEnv): Promise<number> {
  return (await env.admin.collection('users').getList(1, 1)).totalItems;
}
