import type { Context, Hono } from 'hono';
import {
  forwardOAuth2Redirect,
  type OAuth2RedirectData,
} from '../../auth/oauth2/oauth2-redirect.js';
import { ApiError } from '../../errors.js';
import { parseExpand } from '../../records/record-expand.js';
import { clientIp } from '../client-ip.js';
import type { HttpEnv } from '../http-env.js';
import { OAUTH2_REDIRECT_PAGE_HEADERS, oauth2RedirectPage } from '../oauth2-redirect-page.js';
import { readJsonObject } from '../read-body.js';
import { requestInfoOf } from '../request-info.js';
import { sendJson } from '../send-json.js';
import { requireSuperuser } from './collections.js';
import { authCollectionOf } from './record-auth.js';

/**
 * OAuth2 sign-in: the code exchange, the provider redirect of the SDK's popup flow and the
 * list of supported provider kinds.
 */
export function bindRecordAuthOAuth2Api(router: Hono<HttpEnv>): void {
  router.post('/api/collections/:collection/auth-with-oauth2', async (c) => {
    const collection = authCollectionOf(c);
    const oauth2 = c.get('app').oauth2;
    oauth2.assertEnabled(collection);
    const body = await readJsonObject(c);
    const response = await oauth2.authenticate(
      collection,
      body,
      requestInfoOf(c, 'oauth2', body),
      parseExpand(c.req.query('expand')),
    );
    return sendJson(c, response);
  });

  router.get('/api/collections/meta/oauth2-providers', requireSuperuser, (c) =>
    sendJson(c, c.get('app').oauth2.providerKinds()),
  );

  router.get('/api/oauth2-redirect', (c) =>
    redirect(c, {
      state: c.req.query('state') ?? '',
      code: c.req.query('code') ?? '',
      error: c.req.query('error') ?? '',
    }),
  );

  router.post('/api/oauth2-redirect', async (c) => redirect(c, await readRedirectForm(c)));
}

/**
 * Reads a `form_post` redirect (Apple's, which may add a `user` JSON with the name; Hearth has
 * no Apple provider, so it is ignored). An unreadable body is a failed redirect, as PocketBase.
 */
async function readRedirectForm(c: Context<HttpEnv>): Promise<OAuth2RedirectData | null> {
  let body: Record<string, unknown>;
  try {
    body = await readJsonObject(c);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
  const text = (key: string) => (typeof body[key] === 'string' ? body[key] : '');
  return { state: text('state'), code: text('code'), error: text('error') };
}

async function redirect(c: Context<HttpEnv>, data: OAuth2RedirectData | null): Promise<Response> {
  const success =
    data !== null && (await forwardOAuth2Redirect(c.get('app').realtime, data, clientIp(c)));
  // PB compat: PocketBase redirects to its dashboard's result page; Hearth shows its own page
  // and answers a failed redirect with 400.
  return c.body(oauth2RedirectPage(success), success ? 200 : 400, OAUTH2_REDIRECT_PAGE_HEADERS);
}
