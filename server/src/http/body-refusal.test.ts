import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_RULES, startTestServer, type TestServer } from '../test/test-server.js';
import { recordBodyLimit } from './body-limit.js';
import { listen, type RunningServer } from './listen.js';
import { LINGER_MAX_BYTES } from './raw-body.js';

/**
 * A body over the limit gets PocketBase's 413, which a client still sending its body actually
 * reads, and the server reads no more of the body than the limit plus a bound.
 */
let server: TestServer;
let http: RunningServer;
const sockets: Socket[] = [];
let recordLimit = 0;
let adminToken = '';
const BATCH_LIMIT = 4 * 1024 * 1024;
const OVERSIZED = 40 * 1024 * 1024;
/** What a read may overshoot the refusal by: one socket read and the request head. */
const SLACK = 256 * 1024;

beforeAll(async () => {
  server = await startTestServer({
    settings: {
      rateLimits: { enabled: false },
      batch: { enabled: true, maxRequests: 10, maxBodySize: BATCH_LIMIT },
    },
  });
  const admin = await server.superuser();
  adminToken = admin.authStore.token;
  await admin.collections.create({
    name: 'notes',
    ...OPEN_RULES,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'file', type: 'file', maxSize: 1024 },
    ],
  });
  recordLimit = recordBodyLimit(server.app.collections.find('notes'));
  http = await listen(server.app, '127.0.0.1', 0, { bodyIdleTimeoutMs: 200 });
  http.server.on('connection', (socket) => sockets.push(socket));
});

afterAll(async () => {
  await http.close();
  await server.close();
});

interface Sent {
  status: number;
  connection: string | undefined;
  body: unknown;
  /** The bytes the server read from the connection, once it is closed. */
  serverRead: number;
}

/**
 * Sends `size` bytes of body as fast as the connection takes them, whatever the answer, and
 * resolves with the answer and what the server read.
 */
function sendOversized(
  path: string,
  contentType: string,
  options: { chunked: boolean; head?: string },
): Promise<Sent> {
  const head = Buffer.from(options.head ?? '');
  const headers: Record<string, string> = { 'Content-Type': contentType };
  if (!options.chunked) headers['Content-Length'] = String(OVERSIZED);
  const before = sockets.length;
  return new Promise((resolve, reject) => {
    const req = request(`${http.url}${path}`, { method: 'POST', headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const socket = sockets[before];
        if (!socket) return reject(new Error('no connection seen'));
        const done = () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: JSON.parse(Buffer.concat(parts).toString('utf8')),
            serverRead: socket.bytesRead,
          });
        if (socket.closed) done();
        else socket.once('close', done);
      });
    });
    // note: the server cutting the connection while the body is still going out is expected;
    // only the answer matters.
    req.on('error', () => undefined);
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      if (sent === 0 && head.length > 0) {
        req.write(head);
        sent += head.length;
      }
      while (sent < OVERSIZED && !req.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, OVERSIZED - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

const multipartHead =
  '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n' +
  'Content-Type: application/octet-stream\r\n\r\n';

describe('a body over the limit', () => {
  it.each([
    ['records create, declared length', '/api/collections/notes/records', false],
    ['records create, chunked', '/api/collections/notes/records', true],
  ])('%s gets the 413 and is not read', async (_name, path, chunked) => {
    const sent = await sendOversized(path, 'application/json', { chunked });
    expect(sent.status).toBe(413);
    expect(sent.connection).toBe('close');
    expect(sent.body).toEqual({ status: 413, message: 'Request entity too large.', data: {} });
    const limit = chunked ? recordLimit : 0;
    expect(sent.serverRead).toBeLessThan(limit + LINGER_MAX_BYTES + SLACK);
  });

  it.each([
    ['batch, declared length', false],
    ['batch, chunked', true],
  ])('%s gets the 413 and is not read', async (_name, chunked) => {
    const sent = await sendOversized('/api/batch', 'application/json', { chunked });
    expect(sent.status).toBe(413);
    expect(sent.body).toEqual({ status: 413, message: 'Request entity too large.', data: {} });
    expect(sent.serverRead).toBeLessThan((chunked ? BATCH_LIMIT : 0) + LINGER_MAX_BYTES + SLACK);
  });

  it.each([
    ['multipart upload, declared length', false],
    ['multipart upload, chunked', true],
  ])('%s gets the 413 and is not read', async (_name, chunked) => {
    const sent = await sendOversized(
      '/api/collections/notes/records',
      'multipart/form-data; boundary=b0undary',
      { chunked, head: multipartHead },
    );
    expect(sent.status).toBe(413);
    expect(sent.body).toEqual({ status: 413, message: 'Request entity too large.', data: {} });
    const limit = chunked ? recordLimit : 0;
    expect(sent.serverRead).toBeLessThan(limit + LINGER_MAX_BYTES + SLACK);
  });

  it('changes nothing', async () => {
    expect(await server.app.db.all('SELECT id FROM notes')).toEqual([]);
  });
});

describe('a body that stops half-way', () => {
  /** Sends a request whose body stops short of its declared length; resolves at the close. */
  function stall(head: string, partialBody: string): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const socket = connect(http.port, '127.0.0.1');
      let text = '';
      socket.on('data', (part: Buffer) => (text += part.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write(`${head}Content-Length: ${partialBody.length + 100}\r\n\r\n${partialBody}`);
    });
  }

  function expectTimedOut(answer: string) {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(body)).toEqual({ status: 408, message: 'Request Timeout.', data: {} });
  }

  it("gets a 408 in PocketBase's shape and the connection closes", async () => {
    const answer = await stall(
      'POST /api/collections/notes/records HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/json\r\n',
      '{"title":',
    );
    expectTimedOut(answer);
    expect(await server.app.db.all('SELECT id FROM notes')).toEqual([]);
  });

  it('gets a 408 from a streamed upload too, and no backup is kept', async () => {
    const answer = await stall(
      `POST /api/backups/upload HTTP/1.1\r\nHost: x\r\nAuthorization: ${adminToken}\r\n` +
        'Content-Type: multipart/form-data; boundary=b0undary\r\n',
      '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="x.zip"\r\n\r\nPK',
    );
    expectTimedOut(answer);
    expect(await server.app.backups.list()).toEqual([]);
  });
});
