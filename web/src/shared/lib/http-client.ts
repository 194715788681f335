import { readEnv } from '../config/env';

/** Spec section 9: every request that is not the SDK's times out after 5000 ms. */
export const HTTP_TIMEOUT_MS = 5000;

/** A failed request: a status of 400 or more, a network failure or a time-out. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly url: string,
    readonly status: number,
    readonly body: unknown,
    readonly isTimeout: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Where the client logs; the console by default (spec section 7). */
export interface HttpLogger {
  info(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface HttpClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  logger?: HttpLogger;
  fetch?: typeof fetch;
}

/** A JSON-over-fetch client. */
export interface HttpClient {
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
  get<T>(path: string): Promise<T>;
}

/**
 * Creates the HTTP client for calls that are not the SDK's (spec section 7): a 5000 ms time-out,
 * every request, response and error logged to the console, errors rejected onward.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  // eslint-disable-next-line no-console -- spec section 7: the client logs to the console.
  const logger: HttpLogger = options.logger ?? { info: console.info, error: console.error };
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = `${options.baseUrl ?? ''}${path}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    logger.info('[http] request', method, url);
    try {
      const response = await doFetch(url, {
        method,
        signal: controller.signal,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const data = await readBody(response);
      logger.info('[http] response', method, url, response.status, data);
      if (response.status >= 400) {
        throw new HttpError(
          `Request failed with status ${response.status}`,
          url,
          response.status,
          data,
          false,
        );
      }
      return data as T; // note: the caller states the shape it expects; JSON has no types.
    } catch (error) {
      const failure = toHttpError(error, url, controller.signal.aborted, timeoutMs);
      logger.error('[http] error', method, url, failure);
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  }

  return { request, get: (path) => request('GET', path) };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toHttpError(error: unknown, url: string, timedOut: boolean, timeoutMs: number): HttpError {
  if (error instanceof HttpError) return error;
  if (timedOut) {
    return new HttpError(`Request timed out after ${timeoutMs} ms`, url, 0, null, true, {
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new HttpError(message, url, 0, null, false, { cause: error });
}

/** The app's client, rooted at the API's base URL. */
export const http = createHttpClient({ baseUrl: readEnv().apiUrl });
