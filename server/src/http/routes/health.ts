import type { Hono } from 'hono';
import type { HttpEnv } from '../http-env.js';

/** `GET /api/health`: a liveness check (note PocketBase's `code`, not `status`). */
export function bindHealthApi(router: Hono<HttpEnv>): void {
  router.on(['GET', 'HEAD'], '/api/health', (c) =>
    c.json({ message: 'API is healthy.', code: 200, data: {} }),
  );
}
