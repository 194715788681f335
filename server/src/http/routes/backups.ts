import type { Context, Hono } from 'hono';
import type { App } from '../../app.js';
import { verifyRecordToken } from '../../security/record-token.js';
import { forbidden, notFound } from '../../errors.js';
import { findRecordById } from '../../records/record-store.js';
import { SUPERUSERS } from '../../request-info.js';
import type { HttpEnv } from '../http-env.js';
import { readJsonObject } from '../read-body.js';
import { streamUploadedFile } from '../read-upload.js';
import { sendJson } from '../send-json.js';
import { requireSuperuser } from './collections.js';

/**
 * The backups API: list, create, upload, download (with a superuser file token), delete and
 * restore. Everything but the download needs a superuser's auth token.
 */
export function bindBackupsApi(router: Hono<HttpEnv>): void {
  router.get('/api/backups', requireSuperuser, async (c) =>
    sendJson(c, await c.get('app').backups.list()),
  );

  router.post('/api/backups', requireSuperuser, async (c) => {
    await c.get('app').backups.create(await readJsonObject(c));
    return c.body(null, 204);
  });

  router.post('/api/backups/upload', requireSuperuser, async (c) => {
    const backups = c.get('app').backups;
    const target = await backups.uploadTarget();
    const upload = await streamUploadedFile(c, 'file', target).catch(async (error: unknown) => {
      await backups.discardUpload(target);
      throw error;
    });
    await backups.addUpload(upload ? target : null, upload?.filename ?? '');
    return c.body(null, 204);
  });

  router.get('/api/backups/:key', async (c) => {
    if (!(await isSuperuserFileToken(c.get('app'), c.req.query('token') ?? ''))) {
      throw forbidden('Insufficient permissions to access the resource.');
    }
    return sendBackup(c, c.req.param('key'));
  });

  router.delete('/api/backups/:key', requireSuperuser, async (c) => {
    await c.get('app').backups.delete(c.req.param('key') ?? '');
    return c.body(null, 204);
  });

  router.post('/api/backups/:key/restore', requireSuperuser, async (c) => {
    await c.get('app').backups.restore(c.req.param('key') ?? '');
    return c.body(null, 204);
  });
}

async function isSuperuserFileToken(app: App, token: string): Promise<boolean> {
  if (token === '') return false;
  const verified = await verifyRecordToken(token, 'file', {
    findCollection: (id) => app.collections.find(id),
    findRecord: (collection, id) => findRecordById(app.db, collection, id),
  });
  return verified?.collection.name === SUPERUSERS;
}

async function sendBackup(c: Context<HttpEnv>, key: string): Promise<Response> {
  const found = await c.get('app').backups.download(key);
  if (!found) throw notFound();
  return new Response(found.stream, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(found.size),
      'Content-Disposition': `attachment; filename="${key}"`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
