import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_BACKUPS_MESSAGE } from '../../backups/database-engine-backups.js';
import { startTestS3Server, type TestS3Server } from '../../test/s3-test-server.js';
import { failure } from '../../test/sdk-outcome.js';
import { bandedImage, BLUE, imageInfo, RED } from '../../test/test-images.js';
import { OPEN_RULES, startTestServer, type TestServer } from '../../test/test-server.js';

let s3: TestS3Server;
let bucket: S3Client;
let server: TestServer;
let admin: PocketBase;
let user: PocketBase;
let png: Buffer;

beforeAll(async () => {
  s3 = await startTestS3Server(['files', 'archives']);
  bucket = s3.client();
  server = await startTestServer();
  admin = await server.superuser();
  user = (await server.user('s3-user@example.com')).pb;
  await admin.collections.create({
    name: 'photos',
    type: 'base',
    ...OPEN_RULES,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'image', type: 'file', maxSelect: 1, thumbs: ['20x20'] },
    ],
  });
  png = await bandedImage(60, 60, [RED, BLUE]);
});
afterAll(async () => {
  try {
    await server.close();
  } finally {
    bucket.destroy();
    await s3.stop();
  }
});

/** The object's bytes in the bucket, or `null` when there is none. */
async function objectIn(bucketName: string, key: string): Promise<Buffer | null> {
  try {
    const object = await bucket.send(new GetObjectCommand({ Bucket: bucketName, Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  } catch {
    return null;
  }
}

async function objectExists(bucketName: string, key: string): Promise<boolean> {
  return bucket
    .send(new HeadObjectCommand({ Bucket: bucketName, Key: key }))
    .then(() => true)
    .catch(() => false);
}

function keyOf(record: RecordModel): string {
  return `${record.collectionId}/${record.id}/${String(record['image'])}`;
}

async function upload(title: string): Promise<RecordModel> {
  const form = new FormData();
  form.append('title', title);
  form.append('image', new Blob([png], { type: 'image/png' }), 'photo.png');
  return user.collection('photos').create(form);
}

describe('uploaded files on S3', () => {
  it('keeps the secret write-only when a superuser turns s3 on', async () => {
    await admin.settings.update({ s3: s3.settingsFor('files') });
    const shown = await admin.settings.getAll();
    expect(shown['s3']).toMatchObject({ enabled: true, bucket: 'files', secret: '' });
    expect(server.app.settings.get().s3.secret).toBe(s3.settingsFor('files').secret);
  });

  it('stores a record file in the bucket and serves it back, thumbnails and ranges too', async () => {
    const record = await upload('in the bucket');
    expect(await objectIn('files', keyOf(record))).toEqual(png);
    expect(existsSync(join(server.dataDir, 'storage', keyOf(record)))).toBe(false);

    const url = user.files.getURL(record, String(record['image']));
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(png);

    const part = await fetch(url, { headers: { Range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(png.subarray(1, 4));

    const thumb = await fetch(
      user.files.getURL(record, String(record['image']), { thumb: '20x20' }),
    );
    expect(thumb.status).toBe(200);
    const thumbBytes = Buffer.from(await thumb.arrayBuffer());
    expect(await imageInfo(thumbBytes)).toMatchObject({ width: 20, height: 20 });
    const name = String(record['image']);
    const thumbKey = `${record.collectionId}/${record.id}/thumbs_${name}/20x20_${name}`;
    expect(await objectIn('files', thumbKey)).toEqual(thumbBytes);

    await user.collection('photos').delete(record.id);
    expect(await objectExists('files', keyOf(record))).toBe(false);
    expect(await objectExists('files', thumbKey)).toBe(false);
  });

  it('writes to local disk again once s3 is off, leaving the bucket as it was', async () => {
    const inBucket = await upload('stays in the bucket');
    await admin.settings.update({ s3: { enabled: false } });
    const onDisk = await upload('on disk');
    expect(existsSync(join(server.dataDir, 'storage', keyOf(onDisk)))).toBe(true);
    expect(await objectExists('files', keyOf(onDisk))).toBe(false);
    // PB compat: nothing moves; the bucket's files are out of reach until s3 is back on.
    expect(await objectExists('files', keyOf(inBucket))).toBe(true);
    const url = user.files.getURL(inBucket, String(inBucket['image']));
    expect((await fetch(url)).status).toBe(404);
    await admin.settings.update({ s3: { enabled: true } });
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('POST /api/settings/test/s3', () => {
  it('answers 204 when the bucket can be written, listed and deleted from', async () => {
    await admin.settings.update({ s3: s3.settingsFor('files') });
    expect(await admin.settings.testS3('storage')).toBe(true);
  });

  it('answers 400 with the reason when it cannot, or when S3 is off', async () => {
    // note: s3rver checks the access key but not SigV4 signatures, so a wrong secret would pass.
    await admin.settings.update({ s3: { accessKey: 'NOT-A-KEY' } });
    const refused = await failure(admin.settings.testS3('storage'));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^Failed to test the S3 filesystem.*Access Key Id/s);
    await admin.settings.update({ s3: { ...s3.settingsFor('files'), bucket: 'no-such-bucket' } });
    const missing = await failure(admin.settings.testS3('storage'));
    expect(missing.message).toMatch(/bucket does not exist/i);
    await admin.settings.update({ s3: { bucket: 'files', endpoint: 'http://127.0.0.1:1' } });
    const unreachable = await failure(admin.settings.testS3('storage'));
    expect(unreachable.message).toMatch(/ECONNREFUSED/);
    await admin.settings.update({ s3: s3.settingsFor('files') });

    await admin.settings.update({ backups: { s3: { enabled: false } } });
    const off = await failure(admin.settings.testS3('backups'));
    expect(off.status).toBe(400);
    expect(off.message).toContain('S3 storage filesystem is not enabled');
  });

  it('refuses an unknown filesystem, bad settings and callers who are not superusers', async () => {
    const unknown = await failure(admin.settings.testS3('elsewhere'));
    expect(unknown.status).toBe(400);
    expect(unknown.response['data']).toMatchObject({
      filesystem: { code: 'validation_in_invalid' },
    });
    const incomplete = await failure(
      admin.settings.update({ backups: { s3: { enabled: true, bucket: '' } } }),
    );
    expect(incomplete.response['data']).toMatchObject({
      backups: { s3: { bucket: { code: 'validation_required' } } },
    });
    expect((await failure(user.settings.testS3('storage'))).status).toBe(403);
    expect((await failure(server.client().settings.testS3('storage'))).status).toBe(401);
  });
});

describe('backups on S3', () => {
  const onPostgres = () => server.app.db.dialect.name === 'postgres';

  beforeAll(async () => {
    await admin.settings.update({ backups: { s3: s3.settingsFor('archives') } });
  });

  it('lists, downloads and deletes the archives in the bucket', async () => {
    // An archive put there from elsewhere (another instance, a copy of a local one).
    const placed = Buffer.from('PK\x05\x06'.padEnd(22, '\0'), 'latin1');
    await bucket.send(
      new PutObjectCommand({ Bucket: 'archives', Key: 'placed.zip', Body: placed }),
    );
    expect(await admin.backups.getFullList()).toEqual([
      { key: 'placed.zip', size: placed.length, modified: expect.any(String) },
    ]);

    const token = await admin.files.getToken();
    const download = await fetch(admin.backups.getDownloadURL(token, 'placed.zip'));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(placed.length));
    expect(Buffer.from(await download.arrayBuffer())).toEqual(placed);
    expect((await fetch(admin.backups.getDownloadURL(token, 'missing.zip'))).status).toBe(404);

    expect(await admin.backups.delete('placed.zip')).toBe(true);
    expect(await objectExists('archives', 'placed.zip')).toBe(false);
    expect(await admin.backups.getFullList()).toEqual([]);
  });

  it('creates, uploads and restores archives in the bucket (PostgreSQL makes none)', async () => {
    if (onPostgres()) {
      const refused = await failure(admin.backups.create('on-s3.zip'));
      expect(refused.message).toBe(POSTGRES_BACKUPS_MESSAGE);
      expect(await objectExists('archives', 'on-s3.zip')).toBe(false);
      return;
    }
    const kept = await upload('before the backup');
    expect(await admin.backups.create('on-s3.zip')).toBe(true);
    const archive = await objectIn('archives', 'on-s3.zip');
    expect(archive?.subarray(0, 2).toString()).toBe('PK');
    expect(await readdir(join(server.dataDir, 'backups')).catch(() => [])).toEqual([]);
    expect(await admin.backups.getFullList()).toEqual([
      { key: 'on-s3.zip', size: archive?.length, modified: expect.any(String) },
    ]);

    const form = new FormData();
    form.append('file', new Blob([archive ?? Buffer.alloc(0)]), 'uploaded.zip');
    expect(await admin.backups.upload(form)).toBe(true);
    expect(await objectIn('archives', 'uploaded.zip')).toEqual(archive);

    await user.collection('photos').delete(kept.id);
    expect(await admin.backups.restore('uploaded.zip')).toBe(true);
    expect((await admin.collection('photos').getOne(kept.id))['title']).toBe('before the backup');
    expect((await admin.backups.getFullList()).map((info) => info.key)).toEqual([
      'on-s3.zip',
      'uploaded.zip',
    ]);
  });

  it('keeps the newest cronMaxKeep automatic backups in the bucket', async () => {
    const older = '@auto_pb_backup_a_1.zip';
    await bucket.send(new PutObjectCommand({ Bucket: 'archives', Key: older, Body: 'PK' }));
    await server.app.backups.createAuto(1);
    const keys = (await admin.backups.getFullList()).map((info) => info.key);
    // note: on PostgreSQL the automatic backup is skipped (and logged), so nothing is pruned.
    expect(keys.includes(older)).toBe(onPostgres());
    const made = keys.filter((key) => key.startsWith('@auto_pb_backup_hearth_'));
    expect(made).toHaveLength(onPostgres() ? 0 : 1);
  });

  it('answers 400 with the reason when the bucket cannot be reached', async () => {
    await admin.settings.update({ backups: { s3: { bucket: 'no-such-bucket' } } });
    try {
      const listing = await failure(admin.backups.getFullList());
      expect(listing.status).toBe(400);
      expect(listing.message).toMatch(/^Failed to retrieve backup items.*bucket does not exist/s);
      expect((await failure(admin.backups.delete('uploaded.zip'))).status).toBe(400);
    } finally {
      await admin.settings.update({ backups: { s3: { bucket: 'archives' } } });
    }
  });
});
