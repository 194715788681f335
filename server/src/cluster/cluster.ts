import type { CollectionRegistry } from '../collections/collection-registry.js';
import type { Logger } from '../lib/logger.js';
import type { RealtimeBus } from '../realtime/bus/bus.js';
import { NatsBus } from '../realtime/bus/nats-bus.js';
import { PostgresBus } from '../realtime/bus/postgres-bus.js';
import type { NatsConfig } from '../config.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { Realtime } from '../realtime/realtime.js';
import { syncCaches, type CacheSync } from './cache-sync.js';
import type { Coordination } from './coordination.js';
import { MemoryCoordination } from './memory-coordination.js';
import { PostgresCoordination } from './postgres-coordination.js';

/**
 * What a server process shares with the other processes of its deployment: the realtime bus,
 * the counters, and its caches kept equal to theirs. A process on SQLite is alone (everything
 * in memory); processes on one PostgreSQL database share it through that database.
 */
export interface Cluster {
  /** The bus between processes; undefined when realtime keeps its own in-process bus. */
  readonly bus: RealtimeBus | undefined;
  readonly coordination: Coordination;
  /**
   * Keeps these caches equal to the other processes' from now on (after their first load);
   * realtime checks another process's record change only once they are reloaded.
   */
  syncCaches(app: {
    collections: CollectionRegistry;
    settings: SettingsStore;
    realtime: Realtime;
  }): void;
  close(): Promise<void>;
}

/** A process alone on its database. */
export function singleProcess(): Cluster {
  return {
    bus: undefined,
    coordination: new MemoryCoordination(),
    syncCaches: () => undefined,
    close: () => Promise.resolve(),
  };
}

/**
 * A process of a deployment sharing the PostgreSQL database at `url`; its realtime bus is
 * LISTEN/NOTIFY on that database, or the NATS server of `nats` when given (many processes).
 */
export async function postgresCluster(
  url: string,
  logger: Logger,
  nats: NatsConfig | null = null,
): Promise<Cluster> {
  const onError = (error: unknown, context: string) => logger.error(context, { error });
  const bus: RealtimeBus = nats
    ? await NatsBus.open({ ...nats, onError })
    : await PostgresBus.open({ url, onError });
  let coordination: PostgresCoordination;
  try {
    coordination = await PostgresCoordination.open(url, logger);
  } catch (error) {
    await bus.close();
    throw error;
  }
  let sync: CacheSync | null = null;
  return {
    bus,
    coordination,
    syncCaches: ({ collections, settings, realtime }) => {
      const started = syncCaches({ bus, logger, collections, settings });
      realtime.waitBeforePeerChanges(() => started.reloaded());
      sync = started;
    },
    close: async () => {
      sync?.stop();
      await bus.close();
      await coordination.close();
    },
  };
}
