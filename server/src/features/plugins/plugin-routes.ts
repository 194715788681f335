import { PLUGIN_BUNDLE_MAX_BYTES, PLUGIN_ROUTES } from '@hearth/shared';
import type { App } from '../../app.js';
import { badRequest, forbidden, MESSAGES, unauthorized } from '../../errors.js';
import { isSuperuser, type RequestInfo } from '../../request-info.js';
import type { RouteRequest } from '../../router/custom-routes.js';
import { checkBundle, type CheckedBundle } from './bundle-check.js';
import { BundleError } from './bundle-error.js';
import { describeBundle, installBundle, removePlugin } from './plugin-install.js';
import { serveFrameFile, serveIcon } from './plugin-frames.js';

/** Room for the multipart envelope around the largest bundle; past it the upload is a 413. */
const UPLOAD_LIMIT = PLUGIN_BUNDLE_MAX_BYTES + 64 * 1024;

/**
 * The plugin routes (`PLUGIN_ROUTES`: their patterns are written out here, since its functions
 * encode what they are given, docs/plugin-data-model.md): superusers check, install
 * (or update) and remove bundles; anyone gets an icon; a user's grant gets its plugin's files.
 */
export function bindPluginRoutes(app: App): void {
  app.routes.add({
    method: 'POST',
    path: PLUGIN_ROUTES.check,
    bodyLimit: UPLOAD_LIMIT,
    handler: async (request) => describeBundle(app, await uploadedBundle(request)),
  });
  app.routes.add({
    method: 'POST',
    path: PLUGIN_ROUTES.install,
    bodyLimit: UPLOAD_LIMIT,
    handler: async (request) => installBundle(app, await uploadedBundle(request), request.info),
  });
  app.routes.add({
    method: 'DELETE',
    path: `${PLUGIN_ROUTES.install}/:id`,
    handler: ({ info, params }) => {
      requireSuperuser(info);
      return removePlugin(app, params['id'] ?? '', info);
    },
  });
  app.routes.add({
    method: 'GET',
    path: `${PLUGIN_ROUTES.install}/:id/icon`,
    handler: ({ info, params }) => serveIcon(app, params['id'] ?? '', info),
  });
  app.routes.add({
    method: 'GET',
    path: '/api/hearth/plugin-frames/:grantId/:path{.+}',
    handler: ({ info, params }) =>
      serveFrameFile(app, params['grantId'] ?? '', params['path'] ?? '', info),
  });
}

/** The superuser's multipart `bundle`, checked completely; nothing is written before this. */
async function uploadedBundle({ info, files }: RouteRequest): Promise<CheckedBundle> {
  requireSuperuser(info);
  const bundle = files['bundle']?.[0];
  if (!bundle) {
    throw badRequest('The plugin bundle is missing.', {
      bundle: { code: 'validation_required', message: 'Cannot be blank.' },
    });
  }
  try {
    return await checkBundle(bundle.data);
  } catch (error) {
    if (error instanceof BundleError) throw error.toApiError();
    throw error;
  }
}

/** Guests get a 401 and users a 403, as PocketBase's superuser-only routes answer. */
function requireSuperuser(info: RequestInfo): void {
  if (!info.auth) throw unauthorized(MESSAGES.requireAuth);
  if (!isSuperuser(info)) throw forbidden(MESSAGES.requireSuperuser);
}
