import { resolve } from 'node:path';

/** Server settings read once from the environment, with defaults safe for a public deployment. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Where the database, uploaded files, backups and the mail outbox live. */
  dataDir: string;
  /** The built web app to serve at `/`, or `null` to serve the API only. */
  webDir: string | null;
  /** Print debug logs. */
  debug: boolean;
}

/** Reads `HOST`, `PORT`, `DATA_DIR`, `WEB_DIR` and `DEBUG`. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env['PORT']}"`);
  }
  return {
    host: env['HOST'] || '127.0.0.1',
    port,
    dataDir: resolve(env['DATA_DIR'] || 'data'),
    webDir: env['WEB_DIR'] === '' ? null : resolve(env['WEB_DIR'] || defaultWebDir()),
    debug: env['DEBUG'] === '1' || env['DEBUG'] === 'true',
  };
}

function defaultWebDir(): string {
  // server/dist/config.js ⇒ web/dist, wherever the repository was cloned.
  return new URL('../../web/dist', import.meta.url).pathname;
}
