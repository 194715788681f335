import type { ConsoleClient, LogModel } from '@/shared/lib/pb';

/** What `GET /api/hearth/console/stats` answers. */
export interface ConsoleStats {
  users: number;
  messagesToday: number;
  connectedNow: number;
  databaseBytes: number;
  storageBytes: number;
  errorsToday: number;
  recentErrors: LogModel[];
}

export function loadConsoleStats(client: ConsoleClient): Promise<ConsoleStats> {
  return client.send<ConsoleStats>('/api/hearth/console/stats', { method: 'GET' });
}

/** The periods the requests chart can show. */
export type StatsRange = 'day' | 'week';

const HOURS: Record<StatsRange, number> = { day: 24, week: 24 * 7 };

/** The log filter for the last day or week, in PocketBase's date format. */
export function rangeFilter(range: StatsRange, now: Date = new Date()): string {
  const since = new Date(now.getTime() - HOURS[range] * 3_600_000);
  return `created >= "${since.toISOString().replace('T', ' ')}"`;
}
