import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import { Semaphore } from '../../lib/semaphore.js';
import { mayConnectTo, mayUsePort, type AddressPolicy } from './address-policy.js';

/** A fetch the policy or the limits stopped; its message says why, for the debug log. */
export class FetchRefusedError extends Error {
  override readonly name = 'FetchRefusedError';
}

/** What one fetch may take. */
export interface FetchLimits {
  /** The `Accept` header. */
  accept: string;
  /** For everything: lookups, redirects, headers and body. */
  timeoutMs: number;
  maxRedirects: number;
  /** The most bytes read, once decompressed. */
  maxBytes: number;
  /** Past `maxBytes`: keep what was read (a page's head is enough) or fail (an image must be whole). */
  overflow: 'truncate' | 'fail';
}

/** A successful answer: where it came from after redirects, its declared type, its bytes. */
export interface FetchedBody {
  url: URL;
  contentType: string;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/**
 * Lookups use the system resolver (hosts file, search domains), which holds one of libuv's few
 * worker threads until it answers, even after the deadline gave up on it. Two at most, for the
 * whole process, so that slow DNS can never take the threads file access needs.
 */
const lookups = new Semaphore(2);
const USER_AGENT = 'Mozilla/5.0 (compatible; HearthLinkPreview/1.0)';

/**
 * GETs a URL for a preview without letting a message's author reach what only the server can:
 * every hop (the link and each redirect) must be http(s) without credentials, on an allowed
 * port, and every address its name resolves to must be allowed by the policy. The socket then
 * connects to the checked address itself, so a second, different DNS answer (rebinding) is
 * never used. One deadline covers the whole fetch; the body is capped once decompressed.
 */
export async function guardedFetch(
  start: URL,
  policy: AddressPolicy,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<FetchedBody> {
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(limits.timeoutMs)]);
  let url = start;
  for (let hop = 0; ; hop += 1) {
    const response = await open(url, policy, limits, deadline);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location !== undefined) {
      response.destroy();
      if (hop >= limits.maxRedirects) throw new FetchRefusedError('too many redirects');
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new FetchRefusedError(`answered ${status}`);
    }
    const body = await readBody(response, limits);
    return { url, contentType: response.headers['content-type'] ?? '', body };
  }
}

/** Checks one hop and sends its request; resolves with the response's head. */
async function open(
  url: URL,
  policy: AddressPolicy,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const { accept, timeoutMs } = limits;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError(`scheme ${url.protocol}`);
  }
  if (url.username !== '' || url.password !== '') throw new FetchRefusedError('credentials');
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!mayUsePort(port, policy)) throw new FetchRefusedError(`port ${port}`);
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const address = await resolveAllowed(host, policy, timeoutMs, signal);
  const options: RequestOptions & { servername?: string } = {
    host: address,
    port,
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    headers: {
      host: url.host,
      'user-agent': USER_AGENT,
      accept,
      'accept-encoding': 'gzip, deflate, br',
    },
    // A fresh socket per request: a pooled one could belong to an address checked for another name.
    agent: false,
    signal,
  };
  // TLS checks the certificate against the name, not the address the socket was given.
  if (isIP(host) === 0) options.servername = host;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(options, (response) => {
      // note: once the head is in, failures (abort, reset) reach the reader through the body's
      // iterator; an 'error' event with no listener would crash the process instead.
      response.on('error', () => undefined);
      resolve(response);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The address to connect to for `host`, if it and every other address of the name are allowed. */
async function resolveAllowed(
  host: string,
  policy: AddressPolicy,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<string> {
  const addresses = isIP(host) === 0 ? await resolveName(host, timeoutMs, signal) : [host];
  const first = addresses[0];
  if (first === undefined) throw new FetchRefusedError(`no address for ${host}`);
  const refused = addresses.find((address) => !mayConnectTo(address, policy));
  if (refused !== undefined) throw new FetchRefusedError(`address ${refused} is not public`);
  return first;
}

/** Reads the body up to the limit, decompressed; the connection is closed either way. */
async function readBody(response: IncomingMessage, limits: FetchLimits): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (limits.overflow === 'fail' && declared > limits.maxBytes) {
    response.destroy();
    throw new FetchRefusedError(`declares ${declared} bytes`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of decoded(response)) {
      // note: a Readable without an encoding yields Buffers.
      const bytes = chunk as Buffer;
      total += bytes.length;
      if (total > limits.maxBytes) {
        if (limits.overflow === 'fail') throw new FetchRefusedError('too large');
        chunks.push(bytes.subarray(0, bytes.length - (total - limits.maxBytes)));
        break;
      }
      chunks.push(bytes);
    }
  } finally {
    // Stops the download when the limit cut it short (the site may send forever).
    response.destroy();
  }
  return Buffer.concat(chunks);
}

/** The body as sent, or decompressed: the cap counts what it inflates to, not what came. */
function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  const decompressor =
    encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'deflate'
      ? createUnzip()
      : encoding === 'br'
        ? createBrotliDecompress()
        : null;
  if (!decompressor) throw new FetchRefusedError(`content encoding ${encoding}`);
  // note: pipeline hands a failure of either stream to the decompressor, where the reader sees
  // it; the callback has nothing left to do.
  pipeline(response, decompressor, () => undefined);
  return decompressor;
}

/** Every address of a name; a lookup waits for a free slot at most as long as the fetch may take. */
async function resolveName(host: string, timeoutMs: number, signal: AbortSignal) {
  const found = lookups.run(() => lookup(host, { all: true, verbatim: true }), timeoutMs);
  return (await untilAborted(found, signal)).map((entry) => entry.address);
}

/** `promise`, or a rejection as soon as `signal` aborts (DNS lookups take no signal). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new FetchRefusedError('timed out'));
  return new Promise((resolve, reject) => {
    const abort = () => reject(new FetchRefusedError('timed out'));
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
