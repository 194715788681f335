import type { OAuth2Http, OAuth2ProviderKind } from './oauth2-provider.js';
import { PROVIDER_LOGOS } from './provider-logos.js';
import { boolClaim, textClaim, userObject } from './raw-user.js';

/** Statuses of the emails endpoint that mean "not allowed to read them" (scope not granted). */
const EMAILS_DENIED = [401, 403, 404] as const;

/**
 * GitHub. The profile's public email is one GitHub has verified; a user who keeps their email
 * private gets their verified primary address from the separate emails endpoint (needs the
 * `user:email` scope; a refusal there means no email, as PocketBase).
 */
export const githubProvider: OAuth2ProviderKind = {
  name: 'github',
  displayName: 'GitHub',
  logo: PROVIDER_LOGOS.github,
  // PB compat: GitHub ignores the PKCE parameters; sending them is harmless.
  pkce: true,
  scopes: ['read:user', 'user:email'],
  authURL: 'https://github.com/login/oauth/authorize',
  tokenURL: 'https://github.com/login/oauth/access_token',
  userInfoURL: 'https://api.github.com/user',
  needsEndpoints: false,
  async fetchUser(settings, token, http) {
    const raw = userObject(await http.getJson(settings.userInfoURL, token.accessToken));
    const email =
      textClaim(raw, 'email') ||
      (await verifiedPrimaryEmail(`${settings.userInfoURL}/emails`, token.accessToken, http));
    return {
      id: textClaim(raw, 'id'),
      name: textClaim(raw, 'name'),
      username: textClaim(raw, 'login'),
      email,
      emailVerified: email !== '',
      avatarURL: textClaim(raw, 'avatar_url'),
      rawUser: raw,
    };
  },
};

async function verifiedPrimaryEmail(
  url: string,
  accessToken: string,
  http: OAuth2Http,
): Promise<string> {
  const list = await http.getJsonUnless(url, accessToken, EMAILS_DENIED);
  if (!Array.isArray(list)) return '';
  for (const item of list) {
    const entry = userObject(item);
    if (boolClaim(entry, 'primary') && boolClaim(entry, 'verified')) {
      return textClaim(entry, 'email');
    }
  }
  return '';
}
