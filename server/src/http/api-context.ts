import type { MiddlewareHandler } from 'hono';
import type { App } from '../app.js';
import { DEFAULT_BODY_LIMIT_BYTES } from './body-limit.js';
import type { HttpEnv } from './http-env.js';
import { identityFromHeader } from './load-auth.js';
import { requestHeader } from './node-request.js';
import { answerPreflight } from './security-headers.js';

/**
 * Prepares every API request in one step: CORS preflights are answered, the app, the default
 * body limit and the caller's identity are set. note: one middleware instead of four, and no
 * await for the common token-less request, because this runs on every API call.
 */
export function apiContext(app: App): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const preflight = answerPreflight(c);
    if (preflight) return preflight;
    c.set('app', app);
    c.set('bodyLimit', DEFAULT_BODY_LIMIT_BYTES);
    const header = requestHeader(c, 'authorization');
    c.set('auth', header ? await identityFromHeader(app, header) : null);
    await next();
    return undefined;
  };
}
