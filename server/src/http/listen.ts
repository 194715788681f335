import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { App } from '../app.js';
import { createHttpApp } from './create-http-app.js';
import { DEFAULT_BODY_IDLE_TIMEOUT_MS } from './raw-body.js';
import { setStaticHeaders } from './security-headers.js';

/** A running HTTP server. */
export interface RunningServer {
  url: string;
  port: number;
  /** The Node server (tests watch its connections). */
  server: Server;
  close(): Promise<void>;
}

/** How the server reads requests. */
export interface ListenOptions {
  /** How long a request body may send nothing before it gets a 408 (30 s by default). */
  bodyIdleTimeoutMs?: number;
}

/** Serves the app on `host:port` (port 0 picks a free one) and resolves once it listens. */
export function listen(
  app: App,
  host: string,
  port: number,
  options: ListenOptions = {},
): Promise<RunningServer> {
  const http = createHttpApp(app);
  const bodyIdleTimeoutMs = options.bodyIdleTimeoutMs ?? DEFAULT_BODY_IDLE_TIMEOUT_MS;
  // note: an object literal of fixed shape, not a spread: this runs once per request.
  const listener = getRequestListener((request, { incoming, outgoing }) =>
    http.fetch(request, { incoming, outgoing, bodyIdleTimeoutMs }),
  );
  const server = createServer((request, response) => {
    setStaticHeaders(request, response);
    void listener(request, response);
  });
  // note: keep-alive sockets idle longer than typical proxies, so the proxy closes them first.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const displayHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${displayHost}:${actualPort}`,
        port: actualPort,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
