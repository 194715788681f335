import { createHash } from 'node:crypto';
import type { Logger } from '../lib/logger.js';
import { randomString } from '../lib/random.js';
import type { ChangedBusMessage, RealtimeBus } from '../realtime/bus/bus.js';
import { EVERYONE } from '../realtime/bus/bus-subjects.js';

/** Following other processes' changes: `reloaded` resolves once no reload is under way. */
export interface CacheSync {
  reloaded(): Promise<void>;
  stop(): void;
}

/** The caches `syncCaches` keeps equal between processes. */
export interface SyncedCaches {
  bus: RealtimeBus;
  /** `CollectionRegistry`: what `list()` returns is what is compared. */
  collections: ReloadableCache & { list(): unknown };
  /** `SettingsStore`: what `get()` returns is what is compared. */
  settings: ReloadableCache & { get(): unknown };
  logger: Logger;
}

/** A cache of database state that says when it reloaded. */
interface ReloadableCache {
  reload(): Promise<void>;
  onChange(listener: () => void): void;
}

/**
 * Keeps every process's collection and settings caches equal to the database. Whenever a cache
 * reloads with new content (a change made here: create, update, delete, import, a migration, a
 * settings update, a restore), this process says so on the bus with a hash of the content; the
 * others reload theirs. A process whose reload ends with the announced content stays quiet, so
 * an announcement is not echoed; one that ends elsewhere (another change came in meanwhile)
 * announces what it has, and everyone converges on the database's state.
 *
 */
export function syncCaches(caches: SyncedCaches): CacheSync {
  const origin = randomString(16);
  const followers = [
    follow(
      caches,
      origin,
      'collections',
      () => caches.collections.list(),
      () => caches.collections.reload(),
    ),
    follow(
      caches,
      origin,
      'settings',
      () => caches.settings.get(),
      () => caches.settings.reload(),
    ),
  ];
  caches.collections.onChange(() => followers[0]?.changed());
  caches.settings.onChange(() => followers[1]?.changed());
  const stop = caches.bus.subscribe((message) => {
    if (message.type !== 'changed' || message.origin === origin) return;
    followers.find((follower) => follower.cache === message.cache)?.heard(message);
  });
  return {
    reloaded: async () => {
      for (const follower of followers) await follower.reloaded();
    },
    stop: () => {
      stop();
      for (const follower of followers) follower.stop();
    },
  };
}

/** One cache: announces its changes, reloads on others'. */
function follow(
  caches: SyncedCaches,
  origin: string,
  cache: ChangedBusMessage['cache'],
  content: () => unknown,
  reload: () => Promise<void>,
) {
  let current = fingerprintOf(content());
  /** What other processes announced since this cache last changed: reloads that end there are quiet. */
  const heard = new Set<string>();
  let reloading: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const runReload = async (): Promise<void> => {
    do {
      again = false;
      try {
        await reload();
      } catch (error) {
        caches.logger.error(`could not reload the ${cache} another process changed`, { error });
      }
    } while (again && !stopped);
    reloading = null;
  };

  return {
    cache,
    /** The cache reloaded (here, for any reason): announce new content unless it was heard. */
    changed(): void {
      const next = fingerprintOf(content());
      if (next === current) return;
      current = next;
      const announced = heard.has(next);
      heard.clear();
      if (stopped || announced) return;
      const message: ChangedBusMessage = { type: 'changed', cache, fingerprint: next, origin };
      // note: every process keeps these caches, so every process hears it.
      caches.bus.publish(message, [EVERYONE]).catch((error: unknown) => {
        caches.logger.error(`could not tell other processes the ${cache} changed`, { error });
      });
    },
    /** Another process changed the cache: reload (once more if a reload is under way). */
    heard(message: ChangedBusMessage): void {
      if (stopped || message.fingerprint === current) return;
      heard.add(message.fingerprint);
      if (reloading) {
        again = true;
        return;
      }
      reloading = runReload();
    },
    reloaded(): Promise<void> {
      return reloading ?? Promise.resolve();
    },
    stop(): void {
      stopped = true;
    },
  };
}

function fingerprintOf(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}
