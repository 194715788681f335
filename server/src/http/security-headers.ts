import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { HttpEnv } from './http-env.js';

const ALLOWED_METHODS = 'GET, HEAD, PUT, PATCH, POST, DELETE';

/**
 * PocketBase's default security headers on every response, and `Access-Control-Allow-Origin: *`
 * on the API. note: set on the Node response before the framework runs, because these never
 * vary and building them per request through Web `Headers` costs more than a simple record view.
 */
export function setStaticHeaders(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('X-XSS-Protection', '1; mode=block');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('X-Frame-Options', 'SAMEORIGIN');
  if (request.url?.startsWith('/api/')) response.setHeader('Access-Control-Allow-Origin', '*');
}

/**
 * Answers a CORS preflight (204, echoing the requested headers), as PocketBase's CORS defaults;
 * returns `null` for any other request.
 */
export function answerPreflight(c: Context): Response | null {
  if (c.req.method !== 'OPTIONS' || !c.req.header('Access-Control-Request-Method')) return null;
  c.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
  const requested = c.req.header('Access-Control-Request-Headers');
  if (requested) {
    c.header('Access-Control-Allow-Headers', requested);
    c.header('Vary', 'Access-Control-Request-Headers');
  }
  return c.body(null, 204);
}

/**
 * Leaves `X-Frame-Options` off this response, so that it can be embedded (served files).
 * note: the header was set on the Node response before the framework ran; it goes out with the
 * response's own headers only when the adapter writes the head, after the route returns.
 */
export function allowFraming(c: Context<HttpEnv>): void {
  c.env?.outgoing?.removeHeader('X-Frame-Options');
}
