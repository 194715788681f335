import type { Logger } from '../lib/logger.js';

/** One captured log line. */
export interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  details: Record<string, unknown>;
}

/** A logger that keeps every entry, for tests that check what the server logged. */
export function captureLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const log =
    (level: LogEntry['level']) =>
    (message: string, details: Record<string, unknown> = {}) => {
      entries.push({ level, message, details });
    };
  return {
    entries,
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
  };
}

/** Polls `check` until it returns a value (not undefined), or rejects after `timeoutMs`. */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
