import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { App } from '../app.js';
import { notFound } from '../errors.js';
import { sendApiError, toApiError } from './error-handler.js';
import type { HttpEnv } from './http-env.js';
import { bindHealthApi } from './routes/health.js';
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

  bindHealthApi(router);

  if (app.config.webDir) router.use('*', staticSite(app.config.webDir));
  router.notFound((c) => sendApiError(c, notFound()));
  router.onError((error, c) => sendApiError(c, toApiError(error, app.logger)));
  return router;
}
