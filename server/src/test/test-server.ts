import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { App, type Feature } from '../app.js';
import { HEARTH_FEATURES } from '../features/hearth-features.js';
import { listen, type RunningServer } from '../http/listen.js';
import { createConsoleLogger, silentLogger, type Logger } from '../lib/logger.js';
import type { NatsConfig } from '../config.js';
import type { RealtimeBus } from '../realtime/bus/bus.js';
import { systemRequestInfo } from '../request-info.js';
import { createTestDatabase, postgresTestUrl } from './test-postgres.js';

/** A real server on a free loopback port with its own data directory. */
export interface TestServer {
  url: string;
  dataDir: string;
  /** The PostgreSQL database it runs on, or null on SQLite. */
  databaseUrl: string | null;
  app: App;
  /** A fresh SDK client (its own in-memory auth store). */
  client(): PocketBase;
  /** An SDK client signed in as a superuser created for this server. */
  superuser(): Promise<PocketBase>;
  /** Creates a user and returns an SDK client signed in as them, plus the record id. */
  user(
    email: string,
    password?: string,
    extra?: Record<string, unknown>,
  ): Promise<{ pb: PocketBase; id: string }>;
  close(): Promise<void>;
}

/** A collection's five API rules, all open to anyone (fixtures where rules are not the point). */
export const OPEN_RULES = {
  listRule: '',
  viewRule: '',
  createRule: '',
  updateRule: '',
  deleteRule: '',
} as const;

export const SUPERUSER_EMAIL = 'root@example.com';
export const TEST_PASSWORD = 'correct horse battery';

/** Options of a test server. */
export interface TestServerOptions {
  /** Receives the server's logs (silent by default). */
  logger?: Logger;
  /**
   * Settings saved before the server starts. The default turns rate limiting off, since tests
   * sign in many times from one address; rate-limit tests set their rules explicitly.
   */
  settings?: Record<string, unknown>;
  /** Share a data directory with another test server (two processes of one deployment). */
  dataDir?: string;
  /**
   * The PostgreSQL database to use (two processes of one deployment share one). By default a
   * server gets a fresh database of its own when the suite runs on PostgreSQL
   * (`HEARTH_TEST_POSTGRES_URL`), and SQLite in its data directory otherwise; `null` asks for
   * SQLite whatever the suite runs on.
   */
  databaseUrl?: string | null;
  realtimeBus?: RealtimeBus;
  /** The NATS server (and subject prefix) of a deployment on PostgreSQL (`test-nats.ts`). */
  nats?: NatsConfig;
  /** The product features the app runs with (Hearth's own by default). */
  features?: readonly Feature[];
}

/** Starts a server for a test file; close it in `afterAll`. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hearth-test-'));
  const ownDatabase =
    options.databaseUrl === undefined && postgresTestUrl() !== null
      ? await createTestDatabase()
      : null;
  const databaseUrl = options.databaseUrl ?? ownDatabase?.url ?? null;
  const app = await App.open(
    {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      webDir: null,
      debug: false,
      databaseUrl,
      nats: options.nats ?? null,
    },
    {
      logger: options.logger ?? testLogger(),
      features: options.features ?? HEARTH_FEATURES,
      ...(options.realtimeBus ? { realtimeBus: options.realtimeBus } : {}),
    },
  );
  await app.settings.update(options.settings ?? { rateLimits: { enabled: false } });
  const server: RunningServer = await listen(app, '127.0.0.1', 0);
  let superuserReady: Promise<void> | null = null;

  const client = () => {
    const pb = new PocketBase(server.url);
    pb.autoCancellation(false);
    return pb;
  };

  const superuser = async () => {
    superuserReady ??= app.records
      .create(
        superusersCollection(app),
        {
          data: { email: SUPERUSER_EMAIL, password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD },
          files: {},
        },
        systemInfo(app),
      )
      .then(() => undefined);
    await superuserReady;
    const pb = client();
    await pb.collection('_superusers').authWithPassword(SUPERUSER_EMAIL, TEST_PASSWORD);
    return pb;
  };

  const user = async (
    email: string,
    password = TEST_PASSWORD,
    extra: Record<string, unknown> = {},
  ) => {
    const pb = client();
    const record = await pb.collection('users').create({
      email,
      password,
      passwordConfirm: password,
      nickname: email.split('@')[0],
      ...extra,
    });
    await pb.collection('users').authWithPassword(email, password);
    return { pb, id: record.id };
  };

  return {
    url: server.url,
    dataDir,
    databaseUrl,
    app,
    client,
    superuser,
    user,
    close: async () => {
      await server.close();
      await app.close();
      await ownDatabase?.drop();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Silent, unless `HEARTH_TEST_LOG` asks to see the servers' logs (to debug a failing test). */
function testLogger(): Logger {
  return process.env['HEARTH_TEST_LOG'] ? createConsoleLogger('debug') : silentLogger;
}

function superusersCollection(app: App) {
  const collection = app.collections.find('_superusers');
  if (collection?.type !== 'auth') throw new Error('missing _superusers');
  return collection;
}

function systemInfo(app: App) {
  return systemRequestInfo(superusersCollection(app));
}
