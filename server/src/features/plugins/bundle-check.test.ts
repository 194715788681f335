import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkBundle } from './bundle-check.js';
import { BundleError } from './bundle-error.js';
import {
  makeBundle,
  makeZip,
  testBundleContent,
  testManifest,
  type BundleContent,
} from './test-bundles.js';

/** What a bundle of these files is refused with: `code: message`, or `ok`. */
async function verdict(content: BundleContent): Promise<string> {
  try {
    await checkBundle(await makeBundle(content));
    return 'ok';
  } catch (error) {
    if (error instanceof BundleError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

/** The verdict on the test plugin with a changed manifest (or changed files). */
const withManifest = (overrides: Record<string, unknown>, files: BundleContent = {}) =>
  verdict(testBundleContent(testManifest(overrides), files));

describe('checkBundle', () => {
  it('accepts the test plugin and gives its manifest, hash and size', async () => {
    const zip = await makeBundle();
    const checked = await checkBundle(zip);
    expect(checked.manifest).toEqual(testManifest());
    expect(checked.hash).toBe(createHash('sha256').update(zip).digest('hex'));
    expect(checked.size).toBe(zip.length);
    expect(checked.files.size).toBe(5);
  });

  it('needs manifest.json at the root, and says so when it is one folder down', async () => {
    const content = testBundleContent();
    const { 'manifest.json': manifest = '', ...rest } = content;
    expect(await verdict(rest)).toBe(
      'validation_plugin_manifest_missing: manifest.json must be at the root of the bundle',
    );
    const nested = await makeZip([
      { name: 'sample/manifest.json', data: manifest },
      { name: 'sample/index.html', data: 'x' },
    ]);
    const error = await checkBundle(nested).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BundleError);
    expect(String((error as Error).message)).toContain('found sample/manifest.json');
  });

  it('refuses a manifest that is not JSON', async () => {
    expect(
      await verdict({ ...testBundleContent(), 'manifest.json': '{ "id": "sample", }' }),
    ).toMatch(/^validation_plugin_manifest_invalid: manifest.json is not valid JSON/);
  });

  it('reads a manifest saved with a byte order mark', async () => {
    const manifest = `\uFEFF${JSON.stringify(testManifest())}`;
    expect(await verdict({ ...testBundleContent(), 'manifest.json': manifest })).toBe('ok');
  });

  it.each([
    [{ id: 'Sample' }, '/id must match ^[a-z][a-z0-9-]{1,39}$'],
    [{ id: undefined }, '/ must have "id"'],
    [{ version: 'one' }, '/version must match'],
    [{ name: '' }, '/name must NOT have fewer than 1 characters'],
    [{ name: { fr: 'Exemple' } }, '/name must not have "fr"'],
    [{ name: 3 }, '/name must be string or object'],
    [{ capabilities: ['camera'] }, '/capabilities/0 must be one of messages.send, chat.read'],
    [{ capabilities: ['state', 'state'] }, '/capabilities must NOT have duplicate items'],
    [{ contributes: {} }, '/contributes must NOT have fewer than 1 properties'],
    [
      { contributes: { commands: [{ name: 'Poll!', description: 'x' }] } },
      '/contributes/commands/0/name must match ^[a-z0-9-]{1,32}$',
    ],
    [
      { contributes: { messages: [{ type: 'card', height: 900 }] } },
      '/contributes/messages/0/height must be <= 480',
    ],
    [{ homepage: 'https://example.com' }, '/ must not have "homepage"'],
  ])('refuses a manifest the schema refuses: %j', async (overrides, message) => {
    expect(await withManifest(overrides)).toContain(
      `validation_plugin_manifest_invalid: manifest.json: ${message}`,
    );
  });

  it('accepts the $schema key editors use', async () => {
    expect(await withManifest({ $schema: '../manifest.schema.json' })).toBe('ok');
  });

  it('needs the entry and the icon in the bundle, as a page and an image', async () => {
    expect(await withManifest({ entry: 'main.html' })).toBe(
      'validation_plugin_file_missing: manifest.json: /entry names main.html, which is not in the bundle',
    );
    expect(await withManifest({ icon: 'logo.png' })).toMatch(
      /^validation_plugin_file_missing: .*logo\.png/,
    );
    expect(await withManifest({ entry: 'app.js' })).toMatch(
      /^validation_plugin_manifest_invalid: manifest.json: \/entry must name a .html, .htm file/,
    );
    expect(await withManifest({ icon: 'style.css' })).toMatch(
      /\/icon must name a .svg, .png, .webp file/,
    );
    expect(await withManifest({ icon: undefined })).toBe('ok');
  });

  it('needs command names, message types and composer actions to be unique', async () => {
    const twice = { name: 'go', description: 'Go' };
    expect(await withManifest({ contributes: { commands: [twice, twice] } })).toContain(
      '/contributes/commands/1/name "go" is used twice',
    );
    expect(
      await withManifest({ contributes: { messages: [{ type: 'a' }, { type: 'a' }] } }),
    ).toContain('/contributes/messages/1/type "a" is used twice');
    const action = { id: 'pick', title: 'Pick' };
    expect(await withManifest({ contributes: { composerActions: [action, action] } })).toContain(
      '/contributes/composerActions/1/id "pick" is used twice',
    );
  });

  it('needs network hosts exactly with the network capability, as plain host names', async () => {
    const caps = ['network'];
    expect(
      await withManifest({ capabilities: caps, network: ['api.example.com', '*.cdn.example.org'] }),
    ).toBe('ok');
    expect(await withManifest({ capabilities: caps })).toContain('/network must list the hosts');
    expect(await withManifest({ network: ['api.example.com'] })).toContain(
      '/network is only allowed with the network capability',
    );
    for (const host of [
      'https://api.example.com',
      'api.example.com/v1',
      'api.example.com:443',
      'localhost',
      '*.com',
      'API.example.com',
      'a.*.example.com',
    ]) {
      expect(await withManifest({ capabilities: caps, network: [host] })).toContain(
        `/network/0 "${host}" must be a plain host name`,
      );
    }
  });

  it.each([
    [
      '<script src="https://cdn.example.com/lib.js"></script>',
      '<script src="https://cdn.example.com/lib.js">',
    ],
    ['<script src="//cdn.example.com/lib.js"></script>', '<script src="//cdn.example.com/lib.js">'],
    ['<script src="/assets/index.js"></script>', '<script src="/assets/index.js">'],
    ['<script src="../../x.js"></script>', '<script src="../../x.js">'],
    [
      '<script src="data:text/javascript,alert(1)"></script>',
      '<script src="data:text/javascript,alert(1)">',
    ],
    [
      '<link rel="stylesheet" href="http://fonts.example.com/a.css">',
      '<link href="http://fonts.example.com/a.css">',
    ],
    ['<iframe src="https://example.com"></iframe>', '<iframe src="https://example.com">'],
    ['<base href="https://cdn.example.com/">', '<base href="https://cdn.example.com/">'],
    [
      '<style>@import url("https://fonts.example.com/a.css");</style>',
      '@import https://fonts.example.com/a.css',
    ],
    [
      '<SCRIPT SRC="HTTPS://cdn.example.com/x.js"></SCRIPT>',
      '<script src="HTTPS://cdn.example.com/x.js">',
    ],
    ['<script src="ht\ttps://cdn.example.com/x.js"></script>', 'cdn.example.com/x.js'],
    ['<script src="..\\..\\x.js"></script>', 'x.js'],
  ])('refuses a page that loads from outside the bundle: %s', async (tag, named) => {
    const result = await withManifest({}, { 'index.html': `<!doctype html><head>${tag}</head>` });
    expect(result).toMatch(
      /^validation_plugin_outside_script: index.html: scripts outside the bundle/,
    );
    expect(result).toContain(named);
  });

  it('accepts pages that load only from the bundle, in any folder', async () => {
    const page =
      '<link rel="stylesheet" href="./css/a.css"><script src="js/app.js?v=2"></script>' +
      '<a href="https://example.com">a link is not a load</a><img src="https://example.com/x.png">' +
      '<script>const url = "https://example.com";</script>';
    expect(await withManifest({}, { 'index.html': page })).toBe('ok');
    expect(await withManifest({}, { 'pages/help.html': '<script src="../app.js"></script>' })).toBe(
      'ok',
    );
  });
});
