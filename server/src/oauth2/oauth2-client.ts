import {
  fetchLimited,
  PROVIDER_USER_AGENT,
  parseJsonBody,
  ProviderResponseError,
  type FetchLimits,
} from './oauth2-fetch.js';
import type { OAuth2ProviderSettings, OAuth2Token } from './oauth2-provider.js';
import type { PkcePair } from './pkce.js';
import { isPlainObject } from '../lib/is-plain-object.js';

/**
 * The authorization URL of the code flow, without `redirect_uri` (the caller appends it). Its
 * parameters are sorted by name, as Go's `oauth2` package writes them for PocketBase.
 *
 * `https://idp/auth` ⇒ `https://idp/auth?client_id=…&code_challenge=…&code_challenge_method=S256&response_type=code&scope=openid+email&state=…`
 */
export function buildAuthURL(
  settings: OAuth2ProviderSettings,
  state: string,
  pkce: PkcePair | null,
): string {
  const params: [string, string][] = [
    ['client_id', settings.clientId],
    ['response_type', 'code'],
    ['state', state],
  ];
  if (settings.scopes.length > 0) params.push(['scope', settings.scopes.join(' ')]);
  if (pkce) {
    params.push(['code_challenge', pkce.codeChallenge]);
    params.push(['code_challenge_method', pkce.codeChallengeMethod]);
  }
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${settings.authURL}${settings.authURL.includes('?') ? '&' : '?'}${query}`;
}

/** What the code exchange sends besides the code. */
export interface CodeExchange {
  code: string;
  redirectURL: string;
  /** Sent only when the provider uses PKCE. */
  codeVerifier: string;
}

/**
 * Exchanges an authorization code for tokens (RFC 6749 §4.1.3). The client authenticates with
 * HTTP Basic first and, when that is refused with a 4xx, once more with its credentials in the
 * body: the order Go's `oauth2` package tries them in, so providers that accept only one style
 * work as with PocketBase.
 */
export async function exchangeCode(
  settings: OAuth2ProviderSettings,
  exchange: CodeExchange,
  limits: FetchLimits,
): Promise<OAuth2Token> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectURL,
  });
  if (settings.pkce) form.set('code_verifier', exchange.codeVerifier);
  const basic = await postToken(settings.tokenURL, form, basicAuth(settings), limits);
  if (basic.status < 400 || basic.status >= 500) return readToken(basic);
  const inBody = new URLSearchParams(form);
  inBody.set('client_id', settings.clientId);
  inBody.set('client_secret', settings.clientSecret);
  return readToken(await postToken(settings.tokenURL, inBody, {}, limits));
}

function basicAuth(settings: OAuth2ProviderSettings): Record<string, string> {
  // RFC 6749 §2.3.1: both parts are form-encoded before being joined and base64-encoded.
  const user = new URLSearchParams({ u: settings.clientId }).toString().slice(2);
  const secret = new URLSearchParams({ s: settings.clientSecret }).toString().slice(2);
  return { Authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}` };
}

function postToken(
  url: string,
  form: URLSearchParams,
  headers: Record<string, string>,
  limits: FetchLimits,
) {
  return fetchLimited(
    url,
    {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        'User-Agent': PROVIDER_USER_AGENT,
      },
      body: form.toString(),
    },
    limits,
  );
}

/**
 * Reads a token response: JSON, or the form encoding some providers (GitHub without an
 * `Accept` header) still use. A 2xx answer without an access token is a failure too (GitHub
 * reports errors with 200).
 */
function readToken(response: Awaited<ReturnType<typeof fetchLimited>>): OAuth2Token {
  const raw =
    response.contentType === 'application/x-www-form-urlencoded' ||
    response.contentType === 'text/plain'
      ? Object.fromEntries(new URLSearchParams(new TextDecoder().decode(response.body)))
      : parseJsonBody(response);
  if (response.status < 200 || response.status >= 300 || !isPlainObject(raw)) {
    throw new ProviderResponseError(
      `the token endpoint answered ${response.status}`,
      response.status,
    );
  }
  const accessToken = raw['access_token'];
  if (typeof accessToken !== 'string' || accessToken === '') {
    throw new ProviderResponseError('the token response has no access_token', response.status);
  }
  const refreshToken = raw['refresh_token'];
  const expiresIn = Number(raw['expires_in']);
  return {
    accessToken,
    refreshToken: typeof refreshToken === 'string' ? refreshToken : '',
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? Date.now() + expiresIn * 1000 : null,
    raw,
  };
}
