import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { S3Client } from '@aws-sdk/client-s3';
import { isPlainObject } from '../lib/is-plain-object.js';

/** s3rver's fixed credentials: it checks request signatures against them. */
export const TEST_S3_ACCESS_KEY = 'S3RVER';
export const TEST_S3_SECRET = 'S3RVER';
export const TEST_S3_REGION = 'us-east-1';

/** A local S3-compatible server (s3rver) on a loopback port, with its objects in a temp dir. */
export interface TestS3Server {
  endpoint: string;
  /** The settings (PocketBase's `s3` shape) that point at `bucket` on this server. */
  settingsFor(bucket: string): {
    enabled: true;
    bucket: string;
    region: string;
    endpoint: string;
    accessKey: string;
    secret: string;
    forcePathStyle: true;
  };
  /** An AWS SDK client for checking what landed in the buckets. */
  client(): S3Client;
  stop(): Promise<void>;
}

/**
 * The child's program. It runs in its own process because s3rver encrypts its ListObjectsV2
 * continuation tokens with DES, which Node's OpenSSL 3 refuses unless the process starts with
 * `--openssl-legacy-provider`; a child also keeps its HTTP server off the test's event loop.
 * It prints its port once listening, and stops when its stdin closes (the test process went).
 *
 * s3rver writes an uploaded object's file in place and answers before the bytes are on disk,
 * where S3 replaces an object atomically once the upload is complete. The child's `putObject`
 * writes a temporary file beside the object's and renames it into place, so the server behaves
 * as S3 does (reads right after a PUT, racing PUTs of one key).
 */
const CHILD_PROGRAM = `
const { createHash, randomUUID } = await import('node:crypto');
const { createWriteStream } = await import('node:fs');
const { mkdir, rename } = await import('node:fs/promises');
const { dirname } = await import('node:path');
const { Readable, Transform } = await import('node:stream');
const { pipeline } = await import('node:stream/promises');
const [modulePath, directory, buckets] = process.argv.slice(1);
const { default: S3rver } = await import(modulePath);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: JSON.parse(buckets).map((name) => ({ name })),
});
const store = server.store;
store.putObject = async (object) => {
  const path = store.getResourcePath(object.bucket, object.key, 'object');
  const temporary = path + '.' + randomUUID() + '.upload';
  await mkdir(dirname(path), { recursive: true });
  const md5 = createHash('md5');
  let size = 0;
  const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
  const measure = new Transform({
    transform(chunk, encoding, callback) {
      md5.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(content, measure, createWriteStream(temporary));
  await rename(temporary, path);
  const digest = md5.digest('hex');
  await store.putMetadata(object.bucket, object.key, object.metadata, digest);
  return { size, md5: digest };
};
const { port } = await server.run();
process.stdout.write(JSON.stringify({ port }) + '\\n');
process.stdin.on('end', () => server.close().then(() => process.exit(0)));
process.stdin.resume();
`;

/** Starts s3rver with the given buckets; stop it in `afterAll`. */
export async function startTestS3Server(buckets: readonly string[]): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'hearth-s3-'));
  const modulePath = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '--input-type=module',
      '-e',
      CHILD_PROGRAM,
      modulePath,
      directory,
      JSON.stringify(buckets),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let port: number;
  try {
    port = await readPort(child);
  } catch (error) {
    child.kill();
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settingsFor: (bucket) => ({
      enabled: true,
      bucket,
      region: TEST_S3_REGION,
      endpoint,
      accessKey: TEST_S3_ACCESS_KEY,
      secret: TEST_S3_SECRET,
      forcePathStyle: true,
    }),
    client: () =>
      new S3Client({
        endpoint,
        region: TEST_S3_REGION,
        forcePathStyle: true,
        credentials: { accessKeyId: TEST_S3_ACCESS_KEY, secretAccessKey: TEST_S3_SECRET },
      }),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function readPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error('s3rver: no stdout'));
    const lines = createInterface({ input: child.stdout });
    child.once('exit', (code) => reject(new Error(`s3rver exited early (code ${code})`)));
    lines.once('line', (line) => {
      const parsed: unknown = JSON.parse(line);
      const port = isPlainObject(parsed) ? parsed['port'] : undefined;
      if (typeof port === 'number') resolve(port);
      else reject(new Error(`s3rver: unexpected output ${line}`));
    });
  });
}
