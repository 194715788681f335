import type { Hono } from 'hono';
import { notFound } from '../../errors.js';
import type { HttpEnv } from '../http-env.js';
import { sendJson } from '../send-json.js';
import { requireSuperuser } from './collections.js';

/** `GET /api/crons` and `POST /api/crons/{id}` (superusers only). */
export function bindCronsApi(router: Hono<HttpEnv>): void {
  router.use('/api/crons', requireSuperuser);
  router.use('/api/crons/*', requireSuperuser);

  router.get('/api/crons', (c) => sendJson(c, c.get('app').crons.list()));

  router.post('/api/crons/:id', (c) => {
    const crons = c.get('app').crons;
    const id = c.req.param('id');
    if (!crons.has(id)) throw notFound('Missing or invalid cron job');
    // PB compat: the job runs in the background; the response does not wait for it.
    void crons.runNow(id);
    return c.body(null, 204);
  });
}
