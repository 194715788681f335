import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../filesystem/s3-client.js';
import { startTestS3Server, type TestS3Server } from '../test/s3-test-server.js';
import { S3BackupArchives } from './s3-backup-archives.js';

const PART_SIZE = 1024;

let s3: TestS3Server;
let client: S3Client;
let work: string;
let archives: S3BackupArchives;
beforeAll(async () => {
  s3 = await startTestS3Server(['archives']);
  client = createS3Client(s3.settingsFor('archives'));
  work = await mkdtemp(join(tmpdir(), 'hearth-archives-'));
  archives = new S3BackupArchives(client, 'archives', PART_SIZE);
});
afterAll(async () => {
  client.destroy();
  await s3.stop();
  await rm(work, { recursive: true, force: true });
});

async function objectBytes(key: string): Promise<Buffer> {
  const object = await client.send(new GetObjectCommand({ Bucket: 'archives', Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

describe('S3BackupArchives', () => {
  it.each([
    ['in one PUT', PART_SIZE],
    ['in parts, the last one short', 4 * PART_SIZE + 17],
  ])('uploads an archive %s and takes the local file', async (_name, size) => {
    const bytes = randomBytes(size);
    const file = join(work, `upload-${size}.zip`);
    await writeFile(file, bytes);
    await archives.save(`size-${size}.zip`, file);
    expect(await objectBytes(`size-${size}.zip`)).toEqual(bytes);
    expect(existsSync(file)).toBe(false);
    expect(await archives.size(`size-${size}.zip`)).toBe(size);
  });

  it('downloads an archive into the work folder for a restore', async () => {
    const bytes = randomBytes(3000);
    await client.send(new PutObjectCommand({ Bucket: 'archives', Key: 'r.zip', Body: bytes }));
    const local = await archives.localFile('r.zip', work);
    expect(local?.startsWith(work)).toBe(true);
    expect(await readFile(local ?? '')).toEqual(bytes);
    expect(await archives.localFile('missing.zip', work)).toBeNull();
  });

  it('lists only archives with safe names at the top of the bucket', async () => {
    for (const Key of ['dir/inside.zip', '.hidden.zip', 'notes.txt', 'listed.zip']) {
      await client.send(new PutObjectCommand({ Bucket: 'archives', Key, Body: 'PK' }));
    }
    const keys = (await archives.list()).map((info) => info.key);
    expect(keys).toContain('listed.zip');
    expect(keys).not.toContain('dir/inside.zip');
    expect(keys).not.toContain('.hidden.zip');
    expect(keys).toEqual([...keys].sort());
  });
});
