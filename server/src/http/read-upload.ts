import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context } from 'hono';
import { badRequest, MESSAGES } from '../errors.js';

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
 * multipart form is a 400.
 */
export async function streamUploadedFile(
  c: Context,
  field: string,
  target: string,
): Promise<StreamedUpload | null> {
  const body = c.req.raw.body;
  const contentType = c.req.header('Content-Type') ?? '';
  if (!body || !contentType.toLowerCase().startsWith('multipart/form-data')) return null;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fields: 50, parts: 60 },
    });
  } catch (error) {
    throw badRequest(MESSAGES.failedReadBody, {}, error);
  }
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
  try {
    // note: the cast bridges the DOM and Node typings of the same Web ReadableStream.
    await pipeline(Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>), parser);
    return upload ? await upload : null;
  } catch (error) {
    throw badRequest(MESSAGES.failedReadBody, {}, error);
  }
}
