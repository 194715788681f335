import type { Context, Hono, Next } from 'hono';
import { ApiError, badRequest, forbidden } from '../../errors.js';
import { parseBatchRequest } from '../../batch/batch-request.js';
import type { RecordInput } from '../../records/record-input.js';
import type { Settings } from '../../settings/settings-model.js';
import { limitBody } from '../body-limit.js';
import type { HttpEnv } from '../http-env.js';
import { readBody } from '../read-body.js';
import { requestInfoOf } from '../request-info.js';
import { sendJson } from '../send-json.js';

/** PocketBase's batch body limit when `batch.maxBodySize` is 0: 128 MiB. */
const DEFAULT_BATCH_BODY_BYTES = 128 * 1024 * 1024;
/** PocketBase's batch timeout when `batch.timeout` is 0: 3 seconds. */
const DEFAULT_BATCH_TIMEOUT_SECONDS = 3;

/** `POST /api/batch`: record writes in one transaction, when the settings allow batches. */
export function bindBatchApi(router: Hono<HttpEnv>): void {
  router.post('/api/batch', allowBatch, batchBodyLimit, async (c) => {
    const settings = c.get('app').settings.get().batch;
    const items = parseBatchRequest(await readBatchBody(c), settings.maxRequests);
    const timeoutSeconds = settings.timeout > 0 ? settings.timeout : DEFAULT_BATCH_TIMEOUT_SECONDS;
    const results = await c.get('app').batch.run(items, requestInfoOf(c, 'batch'), {
      timeoutMs: timeoutSeconds * 1000,
      signal: c.req.raw.signal,
    });
    return sendJson(c, results);
  });
}

function batchSettings(c: Context<HttpEnv>): Settings['batch'] {
  return c.get('app').settings.get().batch;
}

async function allowBatch(c: Context<HttpEnv>, next: Next) {
  const { enabled, maxRequests } = batchSettings(c);
  if (!enabled || maxRequests <= 0) throw forbidden('Batch requests are not allowed.');
  await next();
}

/** Batch has its own body limit instead of the default one. */
const batchBodyLimit = limitBody((c) => {
  const { maxBodySize } = batchSettings(c);
  return maxBodySize > 0 ? maxBodySize : DEFAULT_BATCH_BODY_BYTES;
});

/** Reads the body; PocketBase words every unreadable batch body the same way. */
async function readBatchBody(c: Context<HttpEnv>): Promise<RecordInput> {
  try {
    return await readBody(c);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      throw badRequest('Failed to read the submitted batch data.', {}, error);
    }
    throw error;
  }
}
