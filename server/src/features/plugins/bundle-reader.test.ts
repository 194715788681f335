import { describe, expect, it } from 'vitest';
import { BundleError } from './bundle-error.js';
import { BUNDLE_LIMITS, readBundle, type BundleLimits } from './bundle-reader.js';
import { forgeNames, makeBundle, makeZip, testBundleContent } from './test-bundles.js';

/** The code a bundle is refused with, or `read` when it is read. */
async function outcome(bytes: Uint8Array, limits: BundleLimits = BUNDLE_LIMITS): Promise<string> {
  try {
    await readBundle(bytes, limits);
    return 'read';
  } catch (error) {
    if (error instanceof BundleError) return error.code;
    throw error;
  }
}

async function refusal(bytes: Uint8Array, limits?: BundleLimits): Promise<BundleError> {
  const error = await readBundle(bytes, limits).catch((e: unknown) => e);
  if (!(error instanceof BundleError)) throw new Error('expected a BundleError');
  return error;
}

describe('readBundle', () => {
  it('reads every file of a zip by its path, leaving out folders and macOS debris', async () => {
    const zip = await makeZip([
      { name: 'manifest.json', data: '{}' },
      { name: 'assets/', data: '' },
      { name: 'assets/app.js', data: 'run()' },
      { name: '__MACOSX/._app.js', data: 'resource fork' },
    ]);
    const files = await readBundle(zip);
    expect([...files.keys()]).toEqual(['manifest.json', 'assets/app.js']);
    expect(files.get('assets/app.js')?.toString()).toBe('run()');
  });

  it('refuses what is not a zip', async () => {
    expect(await outcome(Buffer.from('<html>not a zip</html>'))).toBe(
      'validation_plugin_bundle_not_zip',
    );
    expect(await outcome(new Uint8Array())).toBe('validation_plugin_bundle_not_zip');
  });

  it('refuses a zip larger than the limit before reading it', async () => {
    const zip = await makeBundle();
    const limits = { ...BUNDLE_LIMITS, maxBytes: zip.length - 1 };
    expect(await outcome(zip, limits)).toBe('validation_plugin_bundle_too_large');
    expect(await outcome(zip, { ...limits, maxBytes: zip.length })).toBe('read');
  });

  it('refuses more files than the limit', async () => {
    const zip = await makeBundle(testBundleContent()); // five files
    expect(await outcome(zip, { ...BUNDLE_LIMITS, maxFiles: 4 })).toBe(
      'validation_plugin_bundle_too_many_files',
    );
    expect(await outcome(zip, { ...BUNDLE_LIMITS, maxFiles: 5 })).toBe('read');
  });

  it('counts unpacked bytes while inflating, whatever sizes the zip declares', async () => {
    // A small zip of highly compressible data: 600 KB in, a few hundred bytes packed.
    const zip = await makeZip([{ name: 'big.txt', data: Buffer.alloc(600_000, 'a') }]);
    expect(zip.length).toBeLessThan(10_000);
    const limits = { ...BUNDLE_LIMITS, maxUnpackedBytes: 500_000 };
    expect(await outcome(zip, limits)).toBe('validation_plugin_bundle_too_large');
    expect(await outcome(zip, { ...limits, maxUnpackedBytes: 600_000 })).toBe('read');
  });

  it('refuses a file that unpacks to more than the size it declares', async () => {
    const zip = await makeZip([{ name: 'a.txt', data: Buffer.alloc(2000, 'x') }]);
    // Both headers declare 4 bytes: the local one at offset 22, the central one at offset 24.
    const lying = Buffer.from(zip);
    lying.writeUInt32LE(4, 22);
    lying.writeUInt32LE(4, lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    expect(await outcome(lying, { ...BUNDLE_LIMITS, maxUnpackedBytes: 1000 })).not.toBe('read');
    expect(await outcome(lying)).not.toBe('read');
  });

  it.each([
    ['a zip-slip path', 'xx/evil.html', '../evil.html'],
    ['an absolute path', 'xevil.html', '/evil.html'],
    ['a drive letter', 'xxevil.html', 'C:evil.html'],
    ['a backslash', 'a_evil.html', 'a\\evil.html'],
    ['a NUL', 'a_evil.html', 'a\u0000evil.html'],
    ['an empty segment', 'a__evil.html', 'a//evil.html'],
    ['a dot segment', 'x/evil.html', './evil.html'],
  ])('refuses %s', async (_kind, packed, forged) => {
    const zip = await makeZip([
      { name: 'manifest.json', data: '{}' },
      { name: packed, data: 'evil' },
    ]);
    const error = await refusal(forgeNames(zip, packed, forged));
    expect(error.code).toBe('validation_plugin_bundle_unsafe_path');
    expect(error.message).toContain('not a safe path');
  });

  it('refuses a symbolic link', async () => {
    const zip = await makeZip([
      { name: 'manifest.json', data: '{}' },
      { name: 'passwd', data: '/etc/passwd', mode: 0o120777 },
    ]);
    const error = await refusal(zip);
    expect(error.code).toBe('validation_plugin_bundle_link');
    expect(error.message).toContain('passwd');
  });

  it('refuses a name given twice', async () => {
    const zip = await makeZip([
      { name: 'index.html', data: 'one' },
      { name: 'indey.html', data: 'two' },
    ]);
    const error = await refusal(forgeNames(zip, 'indey.html', 'index.html'));
    expect(error.code).toBe('validation_plugin_bundle_duplicate_file');
  });

  it('refuses a damaged file', async () => {
    const zip = await makeZip([{ name: 'a.txt', data: Buffer.alloc(2000, 'x') }]);
    const damaged = Buffer.from(zip);
    // The compressed data starts after the local header (30 bytes) and the name.
    const at = 30 + 'a.txt'.length + 2;
    damaged.writeUInt8(damaged.readUInt8(at) ^ 0xff, at);
    expect(await outcome(damaged)).toBe('validation_plugin_bundle_not_zip');
  });
});
