import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { tooLarge } from '../errors.js';
import { DEFAULT_BODY_LIMIT_BYTES } from './body-limit.js';
import type { HttpEnv } from './http-env.js';

/**
 * Reads the whole request body, refusing more than the request's limit with a 413 (PocketBase's
 * "Request entity too large."). note: reads the Node request directly when there is one; going
 * through the Web stream costs several times more per request.
 */
export async function readRawBody(c: Context<HttpEnv>): Promise<Uint8Array> {
  const limit = c.get('bodyLimit') ?? DEFAULT_BODY_LIMIT_BYTES;
  const declared = Number(c.req.header('Content-Length') ?? '0');
  if (declared > limit) throw tooLarge();
  const incoming = c.env?.incoming;
  if (incoming && 'socket' in incoming) return readIncoming(incoming, limit);
  const body = new Uint8Array(await c.req.arrayBuffer());
  if (body.byteLength > limit) throw tooLarge();
  return body;
}

function readIncoming(incoming: IncomingMessage, limit: number): Promise<Uint8Array> {
  if (incoming.readableEnded) return Promise.resolve(new Uint8Array(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        // Stop reading; the 413 goes out and the connection closes after it.
        incoming.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? (chunks[0] ?? new Uint8Array(0)) : Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}
