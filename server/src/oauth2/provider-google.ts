import type { OAuth2ProviderKind } from './oauth2-provider.js';
import { PROVIDER_LOGOS } from './provider-logos.js';
import { boolClaim, textClaim, userObject } from './raw-user.js';

/**
 * Google (OpenID Connect userinfo, v3). As PocketBase, the email is kept only when Google says
 * it is verified.
 */
export const googleProvider: OAuth2ProviderKind = {
  name: 'google',
  displayName: 'Google',
  logo: PROVIDER_LOGOS.google,
  pkce: true,
  scopes: [
    'https://www.googleapis.com/auth/userinfo.profile',
    'https://www.googleapis.com/auth/userinfo.email',
  ],
  authURL: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenURL: 'https://oauth2.googleapis.com/token',
  userInfoURL: 'https://www.googleapis.com/oauth2/v3/userinfo',
  needsEndpoints: false,
  async fetchUser(settings, token, http) {
    const raw = userObject(await http.getJson(settings.userInfoURL, token.accessToken));
    const verified = boolClaim(raw, 'email_verified');
    const email = verified ? textClaim(raw, 'email') : '';
    return {
      id: textClaim(raw, 'sub'),
      name: textClaim(raw, 'name'),
      username: '',
      email,
      emailVerified: email !== '',
      avatarURL: textClaim(raw, 'picture'),
      rawUser: raw,
    };
  },
};
