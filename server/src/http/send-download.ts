import type { Context } from 'hono';
import type { BlobStore } from '../filesystem/blob-store.js';
import type { Download } from '../files/file-service.js';
import { notFound } from '../errors.js';
import {
  etagOf,
  evaluatePreconditions,
  isRangeStillValid,
  type Validators,
} from './conditional-request.js';
import { sendApiError } from './error-handler.js';
import { parseRange } from './http-range.js';

/** PB compat: uploaded files can never run scripts or load anything, even opened directly. */
const FILE_CSP = "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
/** PB compat: 30 days, reusable for a day more while revalidating. */
const FILE_CACHE_CONTROL = 'max-age=2592000, stale-while-revalidate=86400';

/**
 * Sends a stored file as PocketBase's `fsys.Serve` does (Go's `http.ServeContent` underneath):
 * its type and disposition, the sandboxing CSP, long caching, validators with 304/412, and a
 * single byte range (206, or 416 when it cannot be satisfied). HEAD gets the headers only.
 */
export async function sendDownload(
  c: Context,
  blobs: BlobStore,
  download: Download,
  forceAttachment: boolean,
): Promise<Response> {
  const validators: Validators = {
    etag: etagOf(download.size, download.modified),
    modified: download.modified,
  };
  const headers = new Headers({
    'Content-Disposition': `${download.inline && !forceAttachment ? 'inline' : 'attachment'}; filename=${download.name}`,
    'Content-Type': download.contentType,
    'Content-Security-Policy': FILE_CSP,
    'Cache-Control': FILE_CACHE_CONTROL,
    'Accept-Ranges': 'bytes',
    'Last-Modified': download.modified.toUTCString(),
    ETag: validators.etag,
  });
  const header = (name: string) => c.req.header(name);
  const outcome = evaluatePreconditions(c.req.method, header, validators);
  if (outcome === 'not-modified') {
    for (const name of ['Content-Type', 'Last-Modified']) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  if (outcome === 'precondition-failed') return new Response(null, { status: 412, headers });

  const rangeHeader = isRangeStillValid(header, validators) ? c.req.header('Range') : undefined;
  const request = parseRange(rangeHeader, download.size);
  switch (request.kind) {
    case 'invalid':
      return plainError(416, 'invalid range', headers);
    case 'unsatisfiable':
      headers.set('Content-Range', `bytes */${download.size}`);
      return plainError(416, 'invalid range: failed to overlap', headers);
    case 'range': {
      const { start, end } = request.range;
      headers.set('Content-Range', `bytes ${start}-${end}/${download.size}`);
      return body(c, blobs, download, 206, headers, request.range);
    }
    case 'whole':
      return body(c, blobs, download, 200, headers);
  }
}

async function body(
  c: Context,
  blobs: BlobStore,
  download: Download,
  status: 200 | 206,
  headers: Headers,
  range?: { start: number; end: number },
): Promise<Response> {
  const length = range ? range.end - range.start + 1 : download.size;
  headers.set('Content-Length', String(length));
  // HEAD must not open the blob: nothing would read, or close, the stream.
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const stream = await blobs.stream(download.key, range);
  // The blob vanished after it was found (a concurrent delete).
  if (!stream) return sendApiError(c, notFound());
  return new Response(stream, { status, headers });
}

/** Go's `http.Error`: a short text body, as ServeContent answers a bad range. */
function plainError(status: number, message: string, headers: Headers): Response {
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  headers.delete('Content-Disposition');
  return new Response(`${message}\n`, { status, headers });
}
