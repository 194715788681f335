import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { RealtimeSink } from '../realtime/realtime-client.js';
import { clientIp } from './client-ip.js';
import type { HttpEnv } from './http-env.js';

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-store',
  // https://nginx.org/en/docs/http/ngx_http_proxy_module.html#proxy_buffering
  'X-Accel-Buffering': 'no',
};

/**
 * Opens `GET /api/realtime`: writes the SSE head on the raw Node response (Web streams cost far
 * more per message across thousands of clients), registers the client, which sends
 * `PB_CONNECT`, and forgets it as soon as the connection closes. The security and CORS headers
 * were already set on the Node response (`setStaticHeaders`).
 */
export function openEventStream(c: Context<HttpEnv>): Response {
  // note: Hono routes HEAD to GET handlers; a HEAD gets the head through Hono and no client.
  if (c.req.method === 'HEAD') return c.body(null, 200, STREAM_HEADERS);
  const { incoming, outgoing } = c.env;
  if (!incoming || !outgoing) throw new Error('The realtime stream needs a Node HTTP server.');
  outgoing.writeHead(200, STREAM_HEADERS);
  incoming.socket.setNoDelay(true);
  const realtime = c.get('app').realtime;
  const client = realtime.connect(new ResponseSink(outgoing), clientIp(c));
  outgoing.once('close', () => realtime.disconnect(client.id));
  return RESPONSE_ALREADY_SENT;
}

/** A realtime client's stream over a Node response; its buffer is the response's. */
class ResponseSink implements RealtimeSink {
  constructor(private readonly response: ServerResponse) {}

  get bufferedBytes(): number {
    return this.response.writableLength;
  }

  write(chunk: string): void {
    if (!this.response.writableEnded && !this.response.destroyed) this.response.write(chunk);
  }

  end(): void {
    this.response.end();
  }

  destroy(): void {
    this.response.destroy();
  }
}
