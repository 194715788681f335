import type { LogModel } from '@/shared/lib/pb';

/** The request facts a log's `data` may carry (server/src/http/request-logger.ts). */
export interface RequestFacts {
  method: string;
  url: string;
  status: number | null;
  /** Milliseconds the request took. */
  execTime: number | null;
  auth: string;
}

/** Reads the request facts out of a log's untyped `data`, leaving the missing ones empty. */
export function requestFacts(log: LogModel): RequestFacts {
  const data: Record<string, unknown> = log.data;
  const text = (key: string) => (typeof data[key] === 'string' ? data[key] : '');
  const number = (key: string) => (typeof data[key] === 'number' ? data[key] : null);
  return {
    method: text('method'),
    url: text('url'),
    status: number('status'),
    execTime: number('execTime'),
    auth: text('auth'),
  };
}

/** The name of a log level (slog's numbers, as PocketBase stores them). */
export type LevelName = 'debug' | 'info' | 'warn' | 'error';

export function levelName(stored: number | string): LevelName {
  // The SDK types the level as a string; the API sends slog's number.
  const level = Number(stored);
  if (level >= 8) return 'error';
  if (level >= 4) return 'warn';
  if (level >= 0) return 'info';
  return 'debug';
}

/** How a status reads at a glance: 2xx/3xx fine, 4xx the client's fault, 5xx the server's. */
export function statusTone(status: number | null): 'success' | 'warning' | 'error' | 'default' {
  if (status === null) return 'default';
  if (status >= 500) return 'error';
  if (status >= 400) return 'warning';
  return 'success';
}
