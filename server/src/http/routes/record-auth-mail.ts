import type { Context, Hono } from 'hono';
import type { HttpEnv } from '../http-env.js';
import { readJsonObject } from '../read-body.js';
import { requestInfoOf } from '../request-info.js';
import { authCollectionOf } from './record-auth.js';

const BASE = '/api/collections/:collection';

/**
 * The account emails of auth collections: request/confirm password reset, verification and
 * email change. Each answers 204; bad input is a 400 in PocketBase's shape.
 */
export function bindRecordAuthMailApi(router: Hono<HttpEnv>): void {
  router.post(`${BASE}/request-password-reset`, async (c) => {
    const { collection, body } = await readAuthForm(c);
    await c.get('app').accounts.passwordReset.request(collection, body, requestInfoOf(c));
    return c.body(null, 204);
  });

  router.post(`${BASE}/confirm-password-reset`, async (c) => {
    const { collection, body } = await readAuthForm(c);
    await c.get('app').accounts.passwordReset.confirm(collection, body);
    return c.body(null, 204);
  });

  router.post(`${BASE}/request-verification`, async (c) => {
    const { collection, body } = await readAuthForm(c);
    await c.get('app').accounts.verification.request(collection, body, requestInfoOf(c));
    return c.body(null, 204);
  });

  router.post(`${BASE}/confirm-verification`, async (c) => {
    const { collection, body } = await readAuthForm(c);
    await c.get('app').accounts.verification.confirm(collection, body);
    return c.body(null, 204);
  });

  router.post(`${BASE}/request-email-change`, async (c) => {
    const { collection, body } = await readAuthForm(c);
    await c.get('app').accounts.emailChange.request(collection, body, requestInfoOf(c));
    return c.body(null, 204);
  });

  router.post(`${BASE}/confirm-email-change`, async (c) => {
    const { collection, body } = await readAuthForm(c);
    await c.get('app').accounts.emailChange.confirm(collection, body);
    return c.body(null, 204);
  });
}

/** The route's auth collection (404 first, as PocketBase) and the parsed body. */
export async function readAuthForm(c: Context<HttpEnv>) {
  const collection = authCollectionOf(c);
  return { collection, body: await readJsonObject(c) };
}
