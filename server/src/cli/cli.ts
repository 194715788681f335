import { App } from '../app.js';
import { configFromEnv } from '../config.js';
import { HEARTH_FEATURES } from '../features/hearth-features.js';
import { listen } from '../http/listen.js';
import { runSuperuserCommand } from './superuser-command.js';

const USAGE = `Usage: hearth <command>

Commands:
  serve                              start the server (applies pending migrations first)
  migrate                            apply pending migrations and exit
  superuser upsert <email> <pass>    create a superuser or set its password
  superuser create <email> <pass>    create a superuser
  superuser update <email> <pass>    change a superuser's password
  superuser delete <email>           delete a superuser

Environment: HOST (127.0.0.1), PORT (8090), DATA_DIR (./data)`;

/** Runs one CLI command; resolves with the process exit code (serve never resolves). */
export async function runCli(args: readonly string[]): Promise<number> {
  const [command] = args;
  const config = configFromEnv();
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
