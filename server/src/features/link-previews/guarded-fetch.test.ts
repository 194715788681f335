import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../test/realtime-probe.js';
import { FetchRefusedError, guardedFetch, type FetchLimits } from './guarded-fetch.js';

/**
 * The fetch itself against a local server: decompression within the cap, what is refused
 * before or while reading, and redirects. (Addresses and ports: address-policy.test.ts; the
 * whole flow: link-previews.test.ts.)
 */

const PAGE = '<html><head><title>Hello</title></head></html>';
const BOMB = gzipSync(Buffer.alloc(50 * 1024 * 1024));
const hits = new Map<string, number>();
const cutShort = new Set<string>();
let server: Server;
let origin = '';
let port = 0;

const routes: Record<string, (response: ServerResponse) => void> = {
  '/gzip': (response) =>
    response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(PAGE)),
  '/br': (response) =>
    response.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync(PAGE)),
  '/bomb': (response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(BOMB),
  '/odd-encoding': (response) =>
    response.writeHead(200, { 'content-encoding': 'compress' }).end(PAGE),
  '/declared-huge': (response) => {
    response.writeHead(200, { 'content-length': String(64 * 1024 * 1024) });
    response.write(Buffer.alloc(1024));
  },
  '/missing': (response) => response.writeHead(404).end(PAGE),
  '/loop': (response) => response.writeHead(302, { location: '/loop' }).end(),
  '/to-file': (response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  '/to-credentials': (response) =>
    response.writeHead(302, { location: `http://user:secret@127.0.0.1:${port}/gzip` }).end(),
};

const policy = () => ({ allowAddresses: ['127.0.0.1'], allowPorts: [port] });
const limits = (overrides: Partial<FetchLimits> = {}): FetchLimits => ({
  accept: '*/*',
  timeoutMs: 5_000,
  maxRedirects: 3,
  maxBytes: 64 * 1024,
  overflow: 'truncate',
  ...overrides,
});
const get = (path: string, overrides: Partial<FetchLimits> = {}) =>
  guardedFetch(new URL(path, origin), policy(), limits(overrides), new AbortController().signal);

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    response.on('close', () => {
      if (!response.writableFinished) cutShort.add(path);
    });
    const route = routes[path];
    if (route) route(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // note: listening on a TCP host, so the address is an AddressInfo.
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('guardedFetch', () => {
  it.each(['/gzip', '/br'])('decompresses %s', async (path) => {
    expect((await get(path)).body.toString()).toBe(PAGE);
  });

  it('counts the cap in decompressed bytes: a page is cut there, an image refused', async () => {
    expect((await get('/bomb')).body.length).toBe(64 * 1024);
    await expect(get('/bomb', { overflow: 'fail' })).rejects.toThrow(FetchRefusedError);
  });

  it('refuses an image whose declared size is over the cap without reading it', async () => {
    await expect(get('/declared-huge', { overflow: 'fail' })).rejects.toThrow('declares');
    await waitUntil(() => cutShort.has('/declared-huge'));
  });

  it.each([
    ['an unknown content encoding', '/odd-encoding', 'content encoding'],
    ['an error status', '/missing', 'answered 404'],
    ['a redirect loop', '/loop', 'too many redirects'],
    ['a redirect to another scheme', '/to-file', 'scheme file:'],
    ['a redirect to an address with credentials', '/to-credentials', 'credentials'],
  ])('refuses %s', async (_name, path, reason) => {
    await expect(get(path)).rejects.toThrow(reason);
  });

  it('follows at most maxRedirects redirects', async () => {
    hits.delete('/loop');
    await expect(get('/loop', { maxRedirects: 2 })).rejects.toThrow('too many redirects');
    expect(hits.get('/loop')).toBe(3);
  });

  it('refuses a port or an address the policy does not allow, before connecting', async () => {
    const signal = new AbortController().signal;
    const other = { allowAddresses: ['127.0.0.1'], allowPorts: [] };
    await expect(guardedFetch(new URL('/gzip', origin), other, limits(), signal)).rejects.toThrow(
      `port ${port}`,
    );
    const strict = { allowAddresses: [], allowPorts: [port] };
    await expect(guardedFetch(new URL('/gzip', origin), strict, limits(), signal)).rejects.toThrow(
      'not public',
    );
  });

  it('gives up when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      guardedFetch(new URL('/gzip', origin), policy(), limits(), controller.signal),
    ).rejects.toThrow();
  });
});
