import type { Hono } from 'hono';
import { sendTestEmail } from '../../mail/test-email.js';
import type { HttpEnv } from '../http-env.js';
import { readJsonObject } from '../read-body.js';
import { requireSuperuser } from './collections.js';

/** `POST /api/settings/test/email {email, template, collection?}` (superusers) ⇒ 204. */
export function bindSettingsTestEmailApi(router: Hono<HttpEnv>): void {
  router.post('/api/settings/test/email', requireSuperuser, async (c) => {
    await sendTestEmail(
      c.var.app.collections,
      c.var.app.mails,
      await readJsonObject(c),
      c.req.header('Accept-Language'),
    );
    return c.body(null, 204);
  });
}
