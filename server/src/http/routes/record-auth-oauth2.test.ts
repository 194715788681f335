import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { s256Challenge } from '../../oauth2/pkce.js';
import { FakeOAuth2Provider } from '../../test/fake-oauth2-provider.js';
import { failure } from '../../test/sdk-outcome.js';
import { TEST_PASSWORD } from '../../test/test-server.js';
import {
  consent,
  linksOf,
  signIn,
  startOAuth2TestEnv,
  TEST_REDIRECT_URL,
  userCount,
  type OAuth2TestEnv,
} from '../../test/oauth2-test-kit.js';

let env: OAuth2TestEnv;

beforeAll(async () => {
  env = await startOAuth2TestEnv();
});
beforeEach(() => {
  env.idp.reset();
  env.server.app.oauth2.limits.timeoutMs = 30_000;
});
afterAll(() => env.close());

describe('auth-methods', () => {
  it('lists the enabled providers with a state, PKCE and an authURL the SDK can finish', async () => {
    const methods = await env.server.client().collection('users').listAuthMethods();
    expect(methods.oauth2.enabled).toBe(true);
    expect(methods.oauth2.providers.map((provider) => provider.name)).toEqual(['oidc', 'oidc2']);
    const [oidc, oidc2] = methods.oauth2.providers;
    expect(oidc).toMatchObject({ displayName: 'Fake IdP', codeChallengeMethod: 'S256' });
    expect(oidc?.state).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(oidc?.state).not.toBe(oidc2?.state);
    expect(oidc?.codeVerifier).toMatch(/^[A-Za-z0-9]{43}$/);
    expect(oidc?.codeChallenge).toBe(s256Challenge(oidc?.codeVerifier ?? ''));
    expect(oidc?.authURL.endsWith('&redirect_uri=')).toBe(true);
    const url = new URL(oidc?.authURL ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(env.idp.authURL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: env.idp.clientId,
      code_challenge: oidc?.codeChallenge,
      code_challenge_method: 'S256',
      redirect_uri: '',
      response_type: 'code',
      scope: 'openid email profile',
      state: oidc?.state,
    });
    // note: the SDK's AuthProviderInfo type predates `logo`.
    expect(String((oidc as Record<string, unknown> | undefined)?.['logo'])).toMatch(/^<svg /);
  });

  it('answers the legacy keys without the SDK’s field list, logos blanked there', async () => {
    const response = await fetch(`${env.server.url}/api/collections/users/auth-methods`);
    // note: the raw answer is read without the SDK; its shape is what the assertions check.
    const body = (await response.json()) as Record<string, unknown>;
    const providers = (body['oauth2'] as { providers: Record<string, unknown>[] }).providers;
    const legacy = body['authProviders'] as Record<string, unknown>[];
    expect(providers[0]?.['authUrl']).toBe(providers[0]?.['authURL']);
    expect(legacy.map((provider) => provider['name'])).toEqual(['oidc', 'oidc2']);
    expect(legacy.every((provider) => provider['logo'] === '')).toBe(true);
    expect(body).toMatchObject({ emailPassword: true, usernamePassword: false });
  });

  it('gives empty PKCE fields and no challenge for a provider with pkce off', async () => {
    await env.admin.collections.update('users', {
      oauth2: { providers: [env.idp.config('oidc', { pkce: false })] },
    });
    try {
      const methods = await env.server.client().collection('users').listAuthMethods();
      const [oidc] = methods.oauth2.providers;
      expect(oidc).toMatchObject({ codeVerifier: '', codeChallenge: '', codeChallengeMethod: '' });
      expect(oidc?.authURL).not.toContain('code_challenge');
      const pb = env.server.client();
      const auth = await signIn(env, pb, {
        sub: 'no-pkce',
        email: 'nopkce@example.com',
        email_verified: true,
      });
      expect(auth.meta?.['id']).toBe('no-pkce');
      expect(env.idp.tokenRequests[0]?.form['code_verifier']).toBeUndefined();
    } finally {
      await env.admin.collections.update('users', {
        oauth2: { providers: [env.idp.config('oidc'), env.idp.config('oidc2')] },
      });
    }
  });
});

describe('meta/oauth2-providers', () => {
  it('lists the supported provider kinds to superusers only', async () => {
    const kinds = await env.admin.send<Record<string, unknown>[]>(
      '/api/collections/meta/oauth2-providers',
      {},
    );
    expect(kinds.map((kind) => kind['name'])).toEqual([
      'google',
      'github',
      'microsoft',
      'oidc',
      'oidc2',
      'oidc3',
    ]);
    expect(kinds.every((kind) => String(kind['logo']).startsWith('<svg '))).toBe(true);
    expect(kinds[0]).toEqual({ name: 'google', displayName: 'Google', logo: kinds[0]?.['logo'] });
    const guest = await failure(
      env.server.client().send('/api/collections/meta/oauth2-providers', {}),
    );
    expect(guest.status).toBe(401);
    const { pb } = await env.server.user('meta-reader@example.com');
    const user = await failure(pb.send('/api/collections/meta/oauth2-providers', {}));
    expect(user.status).toBe(403);
  });
});

describe('auth-with-oauth2: new accounts', () => {
  it('creates a verified user from createData and the provider profile, avatar included', async () => {
    const pb = env.server.client();
    const auth = await signIn(
      env,
      pb,
      {
        sub: 'ada-1',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        email_verified: true,
        picture: env.idp.avatarURL,
      },
      { createData: { language: 'en', emailVisibility: true } },
    );
    expect(auth.record).toMatchObject({
      collectionName: 'users',
      email: 'ada@example.com',
      emailVisibility: true,
      verified: true,
      nickname: 'Ada Lovelace',
      language: 'en',
    });
    expect(String(auth.record['avatar'])).toMatch(/^avatar_\w+\.png$/);
    expect(auth.meta).toMatchObject({
      id: 'ada-1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      avatarURL: env.idp.avatarURL,
      avatarUrl: env.idp.avatarURL,
      isNew: true,
      rawUser: { sub: 'ada-1', name: 'Ada Lovelace' },
    });
    expect(String(auth.meta?.['accessToken'])).not.toBe('');
    expect(String(auth.meta?.['refreshToken'])).toMatch(/^refresh-/);
    expect(String(auth.meta?.['expiry'])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(pb.authStore.isValid).toBe(true);
    expect(await linksOf(env, auth.record.id)).toEqual(['oidc:ada-1']);
    const avatar = await fetch(pb.files.getURL(auth.record, String(auth.record['avatar'])));
    expect(avatar.headers.get('content-type')).toBe('image/png');
    // The token request proved the PKCE verifier and the client secret.
    expect(env.idp.tokenRequests.map((request) => request.form['code_verifier'])).toHaveLength(1);
  });

  it('signs the same account in again through its link, whatever its email became', async () => {
    const first = await signIn(env, env.server.client(), {
      sub: 'bob-1',
      name: 'Bob',
      email: 'bob@example.com',
      email_verified: true,
    });
    const before = await userCount(env);
    const again = await signIn(env, env.server.client(), {
      sub: 'bob-1',
      name: 'Robert',
      email: 'robert@example.com',
      email_verified: true,
    });
    expect(again.record.id).toBe(first.record.id);
    expect(again.record).toMatchObject({ email: 'bob@example.com', nickname: 'Bob' });
    expect(again.meta).toMatchObject({ isNew: false, email: 'robert@example.com' });
    expect(await userCount(env)).toBe(before);
  });

  it.each([
    ['the username', 'nick-1', { preferred_username: 'gracehopper' }, 'gracehopper'],
    ['the email’s local part', 'nick-2', {}, 'nick-2'],
    ['the name, cut to 50 characters', 'nick-3', { name: 'N'.repeat(60) }, 'N'.repeat(50)],
  ])('names a new user from %s when needed', async (_case, sub, profile, nickname) => {
    const auth = await signIn(env, env.server.client(), {
      sub,
      email: `${sub}@example.com`,
      email_verified: true,
      ...profile,
    });
    expect(auth.record['nickname']).toBe(nickname);
  });

  it('answers the create request’s own errors and keeps nothing when it fails', async () => {
    const before = await userCount(env);
    const error = await failure(
      signIn(
        env,
        env.server.client(),
        { sub: 'bad-create', name: 'Bad', email: 'bad-create@example.com', email_verified: true },
        { createData: { verified: true, language: 'klingon' } },
      ),
    );
    expect(error.status).toBe(400);
    expect(error.response).toMatchObject({
      message: 'Failed to create record.',
      data: {
        verified: { code: 'validation_in_invalid' },
        language: { code: 'validation_invalid_value' },
      },
    });
    expect(await userCount(env)).toBe(before);
    const links = await env.admin
      .collection('_externalAuths')
      .getFullList({ filter: "providerId = 'bad-create'" });
    expect(links).toEqual([]);
  });

  it('cannot create a user when the provider gives no verified email and createData none', async () => {
    const before = await userCount(env);
    const error = await failure(
      signIn(env, env.server.client(), {
        sub: 'unverified-1',
        name: 'Unverified',
        email: 'unverified@example.com',
        email_verified: false,
      }),
    );
    expect(error.status).toBe(400);
    expect(error.response['data']).toMatchObject({ email: { code: 'validation_required' } });
    expect(await userCount(env)).toBe(before);
  });

  it.each([
    ['content that is not an image', '/avatar.txt'],
    ['a missing picture', '/avatar-missing'],
    ['an unreachable host', 'http://127.0.0.1:1/avatar.png'],
  ])('signs up without an avatar when the picture is %s', async (_case, picture) => {
    const url = picture.startsWith('http') ? picture : `${env.idp.url}${picture}`;
    const sub = `no-avatar-${picture.length}`;
    const auth = await signIn(env, env.server.client(), {
      sub,
      name: 'No Avatar',
      email: `${sub}@example.com`,
      email_verified: true,
      picture: url,
    });
    expect(auth.record['avatar']).toBe('');
    expect(auth.meta).toMatchObject({ isNew: true, avatarURL: url });
  });

  it('uses the password createData gives, so the new user can also sign in with it', async () => {
    const password = 'a long chosen password';
    await signIn(
      env,
      env.server.client(),
      { sub: 'pw-1', name: 'Pat', email: 'pat@example.com', email_verified: true },
      { createData: { password, passwordConfirm: password } },
    );
    const auth = await env.server
      .client()
      .collection('users')
      .authWithPassword('pat@example.com', password);
    expect(auth.record['nickname']).toBe('Pat');
  });

  it('keeps a createData email unverified when the provider verified another one', async () => {
    const auth = await signIn(
      env,
      env.server.client(),
      { sub: 'chosen-1', name: 'Chosen', email: 'provider@example.com', email_verified: true },
      { createData: { email: 'chosen@example.com' } },
    );
    expect(auth.record).toMatchObject({ email: 'chosen@example.com', verified: false });
    expect(auth.meta).toMatchObject({ isNew: true, email: 'provider@example.com' });
  });
});

describe('auth-with-oauth2: existing accounts', () => {
  it('links a verified user with the same verified email and keeps their password', async () => {
    const { id } = await env.server.user('linus@example.com');
    await env.admin.collection('users').update(id, { verified: true });
    const auth = await signIn(env, env.server.client(), {
      sub: 'linus-1',
      name: 'Linus',
      email: 'linus@example.com',
      email_verified: true,
    });
    expect(auth.record.id).toBe(id);
    expect(auth.record).toMatchObject({ verified: true, nickname: 'linus' });
    expect(auth.meta?.['isNew']).toBe(false);
    expect(await linksOf(env, id)).toEqual(['oidc:linus-1']);
    const again = await env.server
      .client()
      .collection('users')
      .authWithPassword('linus@example.com', TEST_PASSWORD);
    expect(again.record.id).toBe(id);
  });

  it('does not link by an email the provider has not verified', async () => {
    const { id } = await env.server.user('margaret@example.com');
    await env.admin.collection('users').update(id, { verified: true });
    const error = await failure(
      signIn(env, env.server.client(), {
        sub: 'margaret-1',
        email: 'margaret@example.com',
        email_verified: 'false',
      }),
    );
    expect(error.status).toBe(400);
    expect(await linksOf(env, id)).toEqual([]);
  });

  it('takes an unverified account over from whoever pre-registered the address (pre-hijacking)', async () => {
    // The attacker registers the victim's address with a password, then links their own
    // provider account to it while signed in.
    const attacker = await env.server.user('victim@example.com');
    await signIn(
      env,
      attacker.pb,
      { sub: 'attacker-1', email: 'attacker@example.com', email_verified: true },
      {
        provider: 'oidc2',
      },
    );
    expect(await linksOf(env, attacker.id)).toEqual(['oidc2:attacker-1']);
    const attackerToken = attacker.pb.authStore.token;

    const victim = env.server.client();
    const auth = await signIn(env, victim, {
      sub: 'victim-1',
      name: 'Victim',
      email: 'victim@example.com',
      email_verified: true,
    });
    expect(auth.record.id).toBe(attacker.id);
    expect(auth.record['verified']).toBe(true);
    expect(await linksOf(env, attacker.id)).toEqual(['oidc:victim-1']);
    const password = await failure(
      env.server.client().collection('users').authWithPassword('victim@example.com', TEST_PASSWORD),
    );
    expect(password.status).toBe(400);
    // The attacker's earlier session died with the password change.
    const stale = env.server.client();
    stale.authStore.save(attackerToken, null);
    expect((await failure(stale.collection('users').authRefresh())).status).toBe(401);
  });

  it('gives an unverified account signed into through its own link a random password', async () => {
    const { pb, id } = await env.server.user('unverified-link@example.com');
    await signIn(env, pb, {
      sub: 'own-link-1',
      email: 'elsewhere@example.com',
      email_verified: true,
    });
    const auth = await signIn(env, env.server.client(), {
      sub: 'own-link-1',
      email: 'elsewhere@example.com',
      email_verified: true,
    });
    expect(auth.record).toMatchObject({ id, verified: false });
    const password = await failure(
      env.server
        .client()
        .collection('users')
        .authWithPassword('unverified-link@example.com', TEST_PASSWORD),
    );
    expect(password.status).toBe(400);
  });

  it('links the signed-in caller, keeping their email, password and verified state', async () => {
    const { pb, id } = await env.server.user('carol@example.com');
    const auth = await signIn(env, pb, {
      sub: 'carol-1',
      email: 'carol.work@example.com',
      email_verified: true,
    });
    expect(auth.record).toMatchObject({ id, email: 'carol@example.com', verified: false });
    expect(auth.meta).toMatchObject({ isNew: false, email: 'carol.work@example.com' });
    expect(await linksOf(env, id)).toEqual(['oidc:carol-1']);
    const again = await env.server
      .client()
      .collection('users')
      .authWithPassword('carol@example.com', TEST_PASSWORD);
    expect(again.record.id).toBe(id);
  });

  it('verifies the signed-in caller when the provider vouches for their email', async () => {
    const { pb, id } = await env.server.user('dave@example.com');
    const auth = await signIn(env, pb, {
      sub: 'dave-1',
      email: 'dave@example.com',
      email_verified: true,
    });
    expect(auth.record).toMatchObject({ id, verified: true });
  });

  it('signs in as the linked account even when another user of the collection is the caller', async () => {
    const owner = await signIn(env, env.server.client(), {
      sub: 'erin-1',
      name: 'Erin',
      email: 'erin@example.com',
      email_verified: true,
    });
    const other = await env.server.user('frank@example.com');
    const auth = await signIn(env, other.pb, {
      sub: 'erin-1',
      email: 'erin@example.com',
      email_verified: true,
    });
    expect(auth.record.id).toBe(owner.record.id);
    expect(await linksOf(env, other.id)).toEqual([]);
  });

  it('refuses a second account of one provider on the same user', async () => {
    const { pb, id } = await env.server.user('gina@example.com');
    await signIn(env, pb, { sub: 'gina-1', email: 'gina@example.com', email_verified: true });
    const error = await failure(
      signIn(env, pb, { sub: 'gina-2', email: 'gina2@example.com', email_verified: true }),
    );
    expect(error.status).toBe(400);
    expect(error.response['message']).toBe('Failed to authenticate.');
    expect(await linksOf(env, id)).toEqual(['oidc:gina-1']);
  });

  it('drops a deleted user’s links, so the provider account can sign up again', async () => {
    const first = await signIn(env, env.server.client(), {
      sub: 'henry-1',
      name: 'Henry',
      email: 'henry@example.com',
      email_verified: true,
    });
    await env.admin.collection('users').delete(first.record.id);
    expect(await linksOf(env, first.record.id)).toEqual([]);
    const again = await signIn(env, env.server.client(), {
      sub: 'henry-1',
      name: 'Henry',
      email: 'henry@example.com',
      email_verified: true,
    });
    expect(again.meta?.['isNew']).toBe(true);
    expect(again.record.id).not.toBe(first.record.id);
  });
});

describe('auth-with-oauth2: provider failures change nothing', () => {
  const profile = { sub: 'fail-1', name: 'Fail', email: 'fail@example.com', email_verified: true };

  it.each([
    [
      'an unknown code',
      async () => ({ ...(await consent(env, env.server.client(), profile)), code: 'nope' }),
    ],
    [
      'a wrong PKCE verifier',
      async () => ({
        ...(await consent(env, env.server.client(), profile)),
        codeVerifier: 'x'.repeat(43),
      }),
    ],
    [
      'another redirect URL',
      async () => ({
        ...(await consent(env, env.server.client(), profile)),
        redirectURL: 'http://evil.test/',
      }),
    ],
  ])('answers %s with "Failed to fetch OAuth2 token."', async (_case, given) => {
    const before = await userCount(env);
    const { code, codeVerifier, redirectURL } = await given();
    const error = await failure(
      env.server
        .client()
        .collection('users')
        .authWithOAuth2Code('oidc', code, codeVerifier, redirectURL),
    );
    expect(error.status).toBe(400);
    expect(error.response).toMatchObject({ message: 'Failed to fetch OAuth2 token.', data: {} });
    expect(await userCount(env)).toBe(before);
  });

  it('accepts a code once', async () => {
    const pb = env.server.client();
    const given = await consent(env, pb, { ...profile, sub: 'once-1', email: 'once@example.com' });
    const exchange = () =>
      pb
        .collection('users')
        .authWithOAuth2Code('oidc', given.code, given.codeVerifier, given.redirectURL);
    await exchange();
    const error = await failure(exchange());
    expect(error.response['message']).toBe('Failed to fetch OAuth2 token.');
  });

  it.each([
    ['token', 'error', 'Failed to fetch OAuth2 token.'],
    ['token', 'garbage', 'Failed to fetch OAuth2 token.'],
    ['token', 'no-token', 'Failed to fetch OAuth2 token.'],
    ['token', 'hang', 'Failed to fetch OAuth2 token.'],
    ['userinfo', 'error', 'Failed to fetch OAuth2 user.'],
    ['userinfo', 'garbage', 'Failed to fetch OAuth2 user.'],
    ['userinfo', 'hang', 'Failed to fetch OAuth2 user.'],
  ] as const)('answers a %s endpoint fault (%s) with "%s"', async (endpoint, fault, message) => {
    env.server.app.oauth2.limits.timeoutMs = 500;
    const before = await userCount(env);
    const given = await consent(env, env.server.client(), profile);
    env.idp.faults = { [endpoint]: fault };
    const error = await failure(
      env.server
        .client()
        .collection('users')
        .authWithOAuth2Code('oidc', given.code, given.codeVerifier, given.redirectURL),
    );
    expect(error.status).toBe(400);
    expect(error.response).toMatchObject({ message, data: {} });
    expect(await userCount(env)).toBe(before);
  });

  it('answers a user without an id with "Failed to fetch OAuth2 user."', async () => {
    const error = await failure(signIn(env, env.server.client(), { ...profile, sub: '' }));
    expect(error.response['message']).toBe('Failed to fetch OAuth2 user.');
  });

  it('falls back to client credentials in the body when HTTP Basic is refused', async () => {
    env.idp.clientAuth = 'post';
    const auth = await signIn(env, env.server.client(), {
      ...profile,
      sub: 'post-1',
      email: 'post@example.com',
    });
    expect(auth.meta?.['id']).toBe('post-1');
    expect(env.idp.tokenRequests.map((request) => request.clientAuth)).toEqual(['none', 'post']);
  });
});

describe('auth-with-oauth2: form and collection checks', () => {
  it('answers 403 when the collection does not allow OAuth2, before reading the body', async () => {
    await env.admin.collections.create({
      name: 'members',
      type: 'auth',
      createRule: '',
      fields: [{ name: 'title', type: 'text' }],
    });
    const response = await fetch(`${env.server.url}/api/collections/members/auth-with-oauth2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: 403,
      message: 'The collection is not configured to allow OAuth2 authentication.',
      data: {},
    });
    const methods = await env.server.client().collection('members').listAuthMethods();
    expect(methods.oauth2).toEqual({ enabled: false, providers: [] });
  });

  it.each([
    [
      'an unknown provider',
      { provider: 'nope', code: 'c', redirectURL: 'r' },
      { provider: 'validation_invalid_provider' },
    ],
    [
      'a supported but unconfigured provider',
      { provider: 'google', code: 'c', redirectURL: 'r' },
      { provider: 'validation_invalid_provider' },
    ],
    ['no code', { provider: 'oidc', redirectURL: 'r' }, { code: 'validation_required' }],
    ['no redirect URL', { provider: 'oidc', code: 'c' }, { redirectURL: 'validation_required' }],
    [
      'nothing',
      {},
      {
        provider: 'validation_required',
        code: 'validation_required',
        redirectURL: 'validation_required',
      },
    ],
  ])('answers %s with field errors', async (_case, body, codes) => {
    const error = await failure(
      env.server.client().send('/api/collections/users/auth-with-oauth2', { method: 'POST', body }),
    );
    expect(error.status).toBe(400);
    expect(error.response['message']).toBe('An error occurred while loading the submitted data.');
    const data = error.response['data'] as Record<string, { code: string }>;
    expect(Object.fromEntries(Object.entries(data).map(([key, item]) => [key, item.code]))).toEqual(
      codes,
    );
  });

  it('accepts the legacy redirectUrl', async () => {
    const pb = env.server.client();
    const given = await consent(env, pb, {
      sub: 'legacy-1',
      name: 'Legacy',
      email: 'legacy@example.com',
      email_verified: true,
    });
    const auth = await pb.send('/api/collections/users/auth-with-oauth2', {
      method: 'POST',
      body: {
        provider: 'oidc',
        code: given.code,
        codeVerifier: given.codeVerifier,
        redirectUrl: TEST_REDIRECT_URL,
      },
    });
    expect(auth).toMatchObject({ meta: { id: 'legacy-1', isNew: true } });
  });

  it('asks for a second factor under MFA and signs in with it', async () => {
    const { id } = await env.server.user('mfa-user@example.com');
    await env.admin.collection('users').update(id, { verified: true });
    await env.admin.collections.update('users', { mfa: { enabled: true } });
    try {
      const pb = env.server.client();
      const first = await failure(
        signIn(env, pb, { sub: 'mfa-1', email: 'mfa-user@example.com', email_verified: true }),
      );
      expect(first.status).toBe(401);
      const mfaId = String(first.response['mfaId']);
      expect(mfaId).toMatch(/^[a-z0-9]{15}$/);
      const auth = await pb
        .collection('users')
        .authWithPassword('mfa-user@example.com', TEST_PASSWORD, { mfaId });
      expect(auth.record.id).toBe(id);
    } finally {
      await env.admin.collections.update('users', { mfa: { enabled: false } });
    }
  });
});

describe('auth-with-oauth2: OpenID Connect id_tokens', () => {
  const useIdTokens = (extra: Record<string, unknown>) =>
    env.admin.collections.update('users', {
      oauth2: {
        providers: [
          env.idp.config('oidc'),
          env.idp.config('oidc2'),
          env.idp.config('oidc3', { userInfoURL: '', extra }),
        ],
      },
    });
  const person = { sub: 'jwt-1', name: 'Jay', email: 'jay@example.com', email_verified: true };

  afterAll(async () => {
    await env.admin.collections.update('users', {
      oauth2: { providers: [env.idp.config('oidc'), env.idp.config('oidc2')] },
    });
  });

  it('reads the user from the id_token, checking its signature and issuer', async () => {
    await useIdTokens({ jwksURL: env.idp.jwksURL, issuers: [env.idp.url] });
    const auth = await signIn(env, env.server.client(), person, { provider: 'oidc3' });
    expect(auth.meta).toMatchObject({ id: 'jwt-1', email: 'jay@example.com', isNew: true });
    expect(auth.meta?.['rawUser']).toMatchObject({ iss: env.idp.url, aud: env.idp.clientId });
  });

  it.each([
    [
      'an issuer it does not accept',
      async () => {
        await useIdTokens({ issuers: ['https://other.example'] });
      },
    ],
    [
      'keys that did not sign it',
      async () => {
        const stranger = await FakeOAuth2Provider.start();
        await useIdTokens({ jwksURL: `${stranger.jwksURL}?stranger` });
        return stranger;
      },
    ],
    [
      'another audience',
      async () => {
        await useIdTokens({});
        env.idp.idTokenClaims = { aud: 'someone-else' };
      },
    ],
    [
      'an expired token',
      async () => {
        await useIdTokens({});
        env.idp.idTokenClaims = { exp: Math.floor(Date.now() / 1000) - 3600 };
      },
    ],
  ])('refuses an id_token with %s', async (_case, arrange) => {
    const extra = await arrange();
    try {
      const error = await failure(
        signIn(env, env.server.client(), { ...person, sub: 'jwt-bad' }, { provider: 'oidc3' }),
      );
      expect(error.status).toBe(400);
      expect(error.response['message']).toBe('Failed to fetch OAuth2 user.');
    } finally {
      if (extra) await extra.close();
    }
  });
});
