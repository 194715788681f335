import type { Hono } from 'hono';
import { MESSAGES, notFound, unauthorized } from '../../errors.js';
import type { HttpEnv } from '../http-env.js';
import { parseGoBool } from '../list-query.js';
import { requestInfoOf } from '../request-info.js';
import { allowFraming } from '../security-headers.js';
import { sendDownload } from '../send-download.js';
import { sendJson } from '../send-json.js';

/** The files API: downloads (originals, thumbs, protected files) and file tokens. */
export function bindFilesApi(router: Hono<HttpEnv>): void {
  router.post('/api/files/token', async (c) => {
    const auth = c.get('auth');
    if (!auth) throw unauthorized(MESSAGES.requireAuth);
    return sendJson(c, { token: await c.get('app').files.createFileToken(auth) });
  });

  // note: Hono routes HEAD to GET handlers.
  router.get('/api/files/:collection/:recordId/:filename', async (c) => {
    const download = await c.get('app').files.findDownload({
      collection: c.req.param('collection'),
      recordId: c.req.param('recordId'),
      filename: c.req.param('filename'),
      token: c.req.query('token') ?? '',
      thumb: c.req.query('thumb') ?? '',
      info: requestInfoOf(c),
    });
    if (!download) throw notFound();
    // PB compat: clickjacking is no concern for uploaded files, so they may be embedded.
    allowFraming(c);
    return sendDownload(c, c.get('app').blobs, download, isTrueish(c.req.query('download')));
  });
}

/** PB compat: `?download=` is read with Go's ParseBool and anything unparsable means false. */
function isTrueish(raw: string | undefined): boolean {
  try {
    return parseGoBool(raw);
  } catch {
    return false;
  }
}
