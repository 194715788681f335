import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import { isS3NotFound } from '../filesystem/s3-client.js';
import { formatDate } from '../lib/dates.js';
import type { BackupArchives, BackupFileInfo } from './backup-archives.js';
import { isSafeBackupKey } from './backup-names.js';

const ZIP = 'application/zip';

/** Archives up to this size go up in one PUT; larger ones in parts of at least this size. */
const DEFAULT_PART_SIZE = 64 * 1024 * 1024;
/** S3's limit on the parts of one multipart upload. */
const MAX_PARTS = 10_000;

/**
 * Backup archives as objects at the top of an S3 bucket (PocketBase's `backups.s3`), keyed by
 * their file names. An archive larger than one part is uploaded in parts (a single PUT stops at
 * 5 GiB), read from its file one part at a time.
 */
export class S3BackupArchives implements BackupArchives {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly partSize = DEFAULT_PART_SIZE,
  ) {}

  async list(): Promise<BackupFileInfo[]> {
    const infos: BackupFileInfo[] = [];
    let continuationToken: string | undefined;
    do {
      // The delimiter keeps objects in "folders" out: archives live at the top of the bucket.
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Delimiter: '/',
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || !isSafeBackupKey(object.Key)) continue;
        const modified = formatDate(object.LastModified ?? new Date(0));
        infos.push({ key: object.Key, size: object.Size ?? 0, modified });
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return infos.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }

  async save(key: string, file: string): Promise<void> {
    const { size } = await stat(file);
    if (size <= this.partSize) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: ZIP,
        }),
      );
    } else {
      await this.uploadInParts(key, file, size);
    }
    await rm(file, { force: true });
  }

  async open(key: string): Promise<ReadableStream<Uint8Array> | null> {
    const body = await this.body(key);
    return body?.transformToWebStream() ?? null;
  }

  async localFile(key: string, workDir: string): Promise<string | null> {
    const body = await this.body(key);
    if (!body) return null;
    const file = join(workDir, 'download.zip');
    // note: in Node the SDK hands the body over as a Readable (the guard tells TypeScript).
    if (!(body instanceof Readable)) throw new Error('unexpected S3 body type');
    await pipeline(body, createWriteStream(file));
    return file;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  private async uploadInParts(key: string, file: string, size: number): Promise<void> {
    const partSize = Math.max(this.partSize, Math.ceil(size / MAX_PARTS));
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: ZIP }),
    );
    const target = { Bucket: this.bucket, Key: key, UploadId };
    try {
      const parts: CompletedPart[] = [];
      for (let start = 0, number = 1; start < size; start += partSize, number += 1) {
        const end = Math.min(start + partSize, size) - 1;
        const { ETag } = await this.client.send(
          new UploadPartCommand({
            ...target,
            PartNumber: number,
            Body: createReadStream(file, { start, end }),
            ContentLength: end + 1 - start,
          }),
        );
        parts.push({ PartNumber: number, ETag });
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({ ...target, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      // An unfinished upload's parts are stored (and billed) until aborted.
      await this.client.send(new AbortMultipartUploadCommand(target)).catch(() => undefined);
      throw error;
    }
  }

  private async body(key: string) {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return object.Body ?? null;
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }
}
