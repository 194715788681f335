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
  /**
   * A PostgreSQL database (`postgres://…`) to use instead of `<dataDir>/data.db`, shared by any
   * number of server processes; `null` for the embedded SQLite database.
   */
  databaseUrl?: string | null;
  /**
   * A NATS server that carries the realtime events of the processes on that PostgreSQL
   * database, routed by subject (`NATS_URL`); `null` or unset: PostgreSQL's LISTEN/NOTIFY.
   */
  nats?: NatsConfig | null;
  /**
   * The 32-character key that encrypts the settings' secrets and the OAuth2 client secrets at
   * rest (`--encryptionEnv`); without it they are stored in plain text.
   */
  encryptionKey?: string;
  /** During a key rotation, the key the secrets were stored with (`--previousEncryptionEnv`). */
  previousEncryptionKey?: string;
}

/** Where the realtime broker of several processes is. */
export interface NatsConfig {
  /** One server or several, separated by commas (`nats://10.0.0.5:4222`). */
  url: string;
  /** The first token(s) of every subject (`hearth` by default): one per deployment. */
  prefix?: string;
}

/**
 * Reads `HOST`, `PORT`, `DATA_DIR`, `WEB_DIR`, `DATABASE_URL`, `NATS_URL`,
 * `NATS_SUBJECT_PREFIX` and `DEBUG`.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env['PORT']}"`);
  }
  const databaseUrl = databaseUrlFrom(env['DATABASE_URL']);
  return {
    host: env['HOST'] || '127.0.0.1',
    port,
    dataDir: resolve(env['DATA_DIR'] || 'data'),
    webDir: env['WEB_DIR'] === '' ? null : resolve(env['WEB_DIR'] || defaultWebDir()),
    debug: env['DEBUG'] === '1' || env['DEBUG'] === 'true',
    databaseUrl,
    nats: natsFrom(env, databaseUrl),
  };
}

/**
 * A NATS server only joins processes that share a PostgreSQL database; a process on SQLite is
 * alone, so asking for one without `DATABASE_URL` is a mistake said at once.
 */
function natsFrom(env: NodeJS.ProcessEnv, databaseUrl: string | null): NatsConfig | null {
  const url = env['NATS_URL'];
  if (!url) return null;
  if (!databaseUrl) {
    throw new Error(
      'NATS_URL needs DATABASE_URL: NATS carries realtime events between processes on one PostgreSQL database, and a process on SQLite is alone',
    );
  }
  const servers = url.split(',').map((server) => server.trim());
  const bad = servers.find((server) => !/^((nats|tls):\/\/)?[^\s/,]+:\d+$/i.test(server));
  if (bad !== undefined) {
    throw new Error(
      `NATS_URL must be nats://host:port (several separated by commas), got "${bad.split('@').pop() ?? ''}"`,
    );
  }
  const prefix = env['NATS_SUBJECT_PREFIX'];
  return prefix ? { url, prefix } : { url };
}

function databaseUrlFrom(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^postgres(ql)?:\/\//i.test(value)) {
    throw new Error(
      `DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host/db), got "${value.split('@').pop() ?? ''}"`,
    );
  }
  return value;
}

function defaultWebDir(): string {
  // server/dist/config.js ⇒ web/dist, wherever the repository was cloned.
  return new URL('../../web/dist', import.meta.url).pathname;
}

/**
 * The encryption key held by the environment variable `name` (PocketBase's `--encryptionEnv`
 * names the variable rather than taking the key, so the key stays out of the process list).
 * Throws when it is unset or not 32 characters: a server asked to encrypt must not quietly not.
 */
export function encryptionKeyFromEnv(
  name: string,
  env: NodeJS.ProcessEnv = process.env,
  flag = '--encryptionEnv',
): string {
  const key = env[name];
  if (!key) {
    throw new Error(`${flag} names the variable ${name}, which is not set.`);
  }
  if (Buffer.byteLength(key, 'utf8') !== 32) {
    throw new Error(
      `The encryption key in ${name} must be 32 characters (e.g. from "openssl rand -hex 16").`,
    );
  }
  return key;
}
