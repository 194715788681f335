import type { Context } from 'hono';
import { ruleHeaderName, type RequestContext, type RequestInfo } from '../request-info.js';
import { clientIp } from './client-ip.js';
import type { HttpEnv } from './http-env.js';

/** Builds what rules see as `@request.*` from the HTTP request. */
export function requestInfoOf(
  c: Context<HttpEnv>,
  context: RequestContext = 'default',
  body: Record<string, unknown> = {},
): RequestInfo {
  const query: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values[0] !== undefined) query[key] = values[0];
  }
  return {
    auth: c.get('auth'),
    method: c.req.method,
    context,
    query,
    headers: ruleHeaders(c),
    body,
    ip: clientIp(c),
  };
}

/**
 * Header values keyed as rules name them. note: read from the Node request when there is one;
 * building a Web `Headers` object per request costs more than the rest of a simple view.
 */
function ruleHeaders(c: Context<HttpEnv>): Record<string, string> {
  const headers: Record<string, string> = {};
  const incoming = c.env?.incoming?.headers;
  if (incoming) {
    for (const [name, value] of Object.entries(incoming)) {
      if (value !== undefined) {
        headers[ruleHeaderName(name)] = Array.isArray(value) ? value.join(', ') : value;
      }
    }
    return headers;
  }
  c.req.raw.headers.forEach((value, name) => {
    headers[ruleHeaderName(name)] = value;
  });
  return headers;
}
