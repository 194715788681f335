import type { BlobInfo, BlobStore, ByteRange } from './blob-store.js';
import { createS3Client, sameS3Config, type S3Config } from './s3-client.js';
import { S3BlobStore } from './s3-blob-store.js';

/**
 * The blob store the settings name at the time of each call: the S3 bucket of `s3` while it is
 * enabled, the local store otherwise. PB compat: as in PocketBase, switching moves no file; the
 * files written before stay where they were, out of reach until the setting is switched back.
 */
export class SettingsBlobStore implements BlobStore {
  private s3: { config: S3Config; store: S3BlobStore } | null = null;

  /**
   * `s3Config` is read on every call, so it may be a getter over settings that do not exist
   * yet when this store is made.
   */
  constructor(
    private readonly local: BlobStore,
    private readonly s3Config: () => S3Config,
  ) {}

  write(key: string, data: Uint8Array): Promise<void> {
    return this.current().write(key, data);
  }

  read(key: string): Promise<Buffer | null> {
    return this.current().read(key);
  }

  stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
    return this.current().stream(key, range);
  }

  stat(key: string): Promise<BlobInfo | null> {
    return this.current().stat(key);
  }

  delete(key: string): Promise<void> {
    return this.current().delete(key);
  }

  deletePrefix(prefix: string): Promise<void> {
    return this.current().deletePrefix(prefix);
  }

  private current(): BlobStore {
    const config = this.s3Config();
    if (!config.enabled) return this.local;
    if (!this.s3 || !sameS3Config(this.s3.config, config)) {
      // note: the previous client is left to finish what it started, not destroyed under it.
      const store = new S3BlobStore(createS3Client(config), config.bucket);
      this.s3 = { config: { ...config }, store };
    }
    return this.s3.store;
  }
}
