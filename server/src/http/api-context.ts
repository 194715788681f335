import type { Context, MiddlewareHandler } from 'hono';
import type { App } from '../app.js';
import { forbidden } from '../errors.js';
import { isIpInRanges } from '../lib/ip-ranges.js';
import { isSuperuser } from '../request-info.js';
import { DEFAULT_BODY_LIMIT_BYTES } from './body-limit.js';
import { realIp } from './client-ip.js';
import type { HttpEnv } from './http-env.js';
import { identityFromHeader } from './load-auth.js';
import { requestHeader } from './node-request.js';
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
 * Prepares every API request in one step: CORS preflights are answered, the app, the default
 * body limit and the caller's identity are set, and superusers are held to `superuserIPs`. note: one middleware instead of four, and no
 * await for the common token-less request, because this runs on every API call.
 */
export function apiContext(app: App): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const preflight = answerPreflight(c);
    if (preflight) return preflight;
    c.set('app', app);
    c.set('bodyLimit', DEFAULT_BODY_LIMIT_BYTES);
    const header = requestHeader(c, 'authorization');
    const auth = header ? await identityFromHeader(app, header) : null;
    c.set('auth', auth);
    if (auth && isSuperuser({ auth }) && !isAllowedSuperuserAddress(c)) throw forbidden();
    await next();
    return undefined;
  };
}
