import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context } from 'hono';
import { ApiError, badRequest, MESSAGES } from '../errors.js';
import type { HttpEnv } from './http-env.js';
import { bodyTimedOut, closeAfterRefusal, DEFAULT_BODY_IDLE_TIMEOUT_MS } from './raw-body.js';

/** The uploaded file that was streamed to disk. */
export interface StreamedUpload {
  /** The client's file name, without any path. */
  filename: string;
  size: number;
}

/**
 * Streams the first multipart file part named `field` to `target` without holding it in
 * memory (backups can be large; PocketBase sets no body limit there). Other parts are drained
 * and ignored. Resolves with `null` when the form has no such file; a body that is not a valid
 * multipart form is a 400, one that sends nothing for the server's body timeout a 408.
 */
export async function streamUploadedFile(
  c: Context<HttpEnv>,
  field: string,
  target: string,
): Promise<StreamedUpload | null> {
  const contentType = c.req.header('Content-Type') ?? '';
  // note: a body refused unread must not leave its bytes on a connection that carries the next
  // request; the connection closes after the answer instead.
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    closeAfterRefusal(c);
    return null;
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fields: 50, parts: 60 },
    });
  } catch (error) {
    closeAfterRefusal(c);
    throw badRequest(MESSAGES.failedReadBody, {}, error);
  }
  const body = c.req.raw.body;
  if (!body) return null;
  let upload: Promise<StreamedUpload> | null = null;
  parser.on('file', (name, stream, info) => {
    if (name !== field || upload) {
      stream.resume();
      return;
    }
    let size = 0;
    stream.on('data', (chunk: Buffer) => (size += chunk.length));
    upload = pipeline(stream, createWriteStream(target)).then(() => ({
      filename: info.filename ?? '',
      size,
    }));
    // note: awaited below once the whole form is read; this only stops an early failure from
    // counting as unhandled in the meantime.
    upload.catch(() => undefined);
  });
  // note: the cast bridges the DOM and Node typings of the same Web ReadableStream.
  const source = Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>);
  const idleMs = c.env?.bodyIdleTimeoutMs ?? DEFAULT_BODY_IDLE_TIMEOUT_MS;
  const idle = setTimeout(() => source.destroy(bodyTimedOut()), idleMs);
  source.on('data', () => idle.refresh());
  try {
    await pipeline(source, parser);
    return upload ? await upload : null;
  } catch (error) {
    closeAfterRefusal(c);
    if (error instanceof ApiError) throw error;
    throw badRequest(MESSAGES.failedReadBody, {}, error);
  } finally {
    clearTimeout(idle);
  }
}
