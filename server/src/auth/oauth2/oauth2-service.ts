import type { AuthCollectionModel } from '@hearth/shared';
import type { CollectionRegistry } from '../../collections/collection-registry.js';
import { badRequest, forbidden } from '../../errors.js';
import type { BlobStore } from '../../filesystem/blob-store.js';
import type { RecordHooks } from '../../hooks/record-hooks.js';
import { formatDate } from '../../lib/dates.js';
import type { Logger } from '../../lib/logger.js';
import { randomString } from '../../lib/random.js';
import type { ExpandTree } from '../../records/record-expand.js';
import type { RecordService } from '../../records/record-service.js';
import type { RequestInfo } from '../../request-info.js';
import type { Db } from '../../storage/db.js';
import type { AuthResponse, AuthService } from '../auth-service.js';
import { AVATAR_TIMEOUT_MS } from './oauth2-avatar.js';
import { buildAuthURL, exchangeCode } from '../../oauth2/oauth2-client.js';
import {
  createOAuth2Http,
  ProviderResponseError,
  type FetchLimits,
} from '../../oauth2/oauth2-fetch.js';
import { readOAuth2Form } from './oauth2-form.js';
import { linkOAuth2User } from './oauth2-link.js';
import type {
  OAuth2ProviderInfo,
  OAuth2ProviderKind,
  OAuth2ProviderSettings,
  OAuth2Token,
  OAuth2User,
} from '../../oauth2/oauth2-provider.js';
import {
  findProviderKind,
  PROVIDER_KINDS,
  providerSettings,
} from '../../oauth2/oauth2-providers.js';
import { newPkcePair } from '../../oauth2/pkce.js';

/** A supported provider kind as `meta/oauth2-providers` lists it. */
export interface OAuth2ProviderKindInfo {
  name: string;
  displayName: string;
  logo: string;
}

/** Time and size limits of the requests made to providers. */
export interface OAuth2Limits {
  /** The code exchange and the user fetch together (PocketBase's 30 s). */
  timeoutMs: number;
  /** The largest token or user answer read. */
  maxResponseBytes: number;
  avatarTimeoutMs: number;
}

/** What OAuth2 sign-in is built on. */
export interface OAuth2Deps {
  db: Db;
  collections: CollectionRegistry;
  records: RecordService;
  auth: AuthService;
  blobs: BlobStore;
  hooks: RecordHooks;
  logger: Logger;
}

const STATE_LENGTH = 30;

/**
 * PocketBase's OAuth2 sign-in for auth collections: the providers `auth-methods` offers (with
 * PKCE), the code exchange of `auth-with-oauth2` (token, user, then the record it signs in as:
 * `oauth2-link.ts`) and the provider kinds Hearth supports. Provider requests run with `fetch`,
 * a shared deadline and a size limit. (A deleted auth record's provider links go with it through
 * `auth/auth-owned-records.ts`, which the app registers.)
 */
export class OAuth2Service {
  /** Mutable so tests can shorten them. */
  readonly limits: OAuth2Limits = {
    timeoutMs: 30_000,
    maxResponseBytes: 1024 * 1024,
    avatarTimeoutMs: AVATAR_TIMEOUT_MS,
  };

  constructor(private readonly deps: OAuth2Deps) {}

  /** The supported provider kinds (`GET /api/collections/meta/oauth2-providers`). */
  providerKinds(): OAuth2ProviderKindInfo[] {
    return PROVIDER_KINDS.map(({ name, displayName, logo }) => ({ name, displayName, logo }));
  }

  /**
   * The collection's providers for `auth-methods`, each with a fresh state and PKCE pair;
   * none while OAuth2 is disabled. Providers Hearth does not support are skipped.
   */
  providerInfos(collection: AuthCollectionModel): OAuth2ProviderInfo[] {
    if (collection.oauth2.enabled !== true) return [];
    const infos: OAuth2ProviderInfo[] = [];
    for (const config of collection.oauth2.providers) {
      const kind = findProviderKind(config.name);
      if (!kind) continue;
      const settings = providerSettings(config, kind);
      const state = randomString(STATE_LENGTH);
      const pkce = settings.pkce ? newPkcePair() : null;
      const authURL = `${buildAuthURL(settings, state, pkce)}&redirect_uri=`;
      infos.push({
        name: config.name,
        displayName: settings.displayName || config.name,
        state,
        authURL,
        authUrl: authURL,
        codeVerifier: pkce?.codeVerifier ?? '',
        codeChallenge: pkce?.codeChallenge ?? '',
        codeChallengeMethod: pkce?.codeChallengeMethod ?? '',
        logo: kind.logo,
      });
    }
    return infos;
  }

  /** 403 unless the collection allows OAuth2 sign-in (checked before the body is read). */
  assertEnabled(collection: AuthCollectionModel): void {
    if (collection.oauth2.enabled !== true) {
      throw forbidden('The collection is not configured to allow OAuth2 authentication.');
    }
  }

  /**
   * `POST /auth-with-oauth2`: exchanges the code, reads the provider's user, finds or creates
   * the record it signs in as, then completes the login (auth rule, MFA, login alert) with the
   * provider's user as `meta`.
   */
  async authenticate(
    collection: AuthCollectionModel,
    body: Record<string, unknown>,
    info: RequestInfo,
    expand: ExpandTree,
  ): Promise<AuthResponse> {
    this.assertEnabled(collection);
    const form = readOAuth2Form(collection, body);
    const { config, kind } = form.provider;
    const limits: FetchLimits = {
      signal: AbortSignal.timeout(this.limits.timeoutMs),
      maxBytes: this.limits.maxResponseBytes,
    };
    const settings = providerSettings(config, kind);
    const exchange = {
      code: form.code,
      codeVerifier: form.codeVerifier,
      redirectURL: form.redirectURL,
    };
    const token = await exchangeCode(settings, exchange, limits).catch((error: unknown) => {
      throw badRequest('Failed to fetch OAuth2 token.', {}, error);
    });
    const user = await this.fetchUser(kind, settings, token, limits);
    const oauth2Info: RequestInfo = { ...info, context: 'oauth2' };
    const { record, isNew } = await linkOAuth2User(
      { ...this.deps, avatarTimeoutMs: this.limits.avatarTimeoutMs },
      { collection, provider: config.name, user, createData: form.createData, info: oauth2Info },
    );
    const meta = oauth2Meta(user, token, isNew);
    return this.deps.auth.login(collection, record, oauth2Info, 'oauth2', expand, meta);
  }

  private async fetchUser(
    kind: OAuth2ProviderKind,
    settings: OAuth2ProviderSettings,
    token: OAuth2Token,
    limits: FetchLimits,
  ): Promise<OAuth2User> {
    try {
      const user = await kind.fetchUser(settings, token, createOAuth2Http(limits));
      // note: an account without an id cannot be linked; PocketBase fails later, on the link.
      if (user.id === '') throw new ProviderResponseError('the user has no id');
      return user;
    } catch (error) {
      throw badRequest('Failed to fetch OAuth2 user.', {}, error);
    }
  }
}

/**
 * The provider's user as the auth response's `meta` (PocketBase's `AuthUser` JSON plus
 * `isNew`); `avatarUrl` is the pre-0.23 name of `avatarURL`.
 */
function oauth2Meta(user: OAuth2User, token: OAuth2Token, isNew: boolean): Record<string, unknown> {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    avatarURL: user.avatarURL,
    avatarUrl: user.avatarURL,
    rawUser: user.rawUser,
    accessToken: token.accessToken,
    refreshToken: token.refreshToken,
    expiry: token.expiresAt === null ? '' : formatDate(new Date(token.expiresAt)),
    isNew,
  };
}
