import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRaw } from '../../test/mail-test-kit.js';
import { startOAuth2TestEnv, userCount, type OAuth2TestEnv } from '../../test/oauth2-test-kit.js';

/**
 * Garbage at every OAuth2 endpoint: each request gets a 4xx in PocketBase's error shape (the
 * popup page for `/api/oauth2-redirect`) and changes nothing. A 500 here is a bug.
 */
let env: OAuth2TestEnv;
let userToken = '';
let adminToken = '';

beforeAll(async () => {
  env = await startOAuth2TestEnv();
  userToken = (await env.server.user('garbage-oauth2@example.com')).pb.authStore.token;
  adminToken = env.admin.authStore.token;
});
afterAll(() => env.close());

const FIELDS = ['provider', 'code', 'codeVerifier', 'redirectURL', 'redirectUrl', 'createData'];
const fill = (value: unknown) => Object.fromEntries(FIELDS.map((key) => [key, value]));

const GARBAGE: [string, string, string][] = [
  ['malformed JSON', '{"provider": ', 'application/json'],
  ['a JSON array', '[1, 2, 3]', 'application/json'],
  ['a JSON string', '"oidc"', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['objects for every field', JSON.stringify(fill({ $ne: 1 })), 'application/json'],
  ['arrays for every field', JSON.stringify(fill(['oidc'])), 'application/json'],
  ['booleans for every field', JSON.stringify(fill(true)), 'application/json'],
  ['numbers for every field', JSON.stringify(fill(12345678)), 'application/json'],
  ['huge strings', JSON.stringify(fill('a'.repeat(70_000))), 'application/json'],
  ['control characters', JSON.stringify(fill('\u0000\u0007\r\n\u202e')), 'application/json'],
  [
    'createData as a list',
    JSON.stringify({ provider: 'oidc', code: 'c', redirectURL: 'r', createData: [1] }),
    'application/json',
  ],
  [
    'an unknown code for a real provider',
    JSON.stringify({ provider: 'oidc', code: 'zzz', redirectURL: 'http://x' }),
    'application/json',
  ],
  [
    'a provider name of another collection option',
    JSON.stringify({ provider: '__proto__', code: 'c', redirectURL: 'r' }),
    'application/json',
  ],
  ['an empty object', '{}', 'application/json'],
  ['plain text', 'provider=oidc', 'text/plain'],
  [
    'a broken multipart body',
    '--x\r\nContent-Disposition: form-data',
    'multipart/form-data; boundary=x',
  ],
];

describe('auth-with-oauth2 under garbage', () => {
  const cases = ['guest', 'user', 'superuser'].flatMap((as) =>
    GARBAGE.map(([name, body, type]) => [as, name, body, type] as const),
  );

  it.each(cases)(
    'as %s, answers %s with a 4xx in PocketBase’s shape',
    async (as, _name, body, type) => {
      const before = await userCount(env);
      const headers: Record<string, string> = { 'Content-Type': type };
      if (as === 'user') headers['Authorization'] = userToken;
      if (as === 'superuser') headers['Authorization'] = adminToken;
      const { status, json } = await postRaw(
        env.server.url,
        '/api/collections/users/auth-with-oauth2',
        body,
        headers,
      );
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(json).toMatchObject({ status, message: expect.any(String), data: expect.any(Object) });
      expect(await userCount(env)).toBe(before);
    },
  );

  it.each([
    ['an unknown collection', '/api/collections/nope/auth-with-oauth2', 404],
    ['a base collection', '/api/collections/_externalAuths/auth-with-oauth2', 404],
    ['superusers (OAuth2 off)', '/api/collections/_superusers/auth-with-oauth2', 403],
  ])('answers %s as PocketBase', async (_name, path, expected) => {
    const { status, json } = await postRaw(env.server.url, path, '{}');
    expect(status).toBe(expected);
    expect(json).toMatchObject({ status: expected, data: {} });
  });
});

describe('the other OAuth2 endpoints under garbage', () => {
  it.each([
    '/api/collections/users/auth-methods?fields=%00,,oauth2.providers.zzz',
    '/api/collections/users/auth-methods?state=x&provider[]=1',
    '/api/collections/meta/oauth2-providers?fields=name&page=-1',
  ])('GET %s answers without a 5xx', async (path) => {
    const response = await fetch(`${env.server.url}${path}`, {
      headers: { Authorization: adminToken },
    });
    expect(response.status).toBeLessThan(500);
  });

  it.each([
    '?state=&code=',
    '?state[]=a&state[]=b&code=x',
    '?state=%ZZ&code=%00',
    `?state=${'é'.repeat(500)}&error=${'x'.repeat(2000)}`,
  ])('GET /api/oauth2-redirect%s answers the failure page', async (query) => {
    const response = await fetch(`${env.server.url}/api/oauth2-redirect${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Failed to authenticate.');
  });
});

describe('collection oauth2 options under garbage', () => {
  it.each([
    ['options that are text', { oauth2: 'on' }, 'oauth2'],
    ['providers that are an object', { oauth2: { providers: { google: true } } }, 'oauth2'],
    ['a provider that is text', { oauth2: { providers: ['google'] } }, 'oauth2'],
    ['mapped fields that are a list', { oauth2: { mappedFields: ['name'] } }, 'oauth2'],
    [
      'an unknown provider while enabled',
      { oauth2: { enabled: true, providers: [{ name: 'x', clientId: 'a', clientSecret: 'b' }] } },
      'oauth2',
    ],
    ['OAuth2 for superusers', { oauth2: { enabled: true } }, 'oauth2', '_superusers'],
  ])(
    'refuses %s with 400 and keeps the collection',
    async (_name, patch, key, collection = 'users') => {
      const before = await env.admin.collections.getOne(collection);
      const response = await fetch(`${env.server.url}/api/collections/${collection}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: adminToken },
        body: JSON.stringify(patch),
      });
      const status = response.status;
      // note: an API error body; the assertions below check its shape.
      const json = (await response.json()) as Record<string, unknown>;
      expect(status).toBe(400);
      expect(json['data']).toHaveProperty(key);
      expect(await env.admin.collections.getOne(collection)).toEqual(before);
    },
  );

  it('never returns client secrets, and keeps them when a patch leaves them out', async () => {
    const users = await env.admin.collections.getOne('users');
    const providers = users['oauth2'].providers as Record<string, unknown>[];
    expect(providers.map((provider) => 'clientSecret' in provider)).toEqual([false, false]);
    await env.admin.collections.update('users', { oauth2: { providers } });
    // The public listing still offers both providers, and carries no secret either.
    const methods = await env.server.client().collection('users').listAuthMethods();
    expect(methods.oauth2.providers.map((provider) => provider.name)).toEqual(['oidc', 'oidc2']);
    expect(JSON.stringify(methods)).not.toContain(env.idp.clientSecret);
    // The stored secret still works: a full sign-in succeeds after the patch.
    env.idp.user = {
      sub: 'secret-kept',
      email: 'kept@example.com',
      email_verified: true,
      name: 'Kept',
    };
    const pb = env.server.client();
    const result = await pb.collection('users').authWithOAuth2({
      provider: 'oidc',
      urlCallback: async (url) => {
        await fetch(url);
      },
    });
    expect(result.meta?.['id']).toBe('secret-kept');
  });
});
