import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { isSafeBlobKey, type BlobInfo, type BlobStore, type ByteRange } from './blob-store.js';
import { isS3InvalidRange, isS3NotFound } from './s3-client.js';

/**
 * Stores blobs as objects of an S3 bucket, the blob key being the object key. S3 has no folders:
 * a key's `/` segments only read like them, so "a folder is not a blob" holds by itself, and
 * `deletePrefix` lists the objects under `prefix/` and deletes them in batches.
 */
export class S3BlobStore implements BlobStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async write(key: string, data: Uint8Array): Promise<void> {
    // A PUT replaces the object at once: readers see the old bytes or the new, never a mix.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: checked(key), Body: data }),
    );
  }

  async read(key: string): Promise<Buffer | null> {
    const body = await this.get(checked(key));
    if (!body) return null;
    const bytes = await body.transformToByteArray();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
    checked(key);
    if (!range) return (await this.get(key))?.transformToWebStream() ?? null;
    // The range is clamped against the size first: S3 answers 416 to a range that starts at or
    // past the end (and so to any range of an empty object), where the contract wants no bytes.
    const info = await this.stat(key);
    if (!info) return null;
    const start = Math.max(range.start, 0);
    const end = Math.min(range.end, info.size - 1);
    if (end < start) return emptyStream();
    try {
      const body = await this.get(key, `bytes=${start}-${end}`);
      return body?.transformToWebStream() ?? null;
    } catch (error) {
      // note: the object shrank between the HEAD and the GET.
      if (isS3InvalidRange(error)) return emptyStream();
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checked(key) }),
      );
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date() };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 deletes a missing object without complaint, and "a/b" never names the objects under "a/b/".
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = prefix.replace(/\/+$/, '');
    checked(folder);
    let continuationToken: string | undefined;
    do {
      // One page is at most 1000 keys, which is also DeleteObjects' limit per call.
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          ContinuationToken: continuationToken,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (keys.length > 0) await this.deleteObjects(keys);
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  private async deleteObjects(keys: string[]): Promise<void> {
    const result = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = result.Errors?.[0];
    if (failed) {
      throw new Error(`failed to delete ${failed.Key ?? 'an object'}: ${failed.Message ?? ''}`);
    }
  }

  private async get(key: string, range?: string) {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }),
      );
      return object.Body ?? null;
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }
}

function checked(key: string): string {
  if (!isSafeBlobKey(key)) throw new Error(`unsafe blob key: ${JSON.stringify(key)}`);
  return key;
}

function emptyStream(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
}
