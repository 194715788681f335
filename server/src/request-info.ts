import type { AuthCollectionModel } from '@hearth/shared';

/** A record's field values by field name, in their in-memory shape (lists as arrays). */
export type RecordValues = Record<string, unknown>;

/** The authenticated record of a request. */
export interface AuthIdentity {
  collection: AuthCollectionModel;
  record: RecordValues;
  /** The session the request's token names (its `sid` claim), when it names one. */
  sessionId?: string;
}

/** Where a rule is being evaluated, as `@request.context` exposes it. */
export type RequestContext =
  'default' | 'oauth2' | 'otp' | 'password' | 'realtime' | 'protectedFile' | 'batch' | 'expand';

/**
 * Everything rules and filters can read through `@request.*`. The HTTP layer builds it; domain
 * code never sees a framework request.
 */
export interface RequestInfo {
  auth: AuthIdentity | null;
  method: string;
  context: RequestContext;
  /** First value of each query parameter. */
  query: Record<string, string>;
  /** Header values keyed by lower-cased, snake_cased name (`X-Token` ⇒ `x_token`). */
  headers: Record<string, string>;
  /** The submitted body after modifiers, without files or hidden fields (for non-superusers). */
  body: Record<string, unknown>;
  /** The client's IP (trusted proxy headers applied); absent for server-side work. */
  ip?: string;
}

/** The superusers collection's name. */
export const SUPERUSERS = '_superusers';

/** Tells whether the request is authenticated as a superuser. */
export function isSuperuser(info: Pick<RequestInfo, 'auth'>): boolean {
  return info.auth?.collection.name === SUPERUSERS;
}

/** A request with no auth, query, headers or body (server-side work, tests). */
export function emptyRequestInfo(overrides: Partial<RequestInfo> = {}): RequestInfo {
  return {
    auth: null,
    method: 'GET',
    context: 'default',
    query: {},
    headers: {},
    body: {},
    ...overrides,
  };
}

/** `X-Forwarded-For` ⇒ `x_forwarded_for`, as PocketBase names headers for rules. */
export function ruleHeaderName(name: string): string {
  return name.toLowerCase().replaceAll('-', '_');
}

/**
 * A request with full rights, for work the server does on its own behalf (CLI, migrations,
 * internal flows). It acts as a superuser that has no record.
 */
export function systemRequestInfo(superusers: AuthIdentity['collection']): RequestInfo {
  return emptyRequestInfo({ auth: { collection: superusers, record: { id: '' } } });
}
