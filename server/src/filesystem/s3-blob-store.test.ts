import {
  CreateBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../test/s3-test-server.js';
import { runBlobStoreConformance } from './blob-store.case.js';
import { createS3Client } from './s3-client.js';
import { S3BlobStore } from './s3-blob-store.js';

let s3: TestS3Server;
let client: S3Client;
beforeAll(async () => {
  s3 = await startTestS3Server(['blobs', 'many']);
  client = createS3Client(s3.settingsFor('blobs'));
});
afterAll(async () => {
  client.destroy();
  await s3.stop();
});

let nextBucket = 0;

// Every test gets a bucket of its own, so tests never see each other's objects; s3rver's
// folder goes with the server.
runBlobStoreConformance('S3 (s3rver)', async () => {
  const bucket = `conformance-${++nextBucket}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return { store: new S3BlobStore(client, bucket), dispose: async () => undefined };
});

describe('S3BlobStore', () => {
  it('deletes a prefix holding more objects than one page of ListObjectsV2', async () => {
    const store = new S3BlobStore(createS3Client(s3.settingsFor('many')), 'many');
    const keys = Array.from({ length: 1005 }, (_, i) => `c1/r1/thumbs_a.png/${i}x${i}_a.png`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(
        keys
          .slice(i, i + 50)
          .map((Key) => client.send(new PutObjectCommand({ Bucket: 'many', Key, Body: 't' }))),
      );
    }
    await store.write('c1/r1/a.png', new Uint8Array([1]));
    await store.deletePrefix('c1/r1/thumbs_a.png');
    const left = await client.send(new ListObjectsV2Command({ Bucket: 'many' }));
    expect(left.Contents?.map((object) => object.Key)).toEqual(['c1/r1/a.png']);
  }, 60_000);

  it('reports a missing bucket as an error, not as a missing blob', async () => {
    const store = new S3BlobStore(client, 'no-such-bucket');
    await expect(store.read('c1/r1/a.txt')).rejects.toThrow();
    await expect(store.write('c1/r1/a.txt', new Uint8Array([1]))).rejects.toThrow();
  });
});
