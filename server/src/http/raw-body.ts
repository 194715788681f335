import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { ApiError, badRequest, MESSAGES, tooLarge } from '../errors.js';
import { DEFAULT_BODY_LIMIT_BYTES } from './body-limit.js';
import type { HttpEnv } from './http-env.js';

/** How long a body may send nothing before it is refused, unless the server sets another. */
export const DEFAULT_BODY_IDLE_TIMEOUT_MS = 30_000;
/**
 * After a refusal, how much more of the body is read and thrown away, and for how long after
 * the answer, before the connection is cut (see `closeAfterAnswer`).
 */
export const LINGER_MAX_BYTES = 1024 * 1024;
const LINGER_MAX_MS = 2_000;

/**
 * Reads the whole request body, refusing more than the request's limit with a 413 (PocketBase's
 * "Request entity too large.") and a body that stalls with a 408. A refused body is never
 * buffered: a declared length over the limit is refused before reading, a body that grows past
 * it is refused as soon as it does. note: reads the Node request directly when there is one;
 * going through the Web stream costs several times more per request.
 */
export async function readRawBody(c: Context<HttpEnv>): Promise<Uint8Array> {
  const limit = c.get('bodyLimit') ?? DEFAULT_BODY_LIMIT_BYTES;
  const incoming = c.env?.incoming;
  const outgoing = c.env?.outgoing;
  const declared = Number(c.req.header('Content-Length') ?? '0');
  if (declared > limit) {
    closeAfterRefusal(c);
    throw tooLarge();
  }
  if (incoming && outgoing && 'socket' in incoming && 'socket' in outgoing) {
    const idleMs = c.env?.bodyIdleTimeoutMs ?? DEFAULT_BODY_IDLE_TIMEOUT_MS;
    return readIncoming(incoming, outgoing, limit, idleMs);
  }
  const body = new Uint8Array(await c.req.arrayBuffer());
  if (body.byteLength > limit) throw tooLarge();
  return body;
}

function readIncoming(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  limit: number,
  idleMs: number,
): Promise<Uint8Array> {
  if (incoming.readableEnded) return Promise.resolve(new Uint8Array(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const idleTimer = setTimeout(onIdle, idleMs);
    const cleanup = () => {
      clearTimeout(idleTimer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('aborted', onError);
    };
    const refuse = (error: ApiError) => {
      cleanup();
      chunks.length = 0;
      closeAfterAnswer(incoming, outgoing);
      reject(error);
    };
    function onIdle() {
      refuse(bodyTimedOut());
    }
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) {
        refuse(tooLarge());
        return;
      }
      chunks.push(chunk);
      idleTimer.refresh();
    }
    function onEnd() {
      cleanup();
      resolve(chunks.length === 1 ? (chunks[0] ?? new Uint8Array(0)) : Buffer.concat(chunks));
    }
    function onError(error?: unknown) {
      cleanup();
      // note: a client that goes away mid-body cannot read an answer; a 400 keeps it out of the
      // error log, where only the server's own faults belong.
      reject(badRequest(MESSAGES.failedReadBody, {}, error));
    }
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('aborted', onError);
  });
}

/** A body that stopped sending. */
export function bodyTimedOut(): ApiError {
  // PB compat: PocketBase's server times reads out without an answer of its own; Hearth answers
  // in PocketBase's shape with the status text Go would use.
  return new ApiError(408, 'Request Timeout.');
}

/**
 * Closes the connection once the answer is out, for a route that refuses a body it has not read
 * (see `closeAfterAnswer`).
 */
export function closeAfterRefusal(c: Context<HttpEnv>): void {
  const incoming = c.env?.incoming;
  const outgoing = c.env?.outgoing;
  if (incoming && outgoing && 'socket' in incoming) closeAfterAnswer(incoming, outgoing);
}

/**
 * Lets the client read the refusal, then closes the connection without reading the rest of
 * its body. The answer says `Connection: close`; what the client still sends is read and
 * thrown away up to `LINGER_MAX_BYTES`, and once the answer is out, only the writing side is
 * closed, for at most `LINGER_MAX_MS`. Closing outright with unread bytes in the kernel makes it
 * reset the connection, and a client still sending then gets a broken pipe instead of the 413.
 */
function closeAfterAnswer(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const socket = incoming.socket;
  if (!outgoing.headersSent) outgoing.setHeader('Connection', 'close');
  let discarded = 0;
  let answered = false;
  incoming.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded <= LINGER_MAX_BYTES) return;
    // note: never cut the connection before the answer is out; until then, stop reading.
    if (answered) socket.destroy();
    else incoming.pause();
  });
  incoming.resume();
  // note: Node calls `destroySoon` once a `Connection: close` answer is sent, and it destroys
  // the socket as soon as the answer is flushed; this one half-closes and lingers instead.
  socket.destroySoon = () => {
    answered = true;
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MAX_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}
