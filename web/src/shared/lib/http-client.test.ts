import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HTTP_TIMEOUT_MS, HttpError } from './http-client';

function logger() {
  return { info: vi.fn(), error: vi.fn() };
}

/** A fetch that never answers, rejecting only when aborted; `signal()` is the last one given. */
function neverAnswers() {
  let last: AbortSignal | undefined;
  const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      last = init?.signal ?? undefined;
      last?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  return Object.assign(fetch, { signal: () => last });
}

afterEach(() => vi.useRealTimers());

describe('HTTP client (spec sections 7 and 8)', () => {
  it('times out after 5000 ms by default', async () => {
    vi.useFakeTimers();
    const log = logger();
    const fetch = neverAnswers();
    const client = createHttpClient({ logger: log, fetch });
    const pending = client.get('/slow').catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch.signal()?.aborted).toBe(false);
    expect(log.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.signal()?.aborted).toBe(true);
    expect(await pending).toMatchObject({
      isTimeout: true,
      message: 'Request timed out after 5000 ms',
    });
    expect(HTTP_TIMEOUT_MS).toBe(5000);
  });

  it('logs the request and the response, and resolves with the JSON body', async () => {
    const log = logger();
    const fetch = vi.fn(() => Promise.resolve(new Response('{"code":200}', { status: 200 })));
    const client = createHttpClient({ baseUrl: 'http://h', logger: log, fetch });
    await expect(client.get('/api/health')).resolves.toEqual({ code: 200 });
    expect(fetch).toHaveBeenCalledWith(
      'http://h/api/health',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(log.info).toHaveBeenCalledWith('[http] request', 'GET', 'http://h/api/health');
    expect(log.info).toHaveBeenCalledWith('[http] response', 'GET', 'http://h/api/health', 200, {
      code: 200,
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('rejects a 4xx/5xx answer with its status and body, and logs it', async () => {
    const log = logger();
    const fetch = () => Promise.resolve(new Response('{"message":"nope"}', { status: 404 }));
    const client = createHttpClient({ logger: log, fetch });
    const error = await client.get('/x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, body: { message: 'nope' }, isTimeout: false });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('aborts and rejects a request that takes longer than the time-out', async () => {
    vi.useFakeTimers();
    const log = logger();
    const fetch = neverAnswers();
    const client = createHttpClient({ logger: log, fetch, timeoutMs: 5000 });
    const pending = client.get('/slow').catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(4999);
    expect(log.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ isTimeout: true, status: 0 });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('rejects a network failure onward', async () => {
    const log = logger();
    const client = createHttpClient({
      logger: log,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(client.get('/x')).rejects.toMatchObject({ message: 'Failed to fetch', status: 0 });
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
