import type { AuthCollectionModel } from '@/shared/lib/pb';
import type { ProviderKind } from './auth-collections-api';

/** One provider as the form edits it. */
export interface ProviderDraft {
  name: string;
  displayName: string;
  enabled: boolean;
  clientId: string;
  /** Write-only: blank when loaded; blank when saved keeps the stored one. */
  clientSecret: string;
  authURL: string;
  tokenURL: string;
  userInfoURL: string;
  /** The stored configuration, so keys the form does not show (pkce, extra) are kept. */
  stored: Record<string, unknown>;
}

/** The sign-in options of one auth collection. */
export interface SignInOptions {
  passwordAuth: boolean;
  otp: boolean;
  mfa: boolean;
  oauth2: boolean;
  providers: ProviderDraft[];
}

/** Providers whose addresses the operator gives (OpenID Connect): the others know theirs. */
export function needsUrls(name: string): boolean {
  return name.startsWith('oidc');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The form's values for a collection, with every provider kind the server knows. */
export function signInOptionsOf(
  collection: AuthCollectionModel,
  kinds: ProviderKind[],
): SignInOptions {
  const providers = kinds.map((kind): ProviderDraft => {
    const found = collection.oauth2.providers.find((item) => item.name === kind.name);
    // note: the SDK types a provider config loosely; read every key through `text`.
    const stored: Record<string, unknown> = found ? { ...found } : {};
    return {
      name: kind.name,
      displayName: text(stored['displayName']) || kind.displayName,
      enabled: found !== undefined,
      clientId: text(stored['clientId']),
      clientSecret: '',
      authURL: text(stored['authURL']),
      tokenURL: text(stored['tokenURL']),
      userInfoURL: text(stored['userInfoURL']),
      stored,
    };
  });
  return {
    passwordAuth: collection.passwordAuth.enabled,
    otp: collection.otp.enabled,
    mfa: collection.mfa.enabled,
    oauth2: collection.oauth2.enabled,
    providers,
  };
}

function providerConfig(draft: ProviderDraft): Record<string, unknown> {
  const config: Record<string, unknown> = {
    ...draft.stored,
    name: draft.name,
    clientId: draft.clientId.trim(),
  };
  if (needsUrls(draft.name)) {
    Object.assign(config, {
      displayName: draft.displayName,
      authURL: draft.authURL.trim(),
      tokenURL: draft.tokenURL.trim(),
      userInfoURL: draft.userInfoURL.trim(),
    });
  }
  // A blank secret is left out: the server then keeps the one it has.
  if (draft.clientSecret !== '') config['clientSecret'] = draft.clientSecret;
  return config;
}

function providersChanged(initial: ProviderDraft[], draft: ProviderDraft[]): boolean {
  const shown = (list: ProviderDraft[]) =>
    JSON.stringify(list.map(({ stored: _stored, clientSecret: _secret, ...rest }) => rest));
  return shown(initial) !== shown(draft) || draft.some((item) => item.clientSecret !== '');
}

/** The collection update for what changed (null: nothing), secrets only when typed. */
export function signInPatch(
  initial: SignInOptions,
  draft: SignInOptions,
): Record<string, unknown> | null {
  const patch: Record<string, unknown> = {};
  for (const key of ['passwordAuth', 'otp', 'mfa'] as const) {
    if (initial[key] !== draft[key]) patch[key] = { enabled: draft[key] };
  }
  const oauth2: Record<string, unknown> = {};
  if (initial.oauth2 !== draft.oauth2) oauth2['enabled'] = draft.oauth2;
  if (providersChanged(initial.providers, draft.providers)) {
    oauth2['providers'] = draft.providers.filter((item) => item.enabled).map(providerConfig);
  }
  if (Object.keys(oauth2).length > 0) patch['oauth2'] = oauth2;
  return Object.keys(patch).length > 0 ? patch : null;
}
