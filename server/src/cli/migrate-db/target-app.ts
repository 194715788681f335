import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Feature } from '../../app.js';
import type { ServerConfig } from '../../config.js';
import type { Logger } from '../../lib/logger.js';
import type { DatabaseLocation } from './database-location.js';

/** The app opened on the target, and how to let it go. */
export interface TargetApp {
  app: App;
  close(): Promise<void>;
}

/**
 * Opens the app on the target database, which applies this version's migrations there: the
 * schema is made by the target engine's own dialect, exactly as a fresh install would make it.
 * For PostgreSQL the app's local files (its request log database) go to a temporary data
 * directory, so that nothing is written beside the source.
 */
export async function openTargetApp(
  location: DatabaseLocation,
  config: ServerConfig,
  features: readonly Feature[],
  logger: Logger,
): Promise<TargetApp> {
  const scratch =
    location.engine === 'postgres' ? await mkdtemp(join(tmpdir(), 'hearth-migrate-db-')) : null;
  const targetConfig: ServerConfig =
    location.engine === 'postgres'
      ? { ...config, dataDir: scratch ?? '', databaseUrl: location.url, nats: null }
      : { ...config, dataDir: location.dataDir, databaseUrl: null, nats: null };
  try {
    const app = await App.open(targetConfig, { jobs: false, features, logger });
    return {
      app,
      close: async () => {
        await app.close();
        if (scratch) await rm(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (scratch) await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
