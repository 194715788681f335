import type { Context, Hono } from 'hono';
import { RawReply, type CustomRoute } from '../../router/custom-routes.js';
import type { HttpEnv } from '../http-env.js';
import { readBody } from '../read-body.js';
import { requestInfoOf } from '../request-info.js';
import { allowFraming } from '../security-headers.js';
import { sendJson } from '../send-json.js';

/**
 * Binds the routes Hearth's features added (`app.routes`): the body is read as for PocketBase's
 * own routes (JSON or a form with its files, the route's limit or the default, `@jsonPayload`,
 * clear 400s, 413 in PocketBase's shape), the handler gets the caller as rules see it, and its
 * value is sent as JSON, or as it is when it is a `RawReply`.
 */
export function bindCustomRoutes(router: Hono<HttpEnv>, routes: readonly CustomRoute[]): void {
  for (const route of routes) {
    router.on(route.method, route.path, async (c) => {
      if (route.bodyLimit !== undefined) c.set('bodyLimit', route.bodyLimit);
      const body = route.method === 'GET' ? { data: {}, files: {} } : await readBody(c);
      const result = await route.handler({
        info: requestInfoOf(c, 'default', body.data),
        params: c.req.param(),
        files: body.files,
      });
      if (result instanceof RawReply) return sendRaw(c, result);
      return result === undefined ? c.body(null, 204) : sendJson(c, result);
    });
  }
}

function sendRaw(c: Context<HttpEnv>, reply: RawReply): Response {
  if (reply.framable) allowFraming(c);
  return new Response(reply.body, { status: reply.status, headers: { ...reply.headers } });
}
