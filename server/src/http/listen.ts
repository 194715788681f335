import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { App } from '../app.js';
import { createHttpApp } from './create-http-app.js';

/** A running HTTP server. */
export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves the app on `host:port` (port 0 picks a free one) and resolves once it listens. */
export function listen(app: App, host: string, port: number): Promise<RunningServer> {
  const httpApp = createHttpApp(app);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: httpApp.fetch, hostname: host, port }, (info: AddressInfo) => {
      const displayHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${displayHost}:${info.port}`,
        port: info.port,
        close: () => closeServer(server as Server),
      });
    }) as Server;
    server.once('error', reject);
    // note: keep-alive sockets idle longer than typical proxies so they close first.
    server.keepAliveTimeout = 65_000;
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
