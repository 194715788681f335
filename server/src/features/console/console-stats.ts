import { join } from 'node:path';
import type { App } from '../../app.js';
import { formatDate } from '../../lib/dates.js';
import type { LogEntry } from '../../logs/log-store.js';
import { cachedFolderSize } from './storage-size.js';

/** `GET /api/hearth/console/stats`: the console dashboard's figures. */
export interface ConsoleStats {
  users: number;
  /** Messages created since 00:00 UTC today. */
  messagesToday: number;
  /** Realtime (SSE) clients connected to this process now. */
  connectedNow: number;
  /**
   * Messages this process received from the realtime bus since it started, each copy counted:
   * with NATS, only the subjects its clients need (docs/deploy/nats.md).
   */
  busReceived: number;
  /** Of those, the ones handed on to realtime: the copies of a message under several subjects count once. */
  busHandled: number;
  /** The main SQLite database and its write-ahead log. */
  databaseBytes: number;
  /** Uploaded files (`<dataDir>/storage`), measured at most once a minute. */
  storageBytes: number;
  /** Request logs answered with a status of 500 or more since 00:00 UTC today. */
  errorsToday: number;
  /** The last five of those, newest first. */
  recentErrors: LogEntry[];
}

const RECENT_ERRORS = 5;

/** 00:00 UTC of `now`'s day, in PocketBase's date format. */
export function startOfUtcDay(now: Date = new Date()): string {
  return formatDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())));
}

/** Reads the dashboard's figures; one instance per app keeps the storage size cache. */
export function consoleStatsReader(app: App) {
  const storageSize = cachedFolderSize(join(app.config.dataDir, 'storage'));
  return async (now: Date = new Date()): Promise<ConsoleStats> => {
    const since = startOfUtcDay(now);
    const [users, messagesToday, databaseBytes, storageBytes, errors] = await Promise.all([
      countRows(app, 'users'),
      countRows(app, 'messages', since),
      app.db.sizeInBytes(),
      storageSize(),
      app.logs.store.list({
        filter: `data.status >= 500 && created >= "${since}"`,
        sort: '-created',
        page: 1,
        perPage: RECENT_ERRORS,
        skipTotal: false,
      }),
    ]);
    return {
      users,
      messagesToday,
      connectedNow: app.realtime.clientCount,
      busReceived: app.realtime.busStats().received,
      busHandled: app.realtime.busStats().handled,
      databaseBytes,
      storageBytes,
      errorsToday: errors.totalItems,
      recentErrors: errors.items,
    };
  };
}

/** Rows of a collection (created since `since`, when given); 0 when the collection is absent. */
async function countRows(app: App, name: string, since?: string): Promise<number> {
  const collection = app.collections.find(name);
  if (!collection || collection.type === 'view') return 0;
  const table = app.db.dialect.quoteIdent(collection.name);
  const where = since === undefined ? '' : ' WHERE created >= ?';
  const row = await app.db.get<{ total: number | bigint }>(
    `SELECT count(*) AS total FROM ${table}${where}`,
    since === undefined ? [] : [since],
  );
  return Number(row?.total ?? 0);
}
