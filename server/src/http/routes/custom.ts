import type { Hono } from 'hono';
import type { CustomRoute } from '../../router/custom-routes.js';
import type { HttpEnv } from '../http-env.js';
import { readJsonObject } from '../read-body.js';
import { requestInfoOf } from '../request-info.js';
import { sendJson } from '../send-json.js';

/**
 * Binds the routes Hearth's features added (`app.routes`): the body is read as for PocketBase's
 * own JSON routes (limits, `@jsonPayload`, clear 400s), the handler gets the caller as rules see
 * it, and its value is sent as JSON.
 */
export function bindCustomRoutes(router: Hono<HttpEnv>, routes: readonly CustomRoute[]): void {
  for (const route of routes) {
    router.on(route.method, route.path, async (c) => {
      const body = route.method === 'GET' ? {} : await readJsonObject(c);
      const result = await route.handler({
        info: requestInfoOf(c, 'default', body),
        params: c.req.param(),
      });
      return result === undefined ? c.body(null, 204) : sendJson(c, result);
    });
  }
}
