import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';

/**
 * Where an S3-compatible bucket is and how to sign in to it: PocketBase's `s3` and `backups.s3`
 * settings, declared here so this tool layer needs nothing from `settings/`.
 */
export interface S3Config {
  enabled: boolean;
  bucket: string;
  region: string;
  endpoint: string;
  accessKey: string;
  secret: string;
  forcePathStyle: boolean;
}

/** How long to wait for a connection to the endpoint before the request fails. */
const CONNECT_TIMEOUT_MS = 10_000;

/** An AWS SDK client for the config's endpoint and credentials. */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: withScheme(config.endpoint),
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secret },
    // Not every S3-compatible service accepts the SDK's default CRC32 checksums (sent as
    // aws-chunked trailers on streamed uploads); send them only where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
  });
}

/** Tells whether two configs reach the same bucket the same way. */
export function sameS3Config(a: S3Config, b: S3Config): boolean {
  return (
    a.enabled === b.enabled &&
    a.bucket === b.bucket &&
    a.region === b.region &&
    a.endpoint === b.endpoint &&
    a.accessKey === b.accessKey &&
    a.secret === b.secret &&
    a.forcePathStyle === b.forcePathStyle
  );
}

/**
 * A missing object (`NoSuchKey` from GET, a bare 404 from HEAD). A missing bucket is not: that
 * is a misconfiguration to report, not an empty store.
 */
export function isS3NotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    error.name !== 'NoSuchBucket' &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** A byte range that starts past the object's end. */
export function isS3InvalidRange(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'InvalidRange' || error.$metadata.httpStatusCode === 416)
  );
}

/** PB compat: an endpoint given without a scheme (`s3.amazonaws.com`) means HTTPS. */
function withScheme(endpoint: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(endpoint) ? endpoint : `https://${endpoint}`;
}
