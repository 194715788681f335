import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { App } from '../app.js';
import { notFound } from '../errors.js';
import { sendApiError, toApiError } from './error-handler.js';
import type { HttpEnv } from './http-env.js';
import { DEFAULT_BODY_LIMIT_BYTES, limitBody } from './body-limit.js';
import { loadAuth } from './load-auth.js';
import { bindHealthApi } from './routes/health.js';
import { bindCollectionsApi } from './routes/collections.js';
import { bindRecordAuthApi } from './routes/record-auth.js';
import { bindRecordsCrudApi } from './routes/records-crud.js';
import { bindSettingsApi } from './routes/settings.js';
import { securityHeaders } from './security-headers.js';
import { staticSite } from './static-site.js';

/** Builds the HTTP application: PocketBase's Web API under `/api/`, the web app everywhere else. */
export function createHttpApp(app: App): Hono<HttpEnv> {
  const router = new Hono<HttpEnv>();
  router.use('*', securityHeaders());
  router.use(
    '/api/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE'],
    }),
  );
  router.use('*', async (c, next) => {
    c.set('app', app);
    await next();
  });
  router.use('/api/*', loadAuth(app));
  router.use('/api/*', async (c, next) => {
    // Record writes set their own, larger limit (files, json, editor budgets).
    if (/^\/api\/collections\/[^/]+\/records/.test(c.req.path)) return next();
    return limitBody(DEFAULT_BODY_LIMIT_BYTES)(c, next);
  });

  bindHealthApi(router);
  bindRecordsCrudApi(router);
  bindRecordAuthApi(router);
  bindCollectionsApi(router);
  bindSettingsApi(router);

  if (app.config.webDir) router.use('*', staticSite(app.config.webDir));
  router.notFound((c) => sendApiError(c, notFound()));
  router.onError((error, c) => sendApiError(c, toApiError(error, app.logger)));
  return router;
}
