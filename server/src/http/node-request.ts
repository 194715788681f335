import type { Context } from 'hono';
import type { HttpEnv } from './http-env.js';

/**
 * A request header read from the Node request when there is one. note: asking the Web request
 * for a header builds a whole `Headers` object, which costs more per request than this lookup;
 * hot paths (request logging, rule headers) use this instead.
 */
export function requestHeader(c: Context<HttpEnv>, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request's path and query as sent (`/api/x?y=1`). */
export function requestUri(c: Context<HttpEnv>): string {
  const raw = c.env?.incoming?.url;
  if (raw !== undefined) return raw;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}
