import type { Hono } from 'hono';
import { ApiError, badRequest, notFound } from '../../errors.js';
import type { HttpEnv } from '../http-env.js';
import { parsePageQuery } from '../list-query.js';
import { sendJson } from '../send-json.js';
import { requireSuperuser } from './collections.js';

/** `GET /api/logs`, `/api/logs/stats` and `/api/logs/{id}` (superusers only). */
export function bindLogsApi(router: Hono<HttpEnv>): void {
  router.use('/api/logs', requireSuperuser);
  router.use('/api/logs/*', requireSuperuser);

  router.get('/api/logs', async (c) => {
    const query = parsePageQuery((name) => c.req.query(name));
    return sendJson(c, await c.get('app').logs.store.list(query));
  });

  router.get('/api/logs/stats', async (c) => {
    const stats = await c
      .get('app')
      .logs.store.stats(c.req.query('filter') ?? '')
      .catch((error: unknown) => {
        throw error instanceof ApiError ? badRequest('Invalid filter format.', {}, error) : error;
      });
    return sendJson(c, stats);
  });

  router.get('/api/logs/:id', async (c) => {
    const entry = await c.get('app').logs.store.find(c.req.param('id'));
    if (!entry) throw notFound();
    return sendJson(c, entry);
  });
}
