import type { Context } from 'hono';
import { ruleHeaderName, type RequestContext, type RequestInfo } from '../request-info.js';
import type { HttpEnv } from './http-env.js';

/** Builds what rules see as `@request.*` from the HTTP request. */
export function requestInfoOf(
  c: Context<HttpEnv>,
  context: RequestContext = 'default',
  body: Record<string, unknown> = {},
): RequestInfo {
  const query: Record<string, string> = {};
  const url = new URL(c.req.url);
  for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value;
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[ruleHeaderName(name)] = value;
  });
  return { auth: c.get('auth'), method: c.req.method, context, query, headers, body };
}
