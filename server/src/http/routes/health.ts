import type { Hono } from 'hono';
import { isSuperuser } from '../../request-info.js';
import { realIp } from '../client-ip.js';
import type { HttpEnv } from '../http-env.js';

/** Common reverse-proxy headers the health check looks for (PocketBase's list). */
const COMMON_PROXY_HEADERS = ['CF-Connecting-IP', 'Fly-Client-IP', 'X-Forwarded-For'];

/**
 * `GET /api/health`: a liveness check (note PocketBase's `code`, not `status`). Superusers also
 * get `canBackup` (no backup or restore running, and not on PostgreSQL), their `realIP` and `possibleProxyHeader`, the
 * first trusted or common proxy header present, a hint that the server sits behind a proxy.
 */
export function bindHealthApi(router: Hono<HttpEnv>): void {
  router.on(['GET', 'HEAD'], '/api/health', (c) => {
    const auth = c.get('auth');
    if (!auth || !isSuperuser({ auth })) {
      return c.json({ message: 'API is healthy.', code: 200, data: {} });
    }
    const { trustedProxy } = c.get('app').settings.get();
    const possibleProxyHeader =
      [...trustedProxy.headers, ...COMMON_PROXY_HEADERS].find((name) => c.req.header(name)) ?? '';
    return c.json({
      message: 'API is healthy.',
      code: 200,
      data: {
        canBackup: c.get('app').backups.canBackup,
        realIP: realIp(c, trustedProxy),
        possibleProxyHeader,
      },
    });
  });
}
