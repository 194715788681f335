import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CollectionRegistry } from './collections/collection-registry.js';
import { CollectionService } from './collections/collection-service.js';
import type { RuleChecker } from './collections/collection-validation-scope.js';
import { AccountFlows } from './auth/account-flows.js';
import { AuthService } from './auth/auth-service.js';
import { deleteAuthOwnedRecordsWithTheirOwner } from './auth/auth-owned-records.js';
import { OAuth2Service } from './auth/oauth2/oauth2-service.js';
import { SystemRecords } from './auth/system-records.js';
import { BatchService } from './batch/batch-service.js';
import type { ServerConfig } from './config.js';
import type { BlobStore } from './filesystem/blob-store.js';
import { LocalFsBlobStore } from './filesystem/local-fs-blob-store.js';
import { SettingsBlobStore } from './filesystem/settings-blob-store.js';
import { FileService } from './files/file-service.js';
import { ThumbService } from './files/thumb-service.js';
import { RecordHooks } from './hooks/record-hooks.js';
import { checkRuleSyntax } from './records/record-filter.js';
import { RecordService } from './records/record-service.js';
import type { RealtimeBus } from './realtime/bus/bus.js';
import { Realtime } from './realtime/realtime.js';
import { SUPERUSERS } from './request-info.js';
import { settingsFromEnv } from './settings/settings-env.js';
import { defaultSettings } from './settings/settings-model.js';
import { SettingsStore } from './settings/settings-store.js';
import { createConsoleLogger, type Logger } from './lib/logger.js';
import { SecretCipher, SecretKeyError } from './lib/secret-cipher.js';
import { OutboxMailer } from './mail/outbox-mailer.js';
import { RecordMails } from './mail/record-mails.js';
import { SettingsMailer } from './mail/settings-mailer.js';
import type { Migration } from './migrations/migration.js';
import { mergeMigrations } from './migrations/migration-list.js';
import { MIGRATIONS } from './migrations/migrations.js';
import { runMigrations } from './migrations/migration-runner.js';
import { bootstrapInternalTables } from './migrations/bootstrap.js';
import type { Db } from './storage/db.js';
import { openPostgresDb, type PostgresDb } from './storage/postgres/postgres-db.js';
import { openSqliteDb } from './storage/sqlite/sqlite-db.js';
import { BackupService } from './backups/backup-service.js';
import { checkBackupDatabase } from './backups/backup-database-check.js';
import { InvalidBackupError } from './backups/backup-archive.js';
import { CronScheduler } from './jobs/cron-scheduler.js';
import { registerSystemJobs } from './jobs/system-jobs.js';
import { LogService } from './logs/log-service.js';
import type { RateLimitWindows } from './rate-limit/rate-limiter.js';
import { accountFlowGuards } from './cluster/account-flow-guards.js';
import { postgresCluster, singleProcess, type Cluster } from './cluster/cluster.js';
import { CustomRoutes } from './router/custom-routes.js';

/** The main database's file in the data directory (PocketBase's name). */
export const DATABASE_FILE = 'data.db';
/** The log database's file in the data directory (PocketBase's name). */
export const LOGS_DATABASE_FILE = 'auxiliary.db';

/** Options for opening the app beyond the environment config. */
export interface AppOptions {
  logger?: Logger;
  /** Apply pending migrations while opening (`serve` does; `migrate` does it explicitly). */
  migrate?: boolean;
  /** Schedule the built-in cron jobs (the server does; one-shot CLI commands need not). */
  jobs?: boolean;
  /** The realtime event stream shared with other server processes (in-process by default). */
  realtimeBus?: RealtimeBus;
  /** Hearth's product features (`server/src/features/`); the engine runs without any. */
  features?: readonly Feature[];
}

/**
 * A product feature built on the engine, the way a PocketBase application extends PocketBase:
 * its collections as data (migrations), and in `setup` its record hooks (`app.recordHooks`),
 * custom routes (`app.routes`), realtime topics (`app.realtime.publish`) and jobs (`app.crons`).
 */
export interface Feature {
  /** A short name, for logs and errors. */
  readonly name: string;
  /** Applied with the engine's, in name order (`NNNN_description`, unique across the app). */
  readonly migrations?: readonly Migration[];
  /** Binds the feature to an open app, once its migrations have run. */
  setup?(app: App): void | Promise<void>;
  /** Releases what `setup` started on this app (timers, state held in memory) as it closes. */
  close?(app: App): void | Promise<void>;
}

/**
 * The server's domain core: the database, collections and the services built on them.
 * It knows no HTTP; the HTTP layer and the CLI are built on top of it.
 */
export class App {
  readonly collectionService: CollectionService;
  readonly records: RecordService;
  readonly recordHooks: RecordHooks;
  readonly blobs: BlobStore;
  readonly auth: AuthService;
  readonly settings: SettingsStore;
  readonly files: FileService;
  /** SMTP when configured, the `<dataDir>/outbox` folder otherwise. */
  readonly mailer: SettingsMailer;
  readonly mails: RecordMails;
  /** Password reset, verification, email change, OTP, MFA and login alerts. */
  readonly accounts: AccountFlows;
  /** Request logs, in their own database. */
  readonly logs: LogService;
  readonly crons: CronScheduler;
  readonly backups: BackupService;
  /** The rate limit windows of the HTTP layer (here so jobs can prune them). */
  readonly rateLimiter: RateLimitWindows;
  readonly realtime: Realtime;
  readonly batch: BatchService;
  /** OAuth2 sign-in: providers, code exchange, record linking. */
  readonly oauth2: OAuth2Service;
  /** The API routes features add, under `/api/hearth/`. */
  readonly routes = new CustomRoutes();
  /** The engine's migrations and every feature's, in the order they apply. */
  readonly migrations: readonly Migration[];

  private constructor(
    readonly config: ServerConfig,
    readonly logger: Logger,
    readonly db: Db,
    readonly collections: CollectionRegistry,
    logsDb: Db,
    readonly features: readonly Feature[],
    /** What this process shares with the other processes on its database (`cluster/`). */
    readonly cluster: Cluster,
    realtimeBus?: RealtimeBus,
  ) {
    this.rateLimiter = cluster.coordination.rateLimits;
    this.migrations = mergeMigrations([MIGRATIONS, ...features.map((f) => f.migrations ?? [])]);
    const checkRule: RuleChecker = (collection, rule, lookup) =>
      checkRuleSyntax(collection, rule, lookup, db.dialect);
    this.collectionService = new CollectionService(db, collections, checkRule);
    this.recordHooks = new RecordHooks(logger);
    this.blobs = new SettingsBlobStore(
      new LocalFsBlobStore(join(config.dataDir, 'storage')),
      () => this.settings.get().s3,
    );
    this.records = new RecordService({
      db,
      collections,
      blobs: this.blobs,
      hooks: this.recordHooks,
      logger,
    });
    this.auth = new AuthService(db, this.records);
    deleteAuthOwnedRecordsWithTheirOwner(this.recordHooks, collections);
    this.oauth2 = new OAuth2Service({
      db,
      collections,
      records: this.records,
      auth: this.auth,
      blobs: this.blobs,
      hooks: this.recordHooks,
      logger,
    });
    this.batch = new BatchService({
      db,
      records: this.records,
      collections,
      blobs: this.blobs,
      hooks: this.recordHooks,
      logger,
    });
    this.realtime = new Realtime({
      db,
      records: this.records,
      collections,
      hooks: this.recordHooks,
      logger,
      ...((realtimeBus ?? cluster.bus) ? { bus: realtimeBus ?? cluster.bus } : {}),
    });
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    this.settings = new SettingsStore(
      db,
      defaultSettings(`http://${host}:${config.port}`),
      settingsFromEnv(process.env),
      secretCipher(config),
    );
    this.files = new FileService({
      db,
      collections,
      records: this.records,
      blobs: this.blobs,
      thumbs: new ThumbService(this.blobs, logger),
      logger,
      superuserIPs: () => this.settings.get().superuserIPs,
    });
    this.mailer = new SettingsMailer(
      this.settings,
      new OutboxMailer(join(config.dataDir, 'outbox'), logger),
      logger,
    );
    this.mails = new RecordMails({ mailer: this.mailer, settings: this.settings });
    this.accounts = new AccountFlows(
      {
        db,
        collections,
        auth: this.auth,
        mails: this.mails,
        system: new SystemRecords(collections, this.records, db),
        logger,
      },
      this.records,
      accountFlowGuards(cluster.coordination),
    );
    this.logs = new LogService(logsDb, () => this.settings.get().logs, logger);
    this.crons = new CronScheduler(logger);
    this.backups = new BackupService({
      dataDir: config.dataDir,
      s3: () => this.settings.get().backups.s3,
      db,
      databaseFile: join(config.dataDir, DATABASE_FILE),
      storageDir: join(config.dataDir, 'storage'),
      appName: () => this.settings.get().meta.appName,
      logger,
      openDatabase: (file) => openSqliteDb(file, { readonly: true }),
      checkDatabase: async (candidate) => {
        await checkBackupDatabase(candidate, this.migrations);
        await checkBackupSecrets(candidate, secretCipher(config));
      },
      reloadApp: async () => {
        await this.migrate();
        await this.settings.reload();
      },
    });
    // note: awaited by the change, so the next request already counts in fresh windows.
    this.settings.onChange(() =>
      this.rateLimiter.reset().catch((error: unknown) => {
        logger.error('could not reset the rate limits', { error });
      }),
    );
  }

  /** Opens the data directory, applies pending migrations and loads the collections. */
  static async open(config: ServerConfig, options: AppOptions = {}): Promise<App> {
    const logger = options.logger ?? createConsoleLogger(config.debug ? 'debug' : 'info');
    mkdirSync(config.dataDir, { recursive: true });
    const db = await openDatabase(config);
    const logsDb = openSqliteDb(join(config.dataDir, LOGS_DATABASE_FILE));
    const cluster = await openCluster(db, config, logger).catch(async (error: unknown) => {
      await Promise.all([db.close(), logsDb.close()]);
      throw error;
    });
    const app = new App(
      config,
      logger,
      db,
      new CollectionRegistry(db, secretCipher(config)),
      logsDb,
      options.features ?? [],
      cluster,
      options.realtimeBus,
    );
    try {
      if (options.migrate ?? true) await app.migrate();
      await app.collections.reload();
      await app.settings.reload();
      await sealStaleSecrets(app);
      app.cluster.syncCaches(app);
      await app.logs.store.init();
      await app.backups.cleanTemp();
      for (const feature of app.features) await feature.setup?.(app);
      if (options.jobs ?? true) registerSystemJobs(app);
    } catch (error) {
      await app.close();
      throw error;
    }
    return app;
  }

  /** Applies pending migrations; returns their names. */
  async migrate(): Promise<string[]> {
    await this.db.transaction((tx) => bootstrapInternalTables(tx), { schema: true });
    await this.collections.reload();
    let applied: string[];
    try {
      applied = await runMigrations(this.db, this.migrations, (q) => ({
        q,
        importCollections: async (inputs) => {
          await this.collectionService.importCollections(inputs, false, q);
          await this.collections.reloadWithin(q);
        },
      }));
    } finally {
      // note: a failed migration rolled back; the cache must not keep what it had created.
      await this.collections.reload();
    }
    for (const name of applied) this.logger.info(`applied migration ${name}`);
    return applied;
  }

  /** Tells whether any superuser exists (the server prints how to create one otherwise). */
  async hasSuperuser(): Promise<boolean> {
    const row = await this.db.get(
      `SELECT 1 AS found FROM ${this.db.dialect.quoteIdent(SUPERUSERS)} LIMIT 1`,
    );
    return row !== undefined;
  }

  /** Closes the realtime clients, stops the jobs, writes pending logs, closes the mailer and both databases. */
  async close(): Promise<void> {
    for (const feature of this.features) await feature.close?.(this);
    await this.realtime.close();
    await this.crons.stop();
    await this.logs.close();
    await this.mailer.close();
    await this.cluster.close();
    await this.db.close();
  }
}

/**
 * The main database: PostgreSQL when `DATABASE_URL` names one, else `<dataDir>/data.db`. Request
 * logs stay in each process's own `auxiliary.db` either way.
 */
function openDatabase(config: ServerConfig): Promise<Db> {
  if (config.databaseUrl) return openPostgresDb(config.databaseUrl);
  return Promise.resolve(openSqliteDb(join(config.dataDir, DATABASE_FILE)));
}

/**
 * Alone on SQLite (counters in memory, an in-process bus); on PostgreSQL, sharing the realtime
 * bus (LISTEN/NOTIFY, or the NATS server of `config.nats`), the counters and the collection and
 * settings caches with every process on the database.
 */
async function openCluster(db: Db, config: ServerConfig, logger: Logger): Promise<Cluster> {
  if (db.dialect.name !== 'postgres') {
    if (config.nats) throw new Error('A NATS server joins processes on PostgreSQL only.');
    return singleProcess();
  }
  return postgresCluster((db as PostgresDb).url, logger, config.nats ?? null);
}

/** The cipher of the secrets at rest, when the server was given an encryption key. */
function secretCipher(config: ServerConfig): SecretCipher | null {
  return config.encryptionKey
    ? new SecretCipher(config.encryptionKey, config.previousEncryptionKey)
    : null;
}

/**
 * Encrypts with the current key the secrets a store kept in plain text (from before it was given
 * a key) or with the previous key (a rotation). VACUUM then rewrites every page, so what the old
 * rows left in free pages is gone from disk too.
 */
async function sealStaleSecrets(app: App): Promise<void> {
  const collections = await app.collections.sealStaleSecrets();
  const settings = await app.settings.sealStaleSecrets();
  if (!collections && !settings) return;
  await app.db.run('VACUUM');
  await app.db.optimize();
}

/**
 * Refuses, before it replaces anything, a backup whose stored secrets this server cannot read:
 * encrypted with another key, or with a key this server was not given.
 */
async function checkBackupSecrets(candidate: Db, cipher: SecretCipher | null): Promise<void> {
  try {
    await new CollectionRegistry(candidate, cipher).reload();
    await new SettingsStore(candidate, defaultSettings(''), {}, cipher).reload();
  } catch (error) {
    if (!(error instanceof SecretKeyError)) throw error;
    throw new InvalidBackupError('its secrets were encrypted with another key', { cause: error });
  }
}
