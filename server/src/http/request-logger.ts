import type { Context } from 'hono';
import { ApiError } from '../errors.js';
import { LOG_LEVELS } from '../logs/log-store.js';
import { realIp, remoteIp } from './client-ip.js';
import type { HttpEnv } from './http-env.js';
import { requestHeader, requestUri } from './node-request.js';

const MAX_METHOD_LENGTH = 50;
const MAX_URL_LENGTH = 3000;
const MAX_HEADER_LENGTH = 2000;

/**
 * Requests whose success is not logged (PocketBase's `SkipSuccessActivityLog`): the logs API,
 * the OAuth2 redirect, and a realtime stream, which would log its connect, not its life.
 */
function skipsSuccessLog(method: string, path: string): boolean {
  if (path === '/api/logs' || path.startsWith('/api/logs/')) return true;
  return path === '/api/oauth2-redirect' || (method === 'GET' && path === '/api/realtime');
}

/**
 * Logs an API request into the log database once its response is ready (`started` is when
 * it began, from `performance.now()`), in PocketBase's shape: message `METHOD /url`, level INFO
 * (ERROR for 4xx/5xx), data `{type: "request", url, method, status, execTime, auth, authId?,
 * userIP?, remoteIP?, referer, userAgent, error?, details?}`. The write is queued and batched,
 * so the request never waits for it.
 */
export function logRequest(c: Context<HttpEnv>, started: number): void {
  const app = c.get('app');
  const status = c.res.status;
  const failed = status >= 400;
  const level = failed ? LOG_LEVELS.error : LOG_LEVELS.info;
  if (!app.logs.accepts(level)) return;
  if (!failed && skipsSuccessLog(c.req.method, c.req.path)) return;
  const uri = cut(requestUri(c), MAX_URL_LENGTH);
  const method = cut(c.req.method.toUpperCase(), MAX_METHOD_LENGTH);
  const settings = app.settings.get();
  const auth = c.get('auth');
  const data: Record<string, unknown> = {
    type: 'request',
    execTime: Math.round((performance.now() - started) * 1000) / 1000,
    url: uri,
    method,
    status,
    referer: cut(requestHeader(c, 'referer') ?? '', MAX_HEADER_LENGTH),
    userAgent: cut(requestHeader(c, 'user-agent') ?? '', MAX_HEADER_LENGTH),
    auth: auth?.collection.name ?? '',
  };
  if (c.error) addErrorDetails(data, c.error);
  if (auth && settings.logs.logAuthId) data['authId'] = String(auth.record['id'] ?? '');
  if (settings.logs.logIP) {
    data['userIP'] = realIp(c, settings.trustedProxy);
    data['remoteIP'] = remoteIp(c);
  }
  app.logs.write(level, `${method} ${unescapePath(uri)}`, data);
}

/** What an error adds to its request log: the public message and, when present, details. */
function addErrorDetails(data: Record<string, unknown>, error: unknown): void {
  if (error instanceof ApiError) {
    data['error'] = error.message;
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    if (Object.keys(error.data).length > 0) data['details'] = error.data;
    else if (cause) data['details'] = cause;
  } else if (error instanceof Error) {
    data['error'] = error.message;
  }
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

function unescapePath(uri: string): string {
  if (!uri.includes('%')) return uri;
  try {
    return decodeURIComponent(uri);
  } catch {
    // note: a malformed escape is logged as sent.
    return uri;
  }
}
