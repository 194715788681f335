import type { Hono } from 'hono';
import { parseExpand } from '../../records/record-expand.js';
import type { HttpEnv } from '../http-env.js';
import { requestInfoOf } from '../request-info.js';
import { sendJson } from '../send-json.js';
import { readAuthForm } from './record-auth-mail.js';

const BASE = '/api/collections/:collection';

/** `request-otp` (200 `{otpId}`) and `auth-with-otp` (200 auth, or 401 `{mfaId}`). */
export function bindRecordAuthOtpApi(router: Hono<HttpEnv>): void {
  router.post(`${BASE}/request-otp`, async (c) => {
    const { collection, body } = await readAuthForm(c);
    return sendJson(c, await c.get('app').accounts.otp.request(collection, body, requestInfoOf(c)));
  });

  router.post(`${BASE}/auth-with-otp`, async (c) => {
    const { collection, body } = await readAuthForm(c);
    const response = await c
      .get('app')
      .accounts.otp.authWithOtp(
        collection,
        body,
        requestInfoOf(c, 'otp', body),
        parseExpand(c.req.query('expand')),
      );
    return sendJson(c, response);
  });
}
