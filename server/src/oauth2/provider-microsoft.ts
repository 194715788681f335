import type { OAuth2ProviderKind } from './oauth2-provider.js';
import { PROVIDER_LOGOS } from './provider-logos.js';
import { textClaim, userObject } from './raw-user.js';

/**
 * Microsoft (Entra ID, any tenant, personal accounts included) through Microsoft Graph's `/me`.
 * Graph's `mail` is returned as the user's email but is not treated as verified: a tenant's
 * administrator can set it to any address, so it never links to or verifies an existing record
 * (a deliberate difference from PocketBase; see docs/pocketbase-compat.md).
 */
export const microsoftProvider: OAuth2ProviderKind = {
  name: 'microsoft',
  displayName: 'Microsoft',
  logo: PROVIDER_LOGOS.microsoft,
  pkce: true,
  scopes: ['User.Read'],
  authURL: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  tokenURL: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
  userInfoURL: 'https://graph.microsoft.com/v1.0/me',
  needsEndpoints: false,
  async fetchUser(settings, token, http) {
    const raw = userObject(await http.getJson(settings.userInfoURL, token.accessToken));
    return {
      id: textClaim(raw, 'id'),
      name: textClaim(raw, 'displayName'),
      username: '',
      email: textClaim(raw, 'mail'),
      emailVerified: false,
      avatarURL: '',
      rawUser: raw,
    };
  },
};
