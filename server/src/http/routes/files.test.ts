import { request as httpRequest } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { signRecordToken } from '../../security/record-token.js';
import { OPEN_RULES, startTestServer, type TestServer } from '../../test/test-server.js';
import {
  animatedGif,
  bandedImage,
  BLUE,
  GREEN,
  imageInfo,
  isNear,
  pixelAt,
  RED,
} from '../../test/test-images.js';

const SECRET = 'TOP-SECRET-OUTSIDE-STORAGE';
const TEXT = 'hello, files';
const FILE_CSP = "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

let server: TestServer;
let admin: PocketBase;
let png: Buffer;
/** A public record with an image (`file`), a text file and a webp/gif in `files`. */
let doc: RecordModel;
let other: RecordModel;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  writeFileSync(join(server.app.config.dataDir, 'secret.txt'), SECRET);
  await admin.collections.create({
    name: 'docs',
    type: 'base',
    ...OPEN_RULES,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'file', type: 'file', maxSelect: 1, thumbs: ['70x50t', '0x50', '50x50f'] },
      { name: 'files', type: 'file', maxSelect: 5, thumbs: ['20x20'] },
      { name: 'open', type: 'file', maxSelect: 1, protected: true },
    ],
  });
  png = await bandedImage(100, 300, [RED, GREEN, BLUE]);
  doc = await server
    .client()
    .collection('docs')
    .create({
      title: 'not-a-file.txt',
      file: new File([png], 'photo.png'),
      files: [
        new File([TEXT], 'notes.txt'),
        new File([await bandedImage(40, 40, [GREEN], 'webp')], 'pic.webp'),
        new File([await animatedGif(40, 40, [RED, BLUE])], 'anim.gif'),
        new File([Buffer.concat([png.subarray(0, 64), Buffer.alloc(64, 7)])], 'broken.png'),
      ],
      open: new File(['public even though protected'], 'open.txt'),
    });
  other = await server
    .client()
    .collection('docs')
    .create({ file: new File(['other record'], 'other.txt') });
});

afterAll(() => server.close());

function fileUrl(record: RecordModel, name: string, query: Record<string, string> = {}): string {
  const url = new URL(server.client().files.getURL(record, name));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

function named(record: RecordModel, field: string, pattern: RegExp): string {
  const value: unknown = record[field];
  const names = Array.isArray(value) ? value.map(String) : [String(value)];
  const found = names.find((name) => pattern.test(name));
  if (!found) throw new Error(`no ${String(pattern)} in ${field}`);
  return found;
}

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

/** The payload of a JWT, unverified. */
function claimsOf(token: string): Record<string, unknown> {
  const payload: unknown = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
  );
  if (typeof payload !== 'object' || payload === null) throw new Error('not a JWT payload');
  return Object.fromEntries(Object.entries(payload));
}

/**
 * Gets a token and its claims, with the whole seconds the server's clock could have read while
 * signing it: the `exp` of a token lasting `d` seconds lies between `issuedFrom + d` and
 * `issuedTo + d`.
 */
async function issued(getToken: () => Promise<string>) {
  const issuedFrom = Math.floor(Date.now() / 1000);
  const claims = claimsOf(await getToken());
  return { claims, issuedFrom, issuedTo: Math.floor(Date.now() / 1000) };
}

/** Sends a request with the path exactly as given (fetch would normalise `..` and `\`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/files/{collection}/{record}/{filename}', () => {
  it('serves an image inline, byte for byte, with PocketBase headers', async () => {
    const name = String(doc['file']);
    const response = await fetch(fileUrl(doc, name));
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toEqual(png);
    const headers = response.headers;
    expect(headers.get('Content-Type')).toBe('image/png');
    expect(headers.get('Content-Disposition')).toBe(`inline; filename=${name}`);
    expect(headers.get('Content-Security-Policy')).toBe(FILE_CSP);
    expect(headers.get('Cache-Control')).toBe('max-age=2592000, stale-while-revalidate=86400');
    expect(headers.get('Content-Length')).toBe(String(png.byteLength));
    expect(headers.get('Accept-Ranges')).toBe('bytes');
    expect(headers.get('Last-Modified')).toMatch(/ GMT$/);
    expect(headers.get('ETag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.has('X-Frame-Options')).toBe(false);
  });

  it('serves other types as attachments, text as UTF-8', async () => {
    const name = named(doc, 'files', /^notes_/);
    const response = await fetch(fileUrl(doc, name));
    expect(await response.text()).toBe(TEXT);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename=${name}`);
  });

  it('finds the collection by id as well as by name', async () => {
    const name = String(doc['file']);
    const byName = `${server.url}/api/files/docs/${doc.id}/${name}`;
    expect((await fetch(byName)).status).toBe(200);
    expect(fileUrl(doc, name)).toContain(`/api/files/${doc.collectionId}/`);
  });

  it.each([
    ['1', 'attachment'],
    ['true', 'attachment'],
    ['t', 'attachment'],
    ['TRUE', 'attachment'],
    ['0', 'inline'],
    ['false', 'inline'],
    ['yes', 'inline'],
    ['', 'inline'],
  ])('?download=%j ⇒ %s', async (value, disposition) => {
    const name = String(doc['file']);
    const response = await fetch(fileUrl(doc, name, { download: value }));
    await response.arrayBuffer();
    expect(response.headers.get('Content-Disposition')).toBe(`${disposition}; filename=${name}`);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(fileUrl(doc, String(doc['file'])), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe(String(png.byteLength));
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect((await bytesOf(response)).byteLength).toBe(0);
  });

  it.each([
    ['an unknown collection', () => `/api/files/missing/${doc.id}/${String(doc['file'])}`],
    ['an unknown record', () => `/api/files/docs/missing123456789/${String(doc['file'])}`],
    ['an unknown file name', () => `/api/files/docs/${doc.id}/missing_1234567890.png`],
    ['a file of another record', () => `/api/files/docs/${doc.id}/${String(other['file'])}`],
    ['a non-file field value', () => `/api/files/docs/${doc.id}/not-a-file.txt`],
    ['an empty record id', () => `/api/files/docs//${String(doc['file'])}`],
  ])('answers 404 for %s', async (_name, path) => {
    const response = await fetch(server.url + path());
    expect(response.status).toBe(404);
    // PB compat: only a served file drops X-Frame-Options.
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(await response.json()).toEqual({
      status: 404,
      message: "The requested resource wasn't found.",
      data: {},
    });
  });

  it('answers 404 for HEAD of a missing file too', async () => {
    const response = await fetch(`${server.url}/api/files/docs/${doc.id}/nope_1234567890.png`, {
      method: 'HEAD',
    });
    expect(response.status).toBe(404);
  });
});

describe('ranges and validators', () => {
  const textName = () => named(doc, 'files', /^notes_/);

  it.each([
    ['bytes=0-4', 206, 'hello', 'bytes 0-4/12'],
    ['bytes=7-', 206, 'files', 'bytes 7-11/12'],
    ['bytes=-5', 206, 'files', 'bytes 7-11/12'],
    ['bytes=7-1000', 206, 'files', 'bytes 7-11/12'],
    ['bytes=0-1,4-5', 200, TEXT, null],
    ['bytes=12-', 416, 'invalid range: failed to overlap\n', 'bytes */12'],
    ['bytes=5-1', 416, 'invalid range\n', null],
    ['pages=1', 416, 'invalid range\n', null],
  ])('Range %s ⇒ %i', async (range, status, body, contentRange) => {
    const response = await fetch(fileUrl(doc, textName()), { headers: { Range: range } });
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
    expect(response.headers.get('Content-Range')).toBe(contentRange);
    if (status === 206) expect(response.headers.get('Content-Length')).toBe(String(body.length));
  });

  it('answers 304 to a matching If-None-Match or a fresh If-Modified-Since', async () => {
    const first = await fetch(fileUrl(doc, textName()));
    await first.arrayBuffer();
    const etag = first.headers.get('ETag') ?? '';
    const lastModified = first.headers.get('Last-Modified') ?? '';
    const conditions: Record<string, string>[] = [
      { 'If-None-Match': etag },
      { 'If-None-Match': `"other", W/${etag}` },
      { 'If-Modified-Since': lastModified },
    ];
    for (const headers of conditions) {
      const response = await fetch(fileUrl(doc, textName()), { headers });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
    }
    const stale = await fetch(fileUrl(doc, textName()), { headers: { 'If-None-Match': '"x"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(TEXT);
  });

  it('answers 412 to a failing If-Match, and ignores a Range whose If-Range is stale', async () => {
    const failed = await fetch(fileUrl(doc, textName()), { headers: { 'If-Match': '"x"' } });
    expect(failed.status).toBe(412);
    const stale = await fetch(fileUrl(doc, textName()), {
      headers: { Range: 'bytes=0-1', 'If-Range': '"not-it"' },
    });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(TEXT);
  });
});

describe('thumbnails', () => {
  const name = () => String(doc['file']);

  it('serves the always-allowed 100x100 thumb and caches it beside the file', async () => {
    const response = await fetch(fileUrl(doc, name(), { thumb: '100x100' }));
    expect(response.status).toBe(200);
    const thumb = await bytesOf(response);
    expect(await imageInfo(thumb)).toMatchObject({ width: 100, height: 100, format: 'png' });
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename=100x100_${name()}`);
    const key = `${doc.collectionId}/${doc.id}/thumbs_${name()}/100x100_${name()}`;
    expect(await server.app.blobs.read(key)).toEqual(thumb);
  });

  it.each([
    ['70x50t', 70, 50, RED],
    ['0x50', 17, 50, GREEN],
    ['50x50f', 17, 50, GREEN],
  ])('serves the listed size %s', async (size, width, height, color) => {
    const thumb = await bytesOf(await fetch(fileUrl(doc, name(), { thumb: size })));
    expect(await imageInfo(thumb)).toMatchObject({ width, height });
    const middle = await pixelAt(thumb, Math.floor(width / 2), Math.floor(height / 2));
    expect(isNear(middle, color)).toBe(true);
  });

  it.each(['70x50', '200x200', '100x100b', '0x0', 'abc', '../../secret.txt', '20x20'])(
    'serves the original for the unlisted size %j',
    async (size) => {
      const response = await fetch(fileUrl(doc, name(), { thumb: size }));
      expect(response.status).toBe(200);
      expect(await bytesOf(response)).toEqual(png);
    },
  );

  it('serves the original of a non-image whatever the thumb', async () => {
    const response = await fetch(fileUrl(doc, named(doc, 'files', /^notes_/), { thumb: '20x20' }));
    expect(await response.text()).toBe(TEXT);
  });

  it('makes PNG thumbs of WebP originals and one-frame thumbs of animated GIFs', async () => {
    const webp = await fetch(fileUrl(doc, named(doc, 'files', /^pic_/), { thumb: '20x20' }));
    expect(webp.headers.get('Content-Type')).toBe('image/png');
    expect(await imageInfo(await bytesOf(webp))).toMatchObject({ width: 20, format: 'png' });
    const gif = await fetch(fileUrl(doc, named(doc, 'files', /^anim_/), { thumb: '20x20' }));
    expect(gif.headers.get('Content-Type')).toBe('image/gif');
    const frame = await bytesOf(gif);
    expect(await imageInfo(frame)).toMatchObject({ width: 20, height: 20, pages: 1 });
    expect(isNear(await pixelAt(frame, 10, 10), RED)).toBe(true);
  });

  it('falls back to the original when the image cannot be decoded', async () => {
    const broken = named(doc, 'files', /^broken_/);
    const response = await fetch(fileUrl(doc, broken, { thumb: '20x20' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename=${broken}`);
    expect((await bytesOf(response)).byteLength).toBe(128);
  });

  it('gives simultaneous requests for a new thumb the same bytes', async () => {
    const record = await server
      .client()
      .collection('docs')
      .create({ file: new File([png], 'burst.png') });
    const url = fileUrl(record, String(record['file']), { thumb: '70x50t' });
    const bodies = await Promise.all(
      Array.from({ length: 8 }, async () => bytesOf(await fetch(url))),
    );
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    expect(await imageInfo(bodies[0] ?? Buffer.alloc(0))).toMatchObject({ width: 70, height: 50 });
  });
});

describe('protected files', () => {
  let vault: RecordModel;
  let userPb: PocketBase;

  beforeAll(async () => {
    await admin.collections.create({
      name: 'vault',
      type: 'base',
      listRule: null,
      viewRule: null,
      createRule: '',
      fields: [
        { name: 'secret', type: 'file', maxSelect: 1, protected: true },
        { name: 'public', type: 'file', maxSelect: 1 },
      ],
    });
    vault = await server
      .client()
      .collection('vault')
      .create({
        secret: new File([png], 'secret.png'),
        public: new File(['anyone'], 'public.txt'),
      });
    userPb = (await server.user('vault-user@example.com')).pb;
  });

  const secretUrl = (query: Record<string, string> = {}) =>
    fileUrl(vault, String(vault['secret']), query);

  it('hides a protected file from a guest, and from a user through the Authorization header', async () => {
    expect((await fetch(secretUrl())).status).toBe(404);
    const withHeader = await fetch(secretUrl(), {
      headers: { Authorization: userPb.authStore.token },
    });
    expect(withHeader.status).toBe(404);
  });

  it('hides a protected file behind a null view rule even from a user with a file token', async () => {
    const token = await userPb.files.getToken();
    expect((await fetch(secretUrl({ token }))).status).toBe(404);
  });

  it('serves it to a superuser with a file token (thumbs too), not with an auth token', async () => {
    const token = await admin.files.getToken();
    const response = await fetch(secretUrl({ token }));
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toEqual(png);
    const thumb = await fetch(secretUrl({ token, thumb: '100x100' }));
    expect(await imageInfo(await bytesOf(thumb))).toMatchObject({ width: 100, height: 100 });
    expect((await fetch(secretUrl({ token: admin.authStore.token }))).status).toBe(404);
  });

  it.each([
    ['garbage', () => Promise.resolve('not-a-jwt')],
    ['an expired token', () => superuserFileToken(-10)],
    ['a token with a bad signature', async () => `${await superuserFileToken(60)}x`],
  ])('refuses %s', async (_name, token) => {
    expect((await fetch(secretUrl({ token: await token() }))).status).toBe(404);
  });

  it('serves a non-protected field of the same record to anyone', async () => {
    const response = await fetch(fileUrl(vault, String(vault['public'])));
    expect(await response.text()).toBe('anyone');
  });

  it('serves a protected file to anyone when the view rule is empty', async () => {
    const response = await fetch(fileUrl(doc, String(doc['open'])));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('public even though protected');
  });

  async function superuserFileToken(seconds: number): Promise<string> {
    const collection = server.app.collections.find('_superusers');
    if (collection?.type !== 'auth') throw new Error('no superusers');
    const id = admin.authStore.record?.id ?? '';
    const stored = await server.app.db.get('SELECT * FROM _superusers WHERE id = ?', [id]);
    return signRecordToken(collection, stored ?? {}, 'file', {}, seconds);
  }
});

describe('POST /api/files/token', () => {
  it('refuses a guest with 401', async () => {
    const response = await fetch(`${server.url}/api/files/token`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 401,
      message: 'The request requires valid record authorization token.',
      data: {},
    });
  });

  it('issues a file token for a user, valid for the collection’s fileToken duration', async () => {
    const { pb, id } = await server.user('token-user@example.com');
    const { claims, issuedFrom, issuedTo } = await issued(() => pb.files.getToken());
    expect(claims).toMatchObject({ id, type: 'file', collectionId: '_pb_users_auth_' });
    expect(Number(claims['exp'])).toBeGreaterThanOrEqual(issuedFrom + 180);
    expect(Number(claims['exp'])).toBeLessThanOrEqual(issuedTo + 180);
  });

  it('issues one for a superuser, and follows a changed duration', async () => {
    await admin.collections.update('_superusers', { fileToken: { duration: 60 } });
    const { claims, issuedFrom, issuedTo } = await issued(() => admin.files.getToken());
    expect(claims['collectionId']).toBe('pbc_3142635823');
    expect(Number(claims['exp'])).toBeGreaterThanOrEqual(issuedFrom + 60);
    expect(Number(claims['exp'])).toBeLessThanOrEqual(issuedTo + 60);
  });
});

describe('thumb sizes in collection settings', () => {
  it('refuses malformed sizes, under the field and entry index', async () => {
    const error = await admin.collections
      .create({
        name: 'bad_thumbs',
        type: 'base',
        fields: [
          { name: 'title', type: 'text' },
          { name: 'image', type: 'file', thumbs: ['100x100', '0x0', 'big', '10x10f'] },
        ],
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      response: {
        data: {
          fields: {
            '2': {
              thumbs: {
                '1': { code: 'validation_match_invalid' },
                '2': { code: 'validation_match_invalid' },
              },
            },
          },
        },
      },
    });
  });
});

describe('file names that try to leave the storage folder', () => {
  const name = () => String(doc['file']);
  it.each([
    ['encoded slashes', () => `/api/files/docs/${doc.id}/..%2F..%2F..%2Fsecret.txt`],
    ['encoded dots', () => `/api/files/docs/${doc.id}/%2e%2e`],
    ['encoded backslashes', () => `/api/files/docs/${doc.id}/..%5C..%5C..%5Csecret.txt`],
    ['a NUL byte', () => `/api/files/docs/${doc.id}/${name()}%00.txt`],
    ['an absolute path', () => `/api/files/docs/${doc.id}/%2Fetc%2Fpasswd`],
    ['a traversing record id', () => `/api/files/docs/..%2F..%2F..%2F/secret.txt`],
    ['a traversing collection', () => `/api/files/..%2F..%2F/${doc.id}/secret.txt`],
    ['an overlong name', () => `/api/files/docs/${doc.id}/${'a'.repeat(4000)}.png`],
    ['a thumb that traverses', () => `/api/files/docs/${doc.id}/secret.txt?thumb=..%2F..%2F`],
  ])('answers 404 to %s', async (_name, path) => {
    const response = await rawGet(path());
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });

  it('refuses raw backslashes (the HTTP parser answers 400)', async () => {
    const response = await rawGet(`/api/files/docs/${doc.id}/..\\..\\..\\secret.txt`);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain(SECRET);
  });

  it.each([
    () => `/api/files/docs/${doc.id}/../../../secret.txt`,
    () => `/api/files/../../secret.txt`,
    () => `/api/files/docs/${doc.id}/${name()}/../../../../secret.txt`,
  ])('never serves a file outside storage through dot segments (%#)', async (path) => {
    const response = await rawGet(path());
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });
});
