import type { MiddlewareHandler } from 'hono';

/** PocketBase's default security headers, set on every response. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-XSS-Protection', '1; mode=block');
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('X-Frame-Options')) c.header('X-Frame-Options', 'SAMEORIGIN');
  };
}
