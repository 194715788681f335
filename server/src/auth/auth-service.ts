import type { AuthCollectionModel, CollectionModel } from '@hearth/shared';
import { isEmailFormat } from '../lib/email-format.js';
import { isNoCaseIndexed } from '../collections/index-definition.js';
import {
  ApiError,
  badRequest,
  fieldError,
  forbidden,
  MESSAGES,
  notFound,
  unauthorized,
} from '../errors.js';
import type { RecordService } from '../records/record-service.js';
import type { ExpandTree } from '../records/record-expand.js';
import { findRecordById, updateRecord, valuesFromRow } from '../records/record-store.js';
import {
  emptyRequestInfo,
  isSuperuser,
  type AuthIdentity,
  type RecordValues,
  type RequestInfo,
} from '../request-info.js';
import type { Db } from '../storage/db.js';
import {
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from '../security/password-hash.js';
import type { OAuth2ProviderInfo } from '../oauth2/oauth2-provider.js';
import { readClaims, signRecordToken } from '../security/record-token.js';
import type { AuthMethod } from './auth-method.js';
import type { SessionEvent, SessionKeeper } from './auth-sessions.js';

export type { AuthMethod } from './auth-method.js';

/** An auth endpoint's success body. */
export interface AuthResponse {
  token: string;
  record: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

/** Steps other modules add to every login (MFA, new-location alerts); they may throw. */
export type AuthStep = (event: {
  collection: AuthCollectionModel;
  record: RecordValues;
  method: AuthMethod;
  info: RequestInfo;
}) => Promise<void>;

/**
 * A check every sign-in and refresh passes before a token is issued (a suspended account, for
 * one); it refuses by throwing an `ApiError`.
 */
export type SignInCheck = (event: {
  collection: AuthCollectionModel;
  record: RecordValues;
  method: AuthMethod;
  info: RequestInfo;
}) => Promise<void>;

const MAX_IDENTITY_LENGTH = 255;

/**
 * PocketBase's auth endpoints as domain operations: password login, refresh, impersonation and
 * the auth-methods listing. Every login passes the collection's auth rule and the registered
 * auth steps before a token is issued.
 */
export class AuthService {
  private readonly steps: AuthStep[] = [];
  private readonly signInChecks: SignInCheck[] = [];
  private sessions: SessionKeeper | null = null;

  constructor(
    private readonly db: Db,
    private readonly records: RecordService,
  ) {}

  /** Registers a step that runs on password, OAuth2 and OTP logins (not refresh/impersonate). */
  addLoginStep(step: AuthStep): void {
    this.steps.push(step);
  }

  /**
   * Registers a check that can refuse any password, OAuth2 or OTP sign-in (before MFA and the
   * other login steps) and any auth-refresh; impersonation is a superuser's and never checked.
   */
  addSignInCheck(check: SignInCheck): void {
    this.signInChecks.push(check);
  }

  /**
   * Runs the sign-in checks for the owner of a token whose session has ended, as a refresh would:
   * a client refreshing after its sessions were ended learns why (a suspension's 403) rather than
   * only that it was signed out.
   */
  async checkEndedSession(collection: AuthCollectionModel, record: RecordValues): Promise<void> {
    const info = emptyRequestInfo();
    for (const check of this.signInChecks) {
      await check({ collection, record, method: 'refresh', info });
    }
  }

  /**
   * Ends every session of an auth record, for a product that keeps sessions: 0 otherwise
   * (without sessions a token lives until it expires or the record's tokenKey changes).
   */
  endAllSessions(collectionId: string, recordId: string): Promise<number> {
    return this.sessions ? this.sessions.endAll(collectionId, recordId) : Promise.resolve(0);
  }

  /** Keeps sessions from now on: every sign-in opens one, named by its tokens' `sid` claim. */
  useSessions(keeper: SessionKeeper): void {
    this.sessions = keeper;
  }

  /**
   * Whether a verified token's session still lives. Without a session keeper every session
   * does: the claim then means nothing.
   */
  isSessionLive(collectionId: string, recordId: string, sessionId: string): Promise<boolean> {
    return this.sessions
      ? this.sessions.isLive(collectionId, recordId, sessionId)
      : Promise.resolve(true);
  }

  /** `POST /auth-with-password`. */
  async authWithPassword(
    collection: AuthCollectionModel,
    body: Record<string, unknown>,
    info: RequestInfo,
    expand: ExpandTree,
  ) {
    const { identity, password, identityField } = readPasswordForm(collection, body);
    if (!collection.passwordAuth.enabled) {
      throw forbidden('The collection is not configured to allow password authentication.');
    }
    const record = await this.findByIdentity(collection, identity, identityField);
    if (!record) {
      await verifyDummyPassword(password);
      throw badRequest(MESSAGES.failedAuth);
    }
    const hash = String(record['password'] ?? '');
    if (!(await verifyPassword(password, hash))) throw badRequest(MESSAGES.failedAuth);
    if (needsRehash(hash)) {
      record['password'] = await hashPassword(password);
      await updateRecord(this.db, collection, String(record['id']), {
        password: record['password'],
      });
    }
    return this.login(collection, record, { ...info, context: 'password' }, 'password', expand);
  }

  /** `POST /auth-refresh`: a fresh token for a refreshable one, the same token otherwise. */
  async authRefresh(
    collection: AuthCollectionModel,
    info: RequestInfo,
    token: string,
    expand: ExpandTree,
  ) {
    const auth = requireCollectionAuth(collection, info);
    await this.assertAuthRule(collection, auth.record, info);
    await this.checkSignIn(collection, auth.record, 'refresh', info);
    if (readClaims(token)?.refreshable === false) {
      return this.respond(collection, auth.record, info, token, expand);
    }
    const event: SessionEvent = { collection, record: auth.record, method: 'refresh', info };
    const sid = await this.sessions?.keep(event, auth.sessionId);
    const fresh = await signRecordToken(collection, auth.record, 'auth', sid ? { sid } : {});
    return this.respond(collection, auth.record, info, fresh, expand);
  }

  /** `POST /impersonate/{id}`: a non-refreshable token for any record, superusers only. */
  async impersonate(
    collection: AuthCollectionModel,
    id: string,
    body: Record<string, unknown>,
    info: RequestInfo,
    expand: ExpandTree,
  ) {
    if (!info.auth) throw unauthorized(MESSAGES.requireAuth);
    if (!isSuperuser(info)) throw forbidden(MESSAGES.requireSuperuser);
    const duration = body['duration'] ?? 0;
    if (typeof duration !== 'number' || !Number.isInteger(duration) || duration < 0) {
      throw badRequest('An error occurred while validating the submitted data.', {
        duration: fieldError(
          'validation_min_greater_equal_than_required',
          'Must be no less than 0.',
        ),
      });
    }
    const record = await findRecordById(this.db, collection, id);
    if (!record) throw notFound();
    const token = await signRecordToken(
      collection,
      record,
      'auth',
      { refreshable: false },
      duration || undefined,
    );
    return this.respond(collection, record, info, token, expand);
  }

  /** `GET /auth-methods`, with the OAuth2 providers the caller prepared (state, PKCE). */
  authMethods(collection: AuthCollectionModel, providers: readonly OAuth2ProviderInfo[] = []) {
    const password = {
      enabled: collection.passwordAuth.enabled,
      identityFields: collection.passwordAuth.enabled ? collection.passwordAuth.identityFields : [],
    };
    const oauth2 = { enabled: collection.oauth2.enabled, providers };
    return {
      password,
      oauth2,
      mfa: {
        enabled: collection.mfa.enabled,
        duration: collection.mfa.enabled ? collection.mfa.duration : 0,
      },
      otp: {
        enabled: collection.otp.enabled,
        duration: collection.otp.enabled ? collection.otp.duration : 0,
      },
      // PB compat: the legacy list repeats the providers with their logo blanked.
      authProviders: providers.map((provider) => ({ ...provider, logo: '' })),
      usernamePassword: false,
      emailPassword: password.enabled && password.identityFields.includes('email'),
    };
  }

  /** Completes a login: auth rule, login steps, then a new refreshable token. */
  async login(
    collection: AuthCollectionModel,
    record: RecordValues,
    info: RequestInfo,
    method: AuthMethod,
    expand: ExpandTree,
    meta?: Record<string, unknown>,
  ) {
    await this.assertAuthRule(collection, record, info);
    await this.checkSignIn(collection, record, method, info);
    for (const step of this.steps) await step({ collection, record, method, info });
    const sid = await this.sessions?.open({ collection, record, method, info });
    const token = await signRecordToken(collection, record, 'auth', sid ? { sid } : {});
    const response = await this.respond(collection, record, info, token, expand);
    return meta ? { ...response, meta } : response;
  }

  private async respond(
    collection: AuthCollectionModel,
    record: RecordValues,
    info: RequestInfo,
    token: string,
    expand: ExpandTree,
  ): Promise<AuthResponse> {
    // The authenticated record is presented to itself, so its own email is always included.
    const self: RequestInfo = {
      ...info,
      auth: isSuperuser(info) ? info.auth : { collection, record },
    };
    const [json] = await this.records.present(this.db, collection, [record], self, expand);
    return { token, record: json ?? {} };
  }

  private async checkSignIn(
    collection: AuthCollectionModel,
    record: RecordValues,
    method: AuthMethod,
    info: RequestInfo,
  ): Promise<void> {
    if (isSuperuser(info)) return;
    for (const check of this.signInChecks) await check({ collection, record, method, info });
  }

  private async assertAuthRule(
    collection: AuthCollectionModel,
    record: RecordValues,
    info: RequestInfo,
  ) {
    if (isSuperuser(info)) return;
    const rule = collection.authRule;
    const allowed =
      rule === '' ||
      (rule !== null &&
        (await this.records.findVisibleWithRule(this.db, collection, String(record['id']), rule, {
          ...info,
          auth: null,
        })) !== null);
    if (!allowed) {
      throw forbidden("The request doesn't satisfy the collection requirements to authenticate.");
    }
  }

  /** Finds the record whose identity field matches, email first (skipped for non-emails). */
  private async findByIdentity(
    collection: AuthCollectionModel,
    identity: string,
    only: string | null,
  ) {
    const fields = only ? [only] : collection.passwordAuth.identityFields;
    for (const name of fields) {
      if (name === 'email' && !only && !isEmailFormat(identity)) continue;
      const column = this.db.dialect.quoteIdent(name);
      const match = isNoCaseIndexed(collection, name)
        ? this.db.dialect.nocaseEqual(column, '?')
        : `${column} = ?`;
      const row = await this.db.get(
        `SELECT * FROM ${this.db.dialect.quoteIdent(collection.name)} WHERE ${match} LIMIT 1`,
        [identity],
      );
      if (row) return valuesFromRow(collection, row);
    }
    return null;
  }
}

function readPasswordForm(collection: AuthCollectionModel, body: Record<string, unknown>) {
  const errors: Record<string, unknown> = {};
  const text = (key: string) => (typeof body[key] === 'string' ? body[key] : '');
  const identity = text('identity');
  const password = text('password');
  const identityField = text('identityField');
  if (identity === '') errors['identity'] = fieldError('validation_required', 'Cannot be blank.');
  else if (identity.length > MAX_IDENTITY_LENGTH) {
    errors['identity'] = fieldError(
      'validation_length_out_of_range',
      'The length must be between 1 and 255.',
    );
  }
  if (password === '') errors['password'] = fieldError('validation_required', 'Cannot be blank.');
  // Characters, as the password field counts them: whatever it accepts can sign in.
  else if ([...password].length > MAX_IDENTITY_LENGTH) {
    errors['password'] = fieldError(
      'validation_length_out_of_range',
      'The length must be between 1 and 255.',
    );
  }
  if (identityField !== '' && !collection.passwordAuth.identityFields.includes(identityField)) {
    errors['identityField'] = fieldError('validation_in_invalid', 'Must be a valid value.');
  }
  if (Object.keys(errors).length > 0) {
    throw new ApiError(400, 'An error occurred while validating the submitted data.', errors);
  }
  return { identity, password, identityField: identityField || null };
}

/** The request's identity, which must belong to `collection` (401 none, 403 another one). */
export function requireCollectionAuth(
  collection: CollectionModel,
  info: RequestInfo,
): AuthIdentity {
  if (!info.auth) throw unauthorized(MESSAGES.requireAuth);
  if (info.auth.collection.id !== collection.id) {
    throw forbidden(`The request requires auth record from ${collection.name} collection.`);
  }
  return info.auth;
}
