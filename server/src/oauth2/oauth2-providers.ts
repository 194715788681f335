import type { OAuth2ProviderConfig } from '@hearth/shared';
import type { OAuth2ProviderKind, OAuth2ProviderSettings } from './oauth2-provider.js';
import { githubProvider } from './provider-github.js';
import { googleProvider } from './provider-google.js';
import { microsoftProvider } from './provider-microsoft.js';
import { oidcProvider } from './provider-oidc.js';
import { isPlainObject } from '../lib/is-plain-object.js';

/** Every provider kind Hearth supports, in the order `meta/oauth2-providers` lists them. */
export const PROVIDER_KINDS: readonly OAuth2ProviderKind[] = [
  googleProvider,
  githubProvider,
  microsoftProvider,
  oidcProvider('oidc'),
  oidcProvider('oidc2'),
  oidcProvider('oidc3'),
];

const BY_NAME = new Map(PROVIDER_KINDS.map((kind) => [kind.name, kind]));

/** The provider kind a configuration's `name` selects, if Hearth supports it. */
export function findProviderKind(name: string): OAuth2ProviderKind | undefined {
  return BY_NAME.get(name);
}

/**
 * A collection's provider configuration laid over its kind's defaults: non-empty values win,
 * `pkce` only when it is a boolean (null keeps the kind's choice), as PocketBase's `InitProvider`.
 */
export function providerSettings(
  config: OAuth2ProviderConfig,
  kind: OAuth2ProviderKind,
): OAuth2ProviderSettings {
  const pick = (value: unknown, fallback: string) =>
    typeof value === 'string' && value !== '' ? value : fallback;
  return {
    name: kind.name,
    displayName: pick(config.displayName, kind.displayName),
    clientId: pick(config.clientId, ''),
    clientSecret: pick(config.clientSecret, ''),
    authURL: pick(config.authURL, kind.authURL),
    tokenURL: pick(config.tokenURL, kind.tokenURL),
    userInfoURL: pick(config.userInfoURL, kind.userInfoURL),
    scopes: kind.scopes,
    pkce: typeof config.pkce === 'boolean' ? config.pkce : kind.pkce,
    extra: isPlainObject(config.extra) ? config.extra : {},
  };
}
