import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../test/s3-test-server.js';
import { LocalFsBlobStore } from './local-fs-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';
import { createS3Client, type S3Config } from './s3-client.js';
import { SettingsBlobStore } from './settings-blob-store.js';

let s3: TestS3Server;
let root: string;
beforeAll(async () => {
  s3 = await startTestS3Server(['first', 'second']);
  root = await mkdtemp(join(tmpdir(), 'hearth-blobs-'));
});
afterAll(async () => {
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

describe('SettingsBlobStore', () => {
  it('sends each call to the store the settings name at that moment, moving nothing', async () => {
    const local = new LocalFsBlobStore(root);
    const bucket = (name: string) => new S3BlobStore(createS3Client(s3.settingsFor(name)), name);
    let config: S3Config = { ...s3.settingsFor('first'), enabled: false };
    const store = new SettingsBlobStore(local, () => config);

    await store.write('c1/r1/a.txt', bytes('on disk'));
    expect(await local.read('c1/r1/a.txt')).toEqual(Buffer.from('on disk'));

    config = s3.settingsFor('first');
    expect(await store.read('c1/r1/a.txt')).toBeNull();
    await store.write('c1/r1/b.txt', bytes('in first'));
    expect(await bucket('first').read('c1/r1/b.txt')).toEqual(Buffer.from('in first'));
    expect(await local.read('c1/r1/b.txt')).toBeNull();

    config = s3.settingsFor('second');
    await store.write('c1/r1/c.txt', bytes('in second'));
    expect(await bucket('second').read('c1/r1/c.txt')).toEqual(Buffer.from('in second'));
    expect(await bucket('first').read('c1/r1/c.txt')).toBeNull();

    config = { ...config, enabled: false };
    expect(await store.read('c1/r1/a.txt')).toEqual(Buffer.from('on disk'));
    await store.deletePrefix('c1/r1');
    expect(await local.read('c1/r1/a.txt')).toBeNull();
    expect(await bucket('second').read('c1/r1/c.txt')).toEqual(Buffer.from('in second'));
  });
});

function bytes(value: string): Uint8Array {
  return new TextEncoder().encode(value);
}
