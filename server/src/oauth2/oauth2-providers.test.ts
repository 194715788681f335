import { describe, expect, it } from 'vitest';
import { buildAuthURL } from './oauth2-client.js';
import { ProviderResponseError } from './oauth2-fetch.js';
import type { OAuth2Http, OAuth2ProviderKind, OAuth2Token } from './oauth2-provider.js';
import { findProviderKind, providerSettings } from './oauth2-providers.js';
import { s256Challenge } from './pkce.js';

const TOKEN: OAuth2Token = { accessToken: 'at', refreshToken: '', expiresAt: null, raw: {} };

/** An `OAuth2Http` that answers from a table of URLs (a status instead of JSON for errors). */
function fakeHttp(answers: Record<string, unknown>): OAuth2Http {
  const answer = (url: string, allowed: readonly number[]) => {
    const value = answers[url];
    if (typeof value === 'number') {
      if (allowed.includes(value)) return null;
      throw new ProviderResponseError(`status ${value}`, value);
    }
    if (value === undefined) throw new ProviderResponseError('unexpected URL');
    return value;
  };
  return {
    getJson: (url) => Promise.resolve(answer(url, [])),
    getJsonUnless: (url, _token, statuses) => Promise.resolve(answer(url, statuses)),
  };
}

function kind(name: string): OAuth2ProviderKind {
  const found = findProviderKind(name);
  if (!found) throw new Error(`no provider kind ${name}`);
  return found;
}

function fetchUser(name: string, answers: Record<string, unknown>, extra = {}) {
  const provider = kind(name);
  const settings = providerSettings(
    {
      name,
      clientId: 'id',
      clientSecret: 'secret',
      userInfoURL: name.startsWith('oidc') ? 'https://idp/userinfo' : '',
      extra,
    },
    provider,
  );
  return provider.fetchUser(settings, TOKEN, fakeHttp(answers));
}

describe('provider presets read users as PocketBase does', () => {
  it.each([
    [
      'google, verified email',
      'google',
      {
        'https://www.googleapis.com/oauth2/v3/userinfo': {
          sub: '42',
          name: 'Ann',
          email: 'ann@x.io',
          email_verified: true,
          picture: 'https://p/a.png',
        },
      },
      {
        id: '42',
        name: 'Ann',
        username: '',
        email: 'ann@x.io',
        emailVerified: true,
        avatarURL: 'https://p/a.png',
      },
    ],
    [
      'google, unverified email dropped',
      'google',
      {
        'https://www.googleapis.com/oauth2/v3/userinfo': {
          sub: '42',
          email: 'ann@x.io',
          email_verified: false,
        },
      },
      { id: '42', email: '', emailVerified: false },
    ],
    [
      'github, public email',
      'github',
      {
        'https://api.github.com/user': {
          id: 7,
          login: 'octo',
          name: 'Octo Cat',
          email: 'octo@x.io',
          avatar_url: 'https://a/o',
        },
      },
      {
        id: '7',
        name: 'Octo Cat',
        username: 'octo',
        email: 'octo@x.io',
        emailVerified: true,
        avatarURL: 'https://a/o',
      },
    ],
    [
      'github, private email from the verified primary address',
      'github',
      {
        'https://api.github.com/user': { id: 8, login: 'shy', email: null },
        'https://api.github.com/user/emails': [
          { email: 'old@x.io', primary: false, verified: true },
          { email: 'unverified@x.io', primary: true, verified: false },
          { email: 'main@x.io', primary: true, verified: true },
        ],
      },
      { id: '8', username: 'shy', email: 'main@x.io', emailVerified: true },
    ],
    [
      'github, emails endpoint refused (no scope)',
      'github',
      {
        'https://api.github.com/user': { id: 9, login: 'private' },
        'https://api.github.com/user/emails': 403,
      },
      { id: '9', email: '', emailVerified: false },
    ],
    [
      'microsoft, mail kept but never verified',
      'microsoft',
      {
        'https://graph.microsoft.com/v1.0/me': { id: 'ms-1', displayName: 'Mia', mail: 'mia@x.io' },
      },
      { id: 'ms-1', name: 'Mia', email: 'mia@x.io', emailVerified: false },
    ],
    [
      'oidc, email_verified as a string',
      'oidc',
      {
        'https://idp/userinfo': {
          sub: 's',
          name: 'N',
          preferred_username: 'nn',
          email: 'n@x.io',
          email_verified: 'true',
          picture: 'https://p',
        },
      },
      {
        id: 's',
        name: 'N',
        username: 'nn',
        email: 'n@x.io',
        emailVerified: true,
        avatarURL: 'https://p',
      },
    ],
  ])('%s', async (_case, name, answers, expected) => {
    expect(await fetchUser(name, answers)).toMatchObject(expected);
  });

  it.each([
    ['a non-object user', 'google', { 'https://www.googleapis.com/oauth2/v3/userinfo': [1, 2] }],
    ['a failing user endpoint', 'microsoft', { 'https://graph.microsoft.com/v1.0/me': 500 }],
    [
      'a failing emails endpoint',
      'github',
      { 'https://api.github.com/user': { id: 1 }, 'https://api.github.com/user/emails': 500 },
    ],
  ])('fails on %s', async (_case, name, answers) => {
    await expect(fetchUser(name, answers)).rejects.toThrow();
  });

  it('reads an OpenID user from the id_token when there is no userinfo URL', async () => {
    const provider = kind('oidc2');
    const settings = providerSettings(
      { name: 'oidc2', clientId: 'client', clientSecret: 's' },
      provider,
    );
    const payload = Buffer.from(
      JSON.stringify({ sub: 'x', aud: 'other', email: 'x@x.io', email_verified: true }),
    ).toString('base64url');
    const token = { ...TOKEN, raw: { id_token: `e30.${payload}.sig` } };
    await expect(provider.fetchUser(settings, token, fakeHttp({}))).rejects.toThrow(/aud/);
    await expect(provider.fetchUser(settings, TOKEN, fakeHttp({}))).rejects.toThrow(/id_token/);
  });
});

describe('provider settings and the authorization URL', () => {
  it('lays a configuration over the preset: non-empty values and boolean pkce win', () => {
    const settings = providerSettings(
      {
        name: 'github',
        clientId: 'id',
        clientSecret: '',
        displayName: '',
        authURL: 'https://ghe/auth',
        pkce: false,
        extra: null,
      },
      kind('github'),
    );
    expect(settings).toMatchObject({
      displayName: 'GitHub',
      authURL: 'https://ghe/auth',
      tokenURL: 'https://github.com/login/oauth/access_token',
      pkce: false,
      extra: {},
    });
  });

  it('sorts the query like Go’s oauth2 package and joins scopes with spaces', () => {
    const settings = providerSettings(
      { name: 'oidc', clientId: 'c id', clientSecret: 's', authURL: 'https://idp/auth?tenant=t' },
      kind('oidc'),
    );
    const url = buildAuthURL(settings, 'st', {
      codeVerifier: 'v',
      codeChallenge: 'ch',
      codeChallengeMethod: 'S256',
    });
    expect(url).toBe(
      'https://idp/auth?tenant=t&client_id=c+id&code_challenge=ch&code_challenge_method=S256&response_type=code&scope=openid+email+profile&state=st',
    );
  });

  it('computes the RFC 7636 S256 challenge', () => {
    expect(s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
