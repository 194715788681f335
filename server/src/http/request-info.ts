import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from 'hono';
import { ruleHeaderName, type RequestContext, type RequestInfo } from '../request-info.js';
import { clientIp } from './client-ip.js';
import type { HttpEnv } from './http-env.js';
import { requestUri } from './node-request.js';

/**
 * Builds what rules see as `@request.*` from the HTTP request. note: a request without a query
 * string has an empty query without parsing anything. Everything is read here, not on first
 * use: an object literal with accessors costs microseconds to create, and copies of this object
 * (`{ ...info, body }`) must keep every value.
 */
export function requestInfoOf(
  c: Context<HttpEnv>,
  context: RequestContext = 'default',
  body: Record<string, unknown> = {},
): RequestInfo {
  const incoming = c.env?.incoming?.headers;
  return {
    auth: c.get('auth'),
    method: c.req.method,
    context,
    query: requestUri(c).includes('?') ? queryOf(c) : {},
    headers: incoming ? nodeRuleHeaders(incoming) : webRuleHeaders(c),
    body,
    ip: clientIp(c),
  };
}

/** The first value of each query parameter. */
function queryOf(c: Context<HttpEnv>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values[0] !== undefined) query[key] = values[0];
  }
  return query;
}

/**
 * Header values keyed as rules name them, from the Node request. note: building a Web
 * `Headers` object per request costs more than the rest of a simple view.
 */
function nodeRuleHeaders(incoming: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value !== undefined) {
      headers[ruleHeaderName(name)] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return headers;
}

/** The same from the Web request, for requests made in-process (no Node request). */
function webRuleHeaders(c: Context<HttpEnv>): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[ruleHeaderName(name)] = value;
  });
  return headers;
}
