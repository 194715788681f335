import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from './static-site.js';

let root = '';
const app = new Hono();

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hearth-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Hearth"}');
  writeFileSync(join(root, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  app.use('*', staticSite(root));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The installable app (docs/offline.md): the service worker, the manifest and the app shell must
 * be revalidated on every check, or a deploy would go unseen (a stale worker keeps serving the
 * old app); only content-hashed assets are cached for long.
 */
describe('staticSite cache headers', () => {
  it.each([
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/chat/abc', 'text/html; charset=utf-8', 'no-cache'],
    [
      '/assets/index-Ab12Cd34.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
  ])('%s: %s, %s', async (path, type, cacheControl) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
    expect(response.headers.get('Cache-Control')).toBe(cacheControl);
  });

  it('answers a missing hashed asset with a 404, not the app shell', async () => {
    expect((await app.request('/assets/gone-Zz99.js')).status).toBe(404);
  });
});
