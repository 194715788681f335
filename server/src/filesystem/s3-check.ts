import { randomString } from '../lib/random.js';
import { createS3Client, type S3Config } from './s3-client.js';
import { S3BlobStore } from './s3-blob-store.js';

/**
 * Checks that a bucket can be written, listed and deleted from with the given config, the way
 * PocketBase's settings test does: it uploads `pb_settings_test_<random>/test.txt`, then deletes
 * that prefix. Throws with the reason when any step fails.
 */
export async function checkS3Access(config: S3Config): Promise<void> {
  const client = createS3Client(config);
  const store = new S3BlobStore(client, config.bucket);
  const prefix = `pb_settings_test_${randomString(5)}`;
  try {
    await store.write(`${prefix}/test.txt`, new TextEncoder().encode('test')).catch((error) => {
      throw new Error(`failed to upload a test file: ${reasonOf(error)}`, { cause: error });
    });
    await store.deletePrefix(prefix).catch((error: unknown) => {
      throw new Error(`failed to delete a test file: ${reasonOf(error)}`, { cause: error });
    });
  } finally {
    client.destroy();
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
