import type { Hono } from 'hono';
import { readClaims } from '../../security/record-token.js';
import type { AuthBinding } from '../../realtime/realtime-client.js';
import { parseSubscribeForm } from '../../realtime/subscribe-form.js';
import { clientIp } from '../client-ip.js';
import { openEventStream } from '../event-stream.js';
import type { HttpEnv } from '../http-env.js';
import { readJsonObject } from '../read-body.js';

/** PocketBase's realtime API: the SSE stream and the subscription requests that steer it. */
export function bindRealtimeApi(router: Hono<HttpEnv>): void {
  router.get('/api/realtime', (c) => openEventStream(c));

  router.post('/api/realtime', async (c) => {
    const form = parseSubscribeForm(await readJsonObject(c));
    const identity = c.get('auth');
    let auth: AuthBinding | null = null;
    if (identity) {
      // The token was verified when auth was loaded; only its expiry is read again here.
      const token = (c.req.header('Authorization') ?? '').replace(/^bearer\s+/i, '').trim();
      const exp = readClaims(token)?.exp;
      auth = { identity, expiresAt: exp === undefined ? null : exp * 1000 };
    }
    await c.get('app').realtime.setSubscriptions(form.clientId, form.subscriptions, {
      auth,
      remoteIp: clientIp(c),
    });
    return c.body(null, 204);
  });
}
