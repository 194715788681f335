/**
 * What a provider hands back from the code exchange (RFC 6749 §5.1). `raw` is the whole token
 * response, for what a provider keeps outside the standard fields (an OpenID `id_token`).
 */
export interface OAuth2Token {
  accessToken: string;
  refreshToken: string;
  /** When the access token expires (ms since the epoch), or null when the provider did not say. */
  expiresAt: number | null;
  raw: Record<string, unknown>;
}

/**
 * A provider's user in PocketBase's `AuthUser` shape, plus whether its email is one the provider
 * vouches for. `email` is empty when the provider gave none (or, like PocketBase for Google and
 * OpenID Connect, one it has not verified).
 */
export interface OAuth2User {
  id: string;
  name: string;
  username: string;
  email: string;
  /** The provider verified `email`: only such an email links to or verifies a record. */
  emailVerified: boolean;
  avatarURL: string;
  rawUser: Record<string, unknown>;
}

/** A provider's configuration after the collection's values are laid over the preset's. */
export interface OAuth2ProviderSettings {
  name: string;
  displayName: string;
  clientId: string;
  clientSecret: string;
  authURL: string;
  tokenURL: string;
  userInfoURL: string;
  scopes: readonly string[];
  pkce: boolean;
  extra: Record<string, unknown>;
}

/** Fetches made on behalf of one sign-in: they share its deadline and response size limit. */
export interface OAuth2Http {
  /** GETs JSON with a bearer token; throws on a network error, a non-2xx status or bad JSON. */
  getJson(url: string, accessToken: string): Promise<unknown>;
  /** Like `getJson`, but answers `null` for the listed statuses instead of throwing. */
  getJsonUnless(url: string, accessToken: string, statuses: readonly number[]): Promise<unknown>;
}

/**
 * One kind of provider (`google`, `github`, `oidc` …): its defaults and how it reads a user. The
 * code flow itself (authorization URL, code exchange) is the same for all of them
 * (`oauth2-client.ts`).
 */
export interface OAuth2ProviderKind {
  /** The name a collection's `oauth2.providers[].name` uses. */
  name: string;
  displayName: string;
  /** An inline SVG (Hearth's own drawing; see `provider-logos.ts`). */
  logo: string;
  pkce: boolean;
  scopes: readonly string[];
  authURL: string;
  tokenURL: string;
  userInfoURL: string;
  /** Whether a collection must give `authURL` and `tokenURL` itself (no known endpoints). */
  needsEndpoints: boolean;
  /** Reads the signed-in user; throws when the provider's answer is unusable. */
  fetchUser(
    settings: OAuth2ProviderSettings,
    token: OAuth2Token,
    http: OAuth2Http,
  ): Promise<OAuth2User>;
}

/** A provider as `auth-methods` lists it (PocketBase's `providerInfo`). */
export interface OAuth2ProviderInfo {
  name: string;
  displayName: string;
  state: string;
  /** Ends with `&redirect_uri=`: the client appends its redirect URL. */
  authURL: string;
  /** The same, under its pre-0.23 name. */
  authUrl: string;
  /** Empty strings for a provider without PKCE. */
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  logo: string;
}
