import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../lib/logger.js';
import { waitUntil } from '../../test/realtime-probe.js';
import { DEFAULT_LINK_PREVIEW_OPTIONS, type LinkPreviewOptions } from './link-preview-options.js';
import { linkPreviewOf, PreviewFetcher, type PagePreview } from './preview-fetcher.js';

/** The cache and the limits of `PreviewFetcher`, against a local site whose pages hold on cue. */

const hits = new Map<string, number>();
let open = 0;
let mostOpen = 0;
let release: () => void = () => undefined;
let held = Promise.resolve();
let server: Server;
let origin = '';
let port = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    void held.then(() => {
      open -= 1;
      if (path.startsWith('/missing')) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<title>Page ${path}</title>`);
    });
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

function fetcher(now: () => number = Date.now, overrides: Partial<LinkPreviewOptions> = {}) {
  const options = {
    ...DEFAULT_LINK_PREVIEW_OPTIONS,
    allowAddresses: ['127.0.0.1'],
    allowPorts: [port],
    ...overrides,
  };
  return new PreviewFetcher(options, silentLogger, now);
}

const signal = new AbortController().signal;

describe('PreviewFetcher', () => {
  it('fetches a link once while its outcome is fresh, and again once it is stale', async () => {
    let now = 1_000;
    const previews = fetcher(() => now);
    const link = `${origin}/cached`;
    expect(await previews.preview(link, signal)).toMatchObject({ title: 'Page /cached' });
    now += DEFAULT_LINK_PREVIEW_OPTIONS.cacheTtlMs - 1;
    expect(await previews.preview(`${link}#fragment`, signal)).toMatchObject({
      title: 'Page /cached',
    });
    expect(hits.get('/cached')).toBe(1);
    now += 2;
    await previews.preview(link, signal);
    expect(hits.get('/cached')).toBe(2);
  });

  it('remembers a failure for less long', async () => {
    let now = 1_000;
    const previews = fetcher(() => now);
    const link = `${origin}/missing-page`;
    expect(await previews.preview(link, signal)).toBeNull();
    expect(await previews.preview(link, signal)).toBeNull();
    expect(hits.get('/missing-page')).toBe(1);
    now += DEFAULT_LINK_PREVIEW_OPTIONS.failureTtlMs + 1;
    await previews.preview(link, signal);
    expect(hits.get('/missing-page')).toBe(2);
  });

  it('shares one fetch between concurrent requests for a link, and runs at most `concurrency`', async () => {
    const previews = fetcher(Date.now, { concurrency: 2 });
    held = new Promise((resolve) => (release = resolve));
    mostOpen = 0;
    const links = ['/a', '/a', '/a', '/b', '/c', '/d'].map((path) => `${origin}${path}`);
    const all = Promise.all(links.map((link) => previews.preview(link, signal)));
    await waitUntil(() => open === 2);
    release();
    const results = await all;
    expect(results.map((result) => result?.title)).toEqual([
      'Page /a',
      'Page /a',
      'Page /a',
      'Page /b',
      'Page /c',
      'Page /d',
    ]);
    expect(hits.get('/a')).toBe(1);
    expect(mostOpen).toBe(2);
  });
});

describe('linkPreviewOf', () => {
  const page: PagePreview = { title: 'T', description: 'D', siteName: 'S', image: null };

  it('is the page’s text with its link', () => {
    expect(linkPreviewOf('https://a.example/', page)).toEqual({
      url: 'https://a.example/',
      title: 'T',
      description: 'D',
      siteName: 'S',
    });
  });

  it('gives up the description, then the whole preview, rather than overflow the field', () => {
    const url = `https://a.example/${'x'.repeat(2000)}`;
    const wordy = { ...page, title: '題'.repeat(200), description: '"'.repeat(1000) };
    expect(linkPreviewOf(url, wordy)).toMatchObject({ description: '', title: wordy.title });
    expect(linkPreviewOf(`${url}${'y'.repeat(3000)}`, page)).toBeNull();
  });
});
