import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { App } from '../app.js';
import { createHttpApp } from './create-http-app.js';
import { setStaticHeaders } from './security-headers.js';

/** A running HTTP server. */
export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves the app on `host:port` (port 0 picks a free one) and resolves once it listens. */
export function listen(app: App, host: string, port: number): Promise<RunningServer> {
  const listener = getRequestListener(createHttpApp(app).fetch);
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
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
