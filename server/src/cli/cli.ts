import { App } from '../app.js';
import { configFromEnv, encryptionKeyFromEnv, type ServerConfig } from '../config.js';
import { HEARTH_FEATURES } from '../features/hearth-features.js';
import { listen } from '../http/listen.js';
import { runMigrateDbCommand } from './migrate-db/migrate-db-command.js';
import { runSuperuserCommand } from './superuser-command.js';

const USAGE = `Usage: hearth [--encryptionEnv NAME [--previousEncryptionEnv OLD]] <command>

Commands:
  serve                              start the server (applies pending migrations first)
  migrate                            apply pending migrations and exit
  migrate-db --to postgres://…       copy DATA_DIR's database into an empty PostgreSQL database
                                     and verify it (--from postgres://… copies the other way)
  superuser upsert <email> <pass>    create a superuser or set its password
  superuser create <email> <pass>    create a superuser
  superuser update <email> <pass>    change a superuser's password
  superuser delete <email>           delete a superuser

Options:
  --encryptionEnv NAME               encrypt the settings' secrets and the OAuth2 client secrets
                                     at rest with the 32-character key in the variable NAME
  --previousEncryptionEnv OLD        rotate: decrypt with the key in OLD too, and encrypt
                                     everything again with the key in NAME as the server starts

Environment: HOST (127.0.0.1), PORT (8090), DATA_DIR (./data)`;

const ENCRYPTION_FLAG = '--encryptionEnv';
const PREVIOUS_ENCRYPTION_FLAG = '--previousEncryptionEnv';

/** Runs one CLI command; resolves with the process exit code (serve never resolves). */
export async function runCli(argv: readonly string[]): Promise<number> {
  const parsed = parseGlobalFlags(argv);
  if (typeof parsed === 'string') {
    console.error(`${parsed}\n\n${USAGE}`);
    return 1;
  }
  let debug = false;
  try {
    const config = configFromEnv();
    debug = config.debug;
    const { encryptionEnv, previousEncryptionEnv } = parsed.flags;
    if (encryptionEnv !== undefined) {
      config.encryptionKey = encryptionKeyFromEnv(encryptionEnv);
    }
    if (previousEncryptionEnv !== undefined) {
      if (encryptionEnv === undefined) {
        throw new Error(`${PREVIOUS_ENCRYPTION_FLAG} needs ${ENCRYPTION_FLAG} (the new key).`);
      }
      config.previousEncryptionKey = encryptionKeyFromEnv(
        previousEncryptionEnv,
        process.env,
        PREVIOUS_ENCRYPTION_FLAG,
      );
    }
    return await runCommand(parsed.args, config);
  } catch (error) {
    // note: a server that refuses to start (a wrong or missing encryption key, a bad PORT)
    // says why in one line; the stack helps only when debugging.
    console.error(debug || !(error instanceof Error) ? error : `Error: ${error.message}`);
    return 1;
  }
}

interface GlobalFlags {
  encryptionEnv?: string;
  previousEncryptionEnv?: string;
}

const GLOBAL_FLAGS: Record<string, keyof GlobalFlags> = {
  [ENCRYPTION_FLAG]: 'encryptionEnv',
  [PREVIOUS_ENCRYPTION_FLAG]: 'previousEncryptionEnv',
};

/**
 * Takes `--encryptionEnv NAME` (or `--encryptionEnv=NAME`), and the same for
 * `--previousEncryptionEnv`, from anywhere in the arguments, as PocketBase's persistent flag:
 * `migrate` and `superuser` read the encrypted settings too. Returns a usage error as text.
 */
function parseGlobalFlags(
  argv: readonly string[],
): { args: string[]; flags: GlobalFlags } | string {
  const args: string[] = [];
  const flags: GlobalFlags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [name = '', inline] = arg.split(/=(.*)/s);
    const key = Object.hasOwn(GLOBAL_FLAGS, name) ? GLOBAL_FLAGS[name] : undefined;
    if (!key) {
      args.push(arg);
      continue;
    }
    const value = inline ?? argv[++i] ?? '';
    if (value === '') return `${name} needs the name of an environment variable.`;
    flags[key] = value;
  }
  return { args, flags };
}

async function runCommand(args: readonly string[], config: ServerConfig): Promise<number> {
  const [command] = args;
  switch (command) {
    case 'serve': {
      const app = await App.open(config, { features: HEARTH_FEATURES });
      const server = await listen(app, config.host, config.port);
      app.logger.info(`Hearth is serving on ${server.url} (API: ${server.url}/api/)`);
      if (!(await app.hasSuperuser())) {
        app.logger.info(
          'No superuser exists yet. Create one with: npx hearth superuser upsert EMAIL PASSWORD',
        );
      }
      const stop = async () => {
        await server.close();
        await app.close();
        process.exit(0);
      };
      process.once('SIGINT', () => void stop());
      process.once('SIGTERM', () => void stop());
      return new Promise<number>(() => undefined);
    }
    case 'migrate': {
      const app = await App.open(config, {
        migrate: false,
        jobs: false,
        features: HEARTH_FEATURES,
      });
      const applied = await app.migrate();
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
      await app.close();
      return 0;
    }
    case 'migrate-db':
      return runMigrateDbCommand(args.slice(1), config, HEARTH_FEATURES);
    case 'superuser': {
      const app = await App.open(config, { jobs: false, features: HEARTH_FEATURES });
      try {
        return await runSuperuserCommand(app, args.slice(1));
      } finally {
        await app.close();
      }
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return command === undefined ? 1 : 0;
    default:
      console.error(`Unknown command "${command}".\n\n${USAGE}`);
      return 1;
  }
}
