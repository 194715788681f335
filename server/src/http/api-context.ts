import type { Context, MiddlewareHandler } from 'hono';
import type { App } from '../app.js';
import { forbidden, tooManyRequests } from '../errors.js';
import { isIpInRanges } from '../lib/ip-ranges.js';
import { isSuperuser } from '../request-info.js';
import { DEFAULT_BODY_LIMIT_BYTES } from './body-limit.js';
import { realIp } from './client-ip.js';
import { sendApiError } from './error-handler.js';
import type { HttpEnv } from './http-env.js';
import { endedSessionPolicy, identityFromHeader } from './load-auth.js';
import { requestHeader } from './node-request.js';
import { exceedsRateLimit } from './rate-limit.js';
import { logRequest } from './request-logger.js';
import { answerPreflight } from './security-headers.js';

/**
 * PocketBase's `superuserIPs`: when the list is set, a superuser token is only honoured from
 * those addresses or ranges; from anywhere else the request is refused with a 403.
 */
function isAllowedSuperuserAddress(c: Context<HttpEnv>): boolean {
  const { superuserIPs, trustedProxy } = c.get('app').settings.get();
  return superuserIPs.length === 0 || isIpInRanges(realIp(c, trustedProxy), superuserIPs);
}

/**
 * Prepares, limits and logs every API request in one step: CORS preflights are answered, the
 * app, the default body limit and the caller's identity are set, superusers are held to
 * `superuserIPs`, the rate limit is applied (429), and once the response is ready the request
 * is logged. A request refused before the rate limit (a superuser from an address not allowed,
 * an ended session) is not logged. note: one middleware rather than one per step, and no await
 * for the common token-less request: every level of middleware costs each API call a promise
 * and a closure.
 */
export function apiContext(app: App): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const preflight = answerPreflight(c);
    if (preflight) return preflight;
    c.set('app', app);
    c.set('bodyLimit', DEFAULT_BODY_LIMIT_BYTES);
    const header = requestHeader(c, 'authorization');
    const auth = header
      ? await identityFromHeader(app, header, endedSessionPolicy(c.req.path))
      : null;
    c.set('auth', auth);
    if (auth && isSuperuser({ auth }) && !isAllowedSuperuserAddress(c)) throw forbidden();
    const started = performance.now();
    if (await exceedsRateLimit(c)) {
      // note: answered here as the app's error handler answers a thrown error, so that the
      // 429 is logged with its error like any other failed request.
      const error = tooManyRequests();
      c.error = error;
      c.res = sendApiError(c, error);
    } else {
      await next();
    }
    logRequest(c, started);
    return undefined;
  };
}
