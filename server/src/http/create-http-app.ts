import { Hono } from 'hono';
import type { App } from '../app.js';
import { notFound } from '../errors.js';
import { sendApiError, toApiError } from './error-handler.js';
import type { HttpEnv } from './http-env.js';
import { apiContext } from './api-context.js';
import { bindBackupsApi } from './routes/backups.js';
import { bindCronsApi } from './routes/crons.js';
import { bindLogsApi } from './routes/logs.js';
import { bindBatchApi } from './routes/batch.js';
import { bindHealthApi } from './routes/health.js';
import { bindCollectionsApi } from './routes/collections.js';
import { bindCustomRoutes } from './routes/custom.js';
import { bindFilesApi } from './routes/files.js';
import { bindRecordAuthApi } from './routes/record-auth.js';
import { bindRecordAuthOAuth2Api } from './routes/record-auth-oauth2.js';
import { bindRecordAuthMailApi } from './routes/record-auth-mail.js';
import { bindRecordAuthOtpApi } from './routes/record-auth-otp.js';
import { bindRealtimeApi } from './routes/realtime.js';
import { bindRecordsCrudApi } from './routes/records-crud.js';
import { bindSettingsApi } from './routes/settings.js';
import { bindSettingsTestEmailApi } from './routes/settings-test-email.js';
import { staticSite } from './static-site.js';

/** Builds the HTTP application: PocketBase's Web API under `/api/`, the web app everywhere else. */
export function createHttpApp(app: App): Hono<HttpEnv> {
  const router = new Hono<HttpEnv>();
  router.use('/api/*', apiContext(app));

  bindHealthApi(router);
  bindRecordsCrudApi(router);
  bindRecordAuthApi(router);
  bindRecordAuthMailApi(router);
  bindRecordAuthOtpApi(router);
  bindRecordAuthOAuth2Api(router);
  bindCollectionsApi(router);
  bindSettingsApi(router);
  bindFilesApi(router);
  bindSettingsTestEmailApi(router);
  bindLogsApi(router);
  bindBackupsApi(router);
  bindCronsApi(router);
  bindRealtimeApi(router);
  bindBatchApi(router);
  bindCustomRoutes(router, app.routes.list());

  if (app.config.webDir) router.use('*', staticSite(app.config.webDir));
  router.notFound((c) => sendApiError(c, notFound()));
  router.onError((error, c) => sendApiError(c, toApiError(error, app.logger)));
  return router;
}
