import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enablePlugin,
  fetchFrameFile,
  installPlugin,
  startPluginServer,
} from '../../test/plugin-kit.js';
import { person, type Person } from '../../test/social-kit.js';
import type { TestServer } from '../../test/test-server.js';
import { frameCsp } from './frame-csp.js';
import { makeBundle, testBundleContent, testManifest, TEST_PAGE } from './test-bundles.js';

/**
 * A plugin's files for a user's grant (`GET /api/hearth/plugin-frames/:grantId/…`): only while
 * the grant is on, with the CSP that grant allows, revalidated by ETag, and framable by the app.
 */

let server: TestServer;
let admin: PocketBase;
let user: Person;
let plugin: RecordModel;
let grant: RecordModel;

const NETWORK = ['api.example.com', '*.cdn.example.org'];

beforeAll(async () => {
  server = await startPluginServer();
  admin = await server.superuser();
  user = await person(server, 'framer');
  const manifest = testManifest({
    id: 'framed',
    capabilities: ['messages.send', 'network'],
    network: NETWORK,
  });
  plugin = await installPlugin(
    admin,
    await makeBundle(testBundleContent(manifest, { 'assets/deep/font data.woff2': 'font' })),
  );
  grant = await enablePlugin(user, plugin, ['messages.send']);
});
afterAll(() => server.close());

const grants = () => user.pb.collection('plugin_grants');

describe('an enabled grant', () => {
  it('serves the entry page with the plugin headers', async () => {
    const response = await fetchFrameFile(server, grant.id, 'index.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(TEST_PAGE);
    const headers = Object.fromEntries(response.headers);
    expect(headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
      'referrer-policy': 'no-referrer',
      'content-security-policy': frameCsp(null),
    });
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['content-security-policy']).toContain("connect-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['etag']).toMatch(/^"[0-9a-f]{32}-off"$/);
  });

  it('serves files in folders, by their type, with any name', async () => {
    const script = await fetchFrameFile(server, grant.id, 'app.js');
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const font = await fetchFrameFile(server, grant.id, 'assets/deep/font%20data.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('Content-Type')).toBe('font/woff2');
    expect(await font.text()).toBe('font');
  });

  it('answers 304 to a matching If-None-Match, still with the policy', async () => {
    const first = await fetchFrameFile(server, grant.id, 'index.html');
    const etag = first.headers.get('ETag') ?? '';
    const again = await fetchFrameFile(server, grant.id, 'index.html', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Security-Policy')).toBe(frameCsp(null));
    expect(await again.text()).toBe('');
    const other = await fetchFrameFile(server, grant.id, 'index.html', {
      'If-None-Match': '"something-else"',
    });
    expect(other.status).toBe(200);
  });

  it('allows the manifest hosts over https once network is granted, with a new ETag', async () => {
    const before = await fetchFrameFile(server, grant.id, 'index.html');
    await grants().update(grant.id, { granted: ['messages.send', 'network'] });
    try {
      const after = await fetchFrameFile(server, grant.id, 'index.html', {
        'If-None-Match': before.headers.get('ETag') ?? '',
      });
      expect(after.status).toBe(200);
      const csp = after.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toBe(frameCsp(NETWORK));
      expect(csp).toContain('connect-src https://api.example.com https://*.cdn.example.org;');
      expect(after.headers.get('ETag')).toMatch(/-net"$/);
    } finally {
      await grants().update(grant.id, { granted: ['messages.send'] });
    }
  });

  it('answers 404 for a path the bundle does not have', async () => {
    for (const path of ['missing.html', 'assets', 'assets/', '..%2Fmanifest.json', '%2e%2e/x']) {
      expect((await fetchFrameFile(server, grant.id, path)).status).toBe(404);
    }
  });
});

describe('no enabled grant', () => {
  it('answers 404 while the grant is off, and serves again once it is on', async () => {
    await grants().update(grant.id, { enabled: false });
    const off = await fetchFrameFile(server, grant.id, 'index.html');
    expect(off.status).toBe(404);
    expect(await off.json()).toMatchObject({ status: 404, data: {} });
    await grants().update(grant.id, { enabled: true });
    expect((await fetchFrameFile(server, grant.id, 'index.html')).status).toBe(200);
  });

  it('answers 404 for an unknown grant', async () => {
    expect((await fetchFrameFile(server, 'nosuchgrant1234', 'index.html')).status).toBe(404);
  });

  it('answers 404 once the grant is deleted', async () => {
    const other = await person(server, 'leaving');
    const own = await enablePlugin(other, plugin, []);
    expect((await fetchFrameFile(server, own.id, 'index.html')).status).toBe(200);
    await other.pb.collection('plugin_grants').delete(own.id);
    expect((await fetchFrameFile(server, own.id, 'index.html')).status).toBe(404);
  });
});

describe('frameCsp', () => {
  it('is the policy the plugins rely on', () => {
    expect(frameCsp(null)).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; " +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
        "media-src 'self' data: blob:; connect-src 'none'; form-action 'none'; base-uri 'none'; " +
        "frame-ancestors 'self'; sandbox allow-scripts",
    );
    expect(frameCsp([])).toContain("connect-src 'none';");
    expect(frameCsp(['a.example.com'])).toContain('connect-src https://a.example.com;');
  });
});
