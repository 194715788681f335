import { createHash, randomBytes } from 'node:crypto';
import { PLUGIN_BUNDLE_MAX_BYTES, PLUGIN_BUNDLE_MAX_FILES, PLUGIN_ROUTES } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleForm,
  checkPlugin,
  enablePlugin,
  installPlugin,
  pluginsSnapshot,
  removePlugin,
  startPluginServer,
  storedPluginFiles,
} from '../../test/plugin-kit.js';
import { failure } from '../../test/sdk-outcome.js';
import { person } from '../../test/social-kit.js';
import type { TestServer } from '../../test/test-server.js';
import {
  forgeNames,
  makeBundle,
  makeZip,
  testBundleContent,
  testManifest,
  TEST_ICON,
} from './test-bundles.js';

/**
 * Installing, updating and removing plugins (docs/plugin-data-model.md, "Routes"): superusers
 * only; every bundle checked before anything is written; an update swaps files and record at
 * once and turns off the grants of users who did not consent to what it newly asks.
 */

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startPluginServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

/** A bundle of the test plugin with id `id` and any manifest changes. */
function bundleOf(id: string, overrides: Record<string, unknown> = {}, files = {}) {
  return makeBundle(testBundleContent(testManifest({ id, ...overrides }), files));
}

describe('check', () => {
  it('describes a new bundle and writes nothing', async () => {
    const zip = await bundleOf('checked');
    const before = await pluginsSnapshot(server, admin);
    const answer = await checkPlugin(admin, zip);
    expect(answer).toEqual({
      manifest: testManifest({ id: 'checked' }),
      installed: null,
      addedCapabilities: ['messages.send', 'chat.read', 'storage', 'state'],
      removedCapabilities: [],
      addedHosts: [],
      files: 5,
      bytes: zip.length,
    });
    expect(await pluginsSnapshot(server, admin)).toBe(before);
  });

  it('says what an update changes against the installed version', async () => {
    const installed = await installPlugin(admin, await bundleOf('changing'));
    const next = await bundleOf('changing', {
      version: '2.0.0',
      capabilities: ['messages.send', 'network'],
      network: ['api.example.com'],
    });
    expect(await checkPlugin(admin, next)).toMatchObject({
      installed: { id: installed.id, version: '1.0.0' },
      addedCapabilities: ['network'],
      removedCapabilities: ['chat.read', 'storage', 'state'],
      addedHosts: ['api.example.com'],
    });
  });
});

describe('install', () => {
  it('stores the record and the files, and serves the icon to anyone', async () => {
    const zip = await bundleOf('fresh');
    const record = await installPlugin(admin, zip);
    expect(record).toMatchObject({
      collectionName: 'plugins',
      pluginId: 'fresh',
      version: '1.0.0',
      manifest: testManifest({ id: 'fresh' }),
      capabilities: ['messages.send', 'chat.read', 'storage', 'state'],
      bundleHash: createHash('sha256').update(zip).digest('hex'),
      bundleSize: zip.length,
    });
    const files = (await storedPluginFiles(server)).filter((f) => f.startsWith(record.id));
    expect(files.map((f) => f.split('/').slice(3).join('/')).sort()).toEqual([
      'app.js',
      'icon.svg',
      'index.html',
      'manifest.json',
      'style.css',
    ]);
    const icon = await fetch(`${server.url}${PLUGIN_ROUTES.icon(record.id)}`);
    expect(icon.status).toBe(200);
    expect(await icon.text()).toBe(TEST_ICON);
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(icon.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(icon.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const again = await fetch(`${server.url}${PLUGIN_ROUTES.icon(record.id)}`, {
      headers: { 'If-None-Match': icon.headers.get('ETag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for the icon of a plugin without one, or of no plugin', async () => {
    const record = await installPlugin(admin, await bundleOf('iconless', { icon: undefined }));
    expect((await fetch(`${server.url}${PLUGIN_ROUTES.icon(record.id)}`)).status).toBe(404);
    expect((await fetch(`${server.url}${PLUGIN_ROUTES.icon('nothing')}`)).status).toBe(404);
  });

  it('lists the catalogue to signed-in users only', async () => {
    await installPlugin(admin, await bundleOf('listed'));
    const user = await person(server, 'reader');
    const names = (await user.pb.collection('plugins').getFullList()).map((p) => p['pluginId']);
    expect(names).toContain('listed');
    expect(await server.client().collection('plugins').getFullList()).toEqual([]);
  });
});

describe('who may', () => {
  it.each([
    ['a guest', 401],
    ['a user', 403],
  ] as const)('%s checks, installs or removes nothing (%i)', async (who, status) => {
    const installed = await installPlugin(admin, await bundleOf(`kept-${status}`));
    const pb = who === 'a guest' ? server.client() : (await person(server, 'pretender')).pb;
    const zip = await bundleOf(`intruder-${status}`);
    const before = await pluginsSnapshot(server, admin);
    for (const call of [
      () => checkPlugin(pb, zip),
      () => installPlugin(pb, zip),
      () => removePlugin(pb, installed.id),
    ]) {
      const error = await failure(call());
      expect(error.status).toBe(status);
      expect(error.response).toMatchObject({ status, data: {} });
    }
    expect(await pluginsSnapshot(server, admin)).toBe(before);
  });

  it('a user cannot write the catalogue through the records API', async () => {
    const user = await person(server, 'sneaky');
    const error = await failure(
      user.pb.collection('plugins').create({ pluginId: 'sneaky', version: '1.0.0', manifest: {} }),
    );
    expect(error.status).toBe(403);
  });
});

describe('bad bundles', () => {
  /** Refused with `status` and `code`, and nothing written. */
  async function expectRefused(zip: Uint8Array, status: number, code?: string): Promise<string> {
    const before = await pluginsSnapshot(server, admin);
    const error = await failure(installPlugin(admin, zip));
    expect(error.status).toBe(status);
    if (code) {
      expect(error.response).toMatchObject({
        status,
        message: 'The plugin bundle is not valid.',
        data: { bundle: { code, message: expect.any(String) } },
      });
    }
    expect((await failure(checkPlugin(admin, zip))).status).toBe(status);
    expect(await pluginsSnapshot(server, admin)).toBe(before);
    return String((error.response['data'] as { bundle?: { message?: string } }).bundle?.message);
  }

  it('refuses what is not a zip', async () => {
    await expectRefused(Buffer.from('{"id":"x"}'), 400, 'validation_plugin_bundle_not_zip');
  });

  it('refuses a zip-slip path', async () => {
    const zip = await makeZip([
      ...Object.entries(testBundleContent()).map(([name, data]) => ({ name, data })),
      { name: 'xx/xx/evil.js', data: 'evil' },
    ]);
    await expectRefused(
      forgeNames(zip, 'xx/xx/evil.js', '../../evil.js'),
      400,
      'validation_plugin_bundle_unsafe_path',
    );
  });

  it('refuses a symbolic link', async () => {
    const zip = await makeZip([
      ...Object.entries(testBundleContent()).map(([name, data]) => ({ name, data })),
      { name: 'secrets', data: '../../../data.db', mode: 0o120777 },
    ]);
    await expectRefused(zip, 400, 'validation_plugin_bundle_link');
  });

  it('refuses too many files', async () => {
    const extra = Object.fromEntries(
      Array.from({ length: PLUGIN_BUNDLE_MAX_FILES }, (_, i) => [`f/${i}.txt`, `${i}`]),
    );
    await expectRefused(
      await makeBundle(testBundleContent(testManifest({ id: 'crowded' }), extra)),
      400,
      'validation_plugin_bundle_too_many_files',
    );
  });

  it('refuses a bundle over the size limit: 400 just over, 413 well over', async () => {
    const noise = (size: number) => randomBytes(size);
    const justOver = await makeBundle(
      testBundleContent(testManifest({ id: 'heavy' }), {
        'noise.bin': noise(PLUGIN_BUNDLE_MAX_BYTES + 1000),
      }),
    );
    await expectRefused(justOver, 400, 'validation_plugin_bundle_too_large');
    const wellOver = await makeBundle(
      testBundleContent(testManifest({ id: 'heavy' }), {
        'noise.bin': noise(PLUGIN_BUNDLE_MAX_BYTES + 200_000),
      }),
    );
    await expectRefused(wellOver, 413);
    const raw = await fetch(`${server.url}${PLUGIN_ROUTES.install}`, {
      method: 'POST',
      headers: { Authorization: admin.authStore.token },
      body: bundleForm(wellOver),
    });
    expect(raw.status).toBe(413);
    expect(await raw.json()).toEqual({
      status: 413,
      message: 'Request entity too large.',
      data: {},
    });
  });

  it('refuses a manifest that is not JSON', async () => {
    const zip = await makeBundle({ ...testBundleContent(), 'manifest.json': '{ id: sample }' });
    expect(await expectRefused(zip, 400, 'validation_plugin_manifest_invalid')).toContain(
      'manifest.json is not valid JSON',
    );
  });

  it('refuses a manifest the schema refuses, saying what to fix', async () => {
    const manifest = testManifest({
      contributes: { commands: [{ name: 'Bad Name', description: 'x' }] },
    });
    const zip = await makeBundle(testBundleContent(manifest));
    expect(await expectRefused(zip, 400, 'validation_plugin_manifest_invalid')).toBe(
      'manifest.json: /contributes/commands/0/name must match ^[a-z0-9-]{1,32}$',
    );
  });

  it('refuses a bundle without its entry page', async () => {
    const { 'index.html': _page, ...rest } = testBundleContent();
    await expectRefused(await makeBundle(rest), 400, 'validation_plugin_file_missing');
  });

  it('refuses a bundle without manifest.json', async () => {
    const { 'manifest.json': _manifest, ...rest } = testBundleContent();
    await expectRefused(await makeBundle(rest), 400, 'validation_plugin_manifest_missing');
  });

  it('refuses scripts outside the bundle', async () => {
    const zip = await makeBundle(
      testBundleContent(testManifest(), {
        'index.html': '<script src="https://cdn.example.com/lib.js"></script>',
      }),
    );
    expect(await expectRefused(zip, 400, 'validation_plugin_outside_script')).toContain(
      'scripts outside the bundle',
    );
  });

  it('refuses a form without a bundle', async () => {
    const before = await pluginsSnapshot(server, admin);
    const error = await failure(
      admin.send(PLUGIN_ROUTES.install, { method: 'POST', body: new FormData() }),
    );
    expect(error.status).toBe(400);
    expect(error.response).toMatchObject({ data: { bundle: { code: 'validation_required' } } });
    expect(await pluginsSnapshot(server, admin)).toBe(before);
  });
});

describe('update', () => {
  it('replaces the files and the record, keeping the record id', async () => {
    const first = await installPlugin(admin, await bundleOf('evolving'));
    const second = await installPlugin(
      admin,
      await bundleOf('evolving', { version: '1.1.0' }, { 'index.html': '<p>v2</p>', 'new.js': '' }),
    );
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ version: '1.1.0' });
    expect(second['bundleHash']).not.toBe(first['bundleHash']);
    const files = (await storedPluginFiles(server)).filter((f) => f.startsWith(first.id));
    // Only the new bundle's folder is left.
    expect(new Set(files.map((f) => f.split('/')[2])).size).toBe(1);
    expect(files.some((f) => f.endsWith('/new.js'))).toBe(true);
  });

  it('installing the same bundle again changes nothing but the record time', async () => {
    const zip = await bundleOf('same');
    const first = await installPlugin(admin, zip);
    const files = await storedPluginFiles(server);
    const second = await installPlugin(admin, zip);
    expect(second.id).toBe(first.id);
    expect(await storedPluginFiles(server)).toEqual(files);
  });

  it('a refused update leaves the installed version whole', async () => {
    const installed = await installPlugin(admin, await bundleOf('steady'));
    const before = await pluginsSnapshot(server, admin);
    const broken = await bundleOf('steady', { version: '2.0.0', entry: 'missing.html' });
    expect((await failure(installPlugin(admin, broken))).status).toBe(400);
    expect(await pluginsSnapshot(server, admin)).toBe(before);
    expect((await admin.collection('plugins').getOne(installed.id))['version']).toBe('1.0.0');
  });

  it('an update that fails once its files are written leaves the installed version whole', async () => {
    const installed = await installPlugin(admin, await bundleOf('fragile'));
    const before = await pluginsSnapshot(server, admin);
    const stop = server.app.recordHooks.onBeforeWrite((event) => {
      if (event.collection.name === 'plugins') throw new Error('the disk is full');
    });
    try {
      const next = await bundleOf('fragile', { version: '2.0.0' }, { 'index.html': '<p>v2</p>' });
      expect((await failure(installPlugin(admin, next))).status).toBe(500);
    } finally {
      stop();
    }
    expect(await pluginsSnapshot(server, admin)).toBe(before);
    expect((await admin.collection('plugins').getOne(installed.id))['version']).toBe('1.0.0');
  });

  it('turns off grants that lack consent to a new capability, and drops dropped ones', async () => {
    const plugin = await installPlugin(admin, await bundleOf('growing'));
    const full = await person(server, 'full');
    const partial = await person(server, 'partial');
    await enablePlugin(full, plugin);
    await enablePlugin(partial, plugin, ['messages.send']);
    // Version 2 no longer asks `storage`: grants keep on, without it.
    await installPlugin(
      admin,
      await bundleOf('growing', {
        version: '2.0.0',
        capabilities: ['messages.send', 'chat.read', 'state'],
      }),
    );
    const grantOf = async (who: typeof full) =>
      who.pb.collection('plugin_grants').getFirstListItem(`plugin = "${plugin.id}"`);
    expect(await grantOf(full)).toMatchObject({
      enabled: true,
      granted: ['messages.send', 'chat.read', 'state'],
      consented: ['messages.send', 'chat.read', 'state'],
    });
    // Version 3 asks `notifications` too: off for everyone until they consent again.
    await installPlugin(
      admin,
      await bundleOf('growing', {
        version: '3.0.0',
        capabilities: ['messages.send', 'chat.read', 'state', 'notifications'],
      }),
    );
    expect(await grantOf(full)).toMatchObject({
      enabled: false,
      granted: ['messages.send', 'chat.read', 'state'],
    });
    expect(await grantOf(partial)).toMatchObject({ enabled: false, granted: ['messages.send'] });
    // Consenting again turns it back on.
    const grant = await grantOf(full);
    await full.pb.collection('plugin_grants').update(grant.id, {
      enabled: true,
      consented: ['messages.send', 'chat.read', 'state', 'notifications'],
    });
    expect(await grantOf(full)).toMatchObject({ enabled: true });
  });
});

describe('remove', () => {
  it('removes the record with its grants, storage and files', async () => {
    const plugin = await installPlugin(admin, await bundleOf('leaving'));
    const user = await person(server, 'leaver');
    await enablePlugin(user, plugin);
    await user.pb
      .collection('plugin_storage')
      .create({ user: user.id, plugin: plugin.id, key: 'k', value: 1 });
    await removePlugin(admin, plugin.id);
    expect((await failure(admin.collection('plugins').getOne(plugin.id))).status).toBe(404);
    expect(
      await admin.collection('plugin_grants').getFullList({ filter: `plugin = "${plugin.id}"` }),
    ).toEqual([]);
    expect(
      await admin.collection('plugin_storage').getFullList({ filter: `plugin = "${plugin.id}"` }),
    ).toEqual([]);
    expect((await storedPluginFiles(server)).filter((f) => f.startsWith(plugin.id))).toEqual([]);
  });

  it('answers 404 for a plugin that is not installed', async () => {
    const error = await failure(removePlugin(admin, 'nothing'));
    expect(error.status).toBe(404);
  });
});
