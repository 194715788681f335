import type { Hono } from 'hono';
import { maskSettings } from '../../settings/settings-model.js';
import type { HttpEnv } from '../http-env.js';
import { readJsonObject } from '../read-body.js';
import { sendJson } from '../send-json.js';
import { requireSuperuser } from './collections.js';

/** `GET`/`PATCH /api/settings` (superusers only); secrets are never returned. */
export function bindSettingsApi(router: Hono<HttpEnv>): void {
  router.get('/api/settings', requireSuperuser, (c) =>
    sendJson(c, maskSettings(c.get('app').settings.get())),
  );
  router.patch('/api/settings', requireSuperuser, async (c) => {
    const updated = await c.get('app').settings.update(await readJsonObject(c));
    return sendJson(c, maskSettings(updated));
  });
}
