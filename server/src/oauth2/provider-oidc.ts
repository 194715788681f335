import { readIdToken } from './id-token.js';
import { ProviderResponseError } from './oauth2-fetch.js';
import type { OAuth2ProviderKind, OAuth2ProviderSettings, OAuth2Token } from './oauth2-provider.js';
import { PROVIDER_LOGOS } from './provider-logos.js';
import { boolClaim, textClaim, userObject } from './raw-user.js';

/**
 * A generic OpenID Connect provider (PocketBase's `oidc`, `oidc2`, `oidc3`, so that a
 * collection can have up to three). The collection gives `authURL` and `tokenURL`; the user is
 * read from `userInfoURL` when set, otherwise from the token response's `id_token`, checked as
 * `id-token.ts` says with `extra.issuers` (a list of accepted `iss`) and `extra.jwksURL` (the
 * provider's signing keys). The email is kept only when `email_verified` is true.
 */
export function oidcProvider(name: string): OAuth2ProviderKind {
  return {
    name,
    displayName: 'OIDC',
    logo: PROVIDER_LOGOS.oidc,
    pkce: true,
    scopes: ['openid', 'email', 'profile'],
    authURL: '',
    tokenURL: '',
    userInfoURL: '',
    needsEndpoints: true,
    async fetchUser(settings, token, http) {
      const raw =
        settings.userInfoURL !== ''
          ? userObject(await http.getJson(settings.userInfoURL, token.accessToken))
          : await idTokenClaims(settings, token);
      const email = boolClaim(raw, 'email_verified') ? textClaim(raw, 'email') : '';
      return {
        id: textClaim(raw, 'sub'),
        name: textClaim(raw, 'name'),
        username: textClaim(raw, 'preferred_username'),
        email,
        emailVerified: email !== '',
        avatarURL: textClaim(raw, 'picture'),
        rawUser: raw,
      };
    },
  };
}

async function idTokenClaims(
  settings: OAuth2ProviderSettings,
  token: OAuth2Token,
): Promise<Record<string, unknown>> {
  const idToken = token.raw['id_token'];
  if (typeof idToken !== 'string' || idToken === '') {
    throw new ProviderResponseError('no userInfoURL and no id_token');
  }
  const issuers = settings.extra['issuers'];
  const jwksURL = settings.extra['jwksURL'];
  const claims = await readIdToken(idToken, {
    audience: settings.clientId,
    issuers: Array.isArray(issuers) ? issuers.filter((item) => typeof item === 'string') : [],
    jwksURL: typeof jwksURL === 'string' ? jwksURL : '',
  });
  return { ...claims };
}
