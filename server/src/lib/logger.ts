/**
 * The server's one console writer. Everything else logs through it, so output stays in one
 * format and tests can silence it.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const LEVEL_ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** A structured logger: a message plus optional JSON-serialisable details. */
export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** Creates a logger that prints lines at or above `minLevel` to stdout/stderr. */
export function createConsoleLogger(minLevel: LogLevel = 'info'): Logger {
  const write = (level: LogLevel, message: string, details?: Record<string, unknown>): void => {
    if (LEVEL_ORDER[level] < LEVEL_ORDER[minLevel]) return;
    const suffix = details ? ' ' + safeStringify(details) : '';
    const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}${suffix}`;
    if (level === 'error' || level === 'warn') console.error(line);
    else console.log(line);
  };
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
  };
}

/** A logger that drops everything (tests, benchmarks). */
export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

function safeStringify(details: Record<string, unknown>): string {
  try {
    return JSON.stringify(details, (_key, value: unknown) =>
      value instanceof Error
        ? { name: value.name, message: value.message, stack: value.stack }
        : value,
    );
  } catch {
    // note: a cyclic detail object must not turn a log line into a crash.
    return '[unserialisable details]';
  }
}
