import type { Hono } from 'hono';
import { badRequest, fieldError } from '../../errors.js';
import { checkS3Access } from '../../filesystem/s3-check.js';
import { maskSettings, type Settings } from '../../settings/settings-model.js';
import type { HttpEnv } from '../http-env.js';
import { readJsonObject } from '../read-body.js';
import { sendJson } from '../send-json.js';
import { requireSuperuser } from './collections.js';

const S3_TEST_FAILED = 'Failed to test the S3 filesystem.';

/**
 * `GET`/`PATCH /api/settings` (superusers only); secrets are never returned. `POST
 * /api/settings/test/s3 {filesystem: "storage" | "backups"}` checks the saved S3 settings of
 * uploaded files or of backups: 204 when a test object can be written and deleted, 400 with the
 * reason otherwise.
 */
export function bindSettingsApi(router: Hono<HttpEnv>): void {
  router.get('/api/settings', requireSuperuser, (c) =>
    sendJson(c, maskSettings(c.get('app').settings.get())),
  );
  router.patch('/api/settings', requireSuperuser, async (c) => {
    const updated = await c.get('app').settings.update(await readJsonObject(c));
    return sendJson(c, maskSettings(updated));
  });
  router.post('/api/settings/test/s3', requireSuperuser, async (c) => {
    const filesystem = (await readJsonObject(c))['filesystem'] ?? '';
    const config = s3SettingsOf(c.get('app').settings.get(), filesystem);
    if (!config.enabled) {
      throw badRequest(`${S3_TEST_FAILED} Raw error: \nS3 storage filesystem is not enabled`);
    }
    await checkS3Access(config).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw badRequest(`${S3_TEST_FAILED} Raw error: \n${reason}`, {}, error);
    });
    return c.body(null, 204);
  });
}

function s3SettingsOf(settings: Settings, filesystem: unknown) {
  if (filesystem === 'storage') return settings.s3;
  if (filesystem === 'backups') return settings.backups.s3;
  throw badRequest(S3_TEST_FAILED, {
    filesystem:
      filesystem === ''
        ? fieldError('validation_required', 'Cannot be blank.')
        : fieldError('validation_in_invalid', 'Must be a valid value.'),
  });
}
