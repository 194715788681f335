import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectRejectedUnchanged, type GarbageRequest } from '../test/garbage-requests.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

/**
 * Garbage at every operations endpoint (logs, backups, crons): each request gets a 4xx in
 * PocketBase's error shape and changes nothing. A 500 here is a bug.
 */
let server: TestServer;
let adminToken = '';
let userToken = '';

beforeAll(async () => {
  // note: it needs a real archive, made on SQLite only (backups/backup-postgres.test.ts).
  server = await startTestServer({ databaseUrl: null });
  const admin = await server.superuser();
  adminToken = admin.authStore.token;
  userToken = (await server.user('ops-garbage@example.com')).pb.authStore.token;
  await admin.backups.create('kept.zip');
});
afterAll(() => server.close());

const json = 'application/json';
const multipart = 'multipart/form-data; boundary=xyz';
const cases: GarbageRequest[] = [
  { name: 'logs: guest', method: 'GET', path: '/api/logs', as: 'guest', status: 401 },
  { name: 'logs: user', method: 'GET', path: '/api/logs', as: 'user', status: 403 },
  { name: 'logs stats: user', method: 'GET', path: '/api/logs/stats', as: 'user', status: 403 },
  { name: 'log view: guest', method: 'GET', path: '/api/logs/abc', as: 'guest', status: 401 },
  { name: 'logs: bad perPage', method: 'GET', path: '/api/logs?perPage=x', status: 400 },
  { name: 'logs: bad skipTotal', method: 'GET', path: '/api/logs?skipTotal=maybe', status: 400 },
  {
    name: 'logs: overlong filter',
    method: 'GET',
    path: `/api/logs?filter=${encodeURIComponent('level = 1 && '.repeat(300) + 'level = 1')}`,
    status: 400,
  },
  {
    name: 'logs: too many comparisons',
    method: 'GET',
    path: `/api/logs?filter=${encodeURIComponent('level = 1 || '.repeat(210) + 'level = 1')}`,
    status: 400,
  },
  { name: 'logs: NUL in filter', method: 'GET', path: '/api/logs?filter=%00', status: 400 },
  { name: 'logs: bad sort', method: 'GET', path: '/api/logs?sort=-data;drop', status: 400 },
  {
    name: 'logs stats: injection',
    method: 'GET',
    path: `/api/logs/stats?filter=${encodeURIComponent('1=1) UNION SELECT 1 --')}`,
    status: 400,
  },
  { name: 'log view: unknown id', method: 'GET', path: '/api/logs/%2e%2e', status: 404 },
  { name: 'crons: guest', method: 'GET', path: '/api/crons', as: 'guest', status: 401 },
  {
    name: 'crons: user',
    method: 'POST',
    path: '/api/crons/__pbLogsCleanup__',
    as: 'user',
    status: 403,
  },
  { name: 'cron run: unknown', method: 'POST', path: '/api/crons/nope', status: 404 },
  { name: 'cron run: traversal', method: 'POST', path: '/api/crons/..%2F..', status: 404 },
  { name: 'backups: guest', method: 'GET', path: '/api/backups', as: 'guest', status: 401 },
  { name: 'backup create: user', method: 'POST', path: '/api/backups', as: 'user', status: 403 },
  {
    name: 'backup create: name not a string',
    method: 'POST',
    path: '/api/backups',
    body: '{"name":["a.zip"]}',
    contentType: json,
    status: 400,
  },
  {
    name: 'backup create: malformed JSON',
    method: 'POST',
    path: '/api/backups',
    body: '{"name"',
    contentType: json,
    status: 400,
  },
  {
    name: 'backup create: binary body',
    method: 'POST',
    path: '/api/backups',
    body: new Uint8Array([0, 159, 146, 150, 255]),
    contentType: 'application/octet-stream',
    status: 400,
  },
  {
    name: 'backup create: slash in name',
    method: 'POST',
    path: '/api/backups',
    body: '{"name":"a/b.zip"}',
    contentType: json,
    status: 400,
  },
  {
    name: 'backup upload: truncated multipart',
    method: 'POST',
    path: '/api/backups/upload',
    body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="x.zip"\r\n\r\nPK',
    contentType: multipart,
    status: 400,
  },
  {
    name: 'backup upload: JSON instead of a form',
    method: 'POST',
    path: '/api/backups/upload',
    body: '{"file":"x"}',
    contentType: json,
    status: 400,
  },
  {
    name: 'backup upload: dot-dot file name',
    method: 'POST',
    path: '/api/backups/upload',
    body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename=".."\r\n\r\nPK\u0003\u0004\r\n--xyz--\r\n',
    contentType: multipart,
    status: 400,
  },
  {
    name: 'backup upload: name taken',
    method: 'POST',
    path: '/api/backups/upload',
    body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="kept.zip"\r\n\r\nPK\u0003\u0004\r\n--xyz--\r\n',
    contentType: multipart,
    status: 400,
  },
  { name: 'backup download: no token', method: 'GET', path: '/api/backups/kept.zip', status: 403 },
  {
    name: 'backup download: auth token as file token',
    method: 'GET',
    path: () => `/api/backups/kept.zip?token=${adminToken}`,
    status: 403,
  },
  {
    name: 'backup delete: traversal',
    method: 'DELETE',
    path: '/api/backups/..%2Fdata.db',
    status: 400,
  },
  { name: 'backup delete: hidden', method: 'DELETE', path: '/api/backups/.x.zip', status: 400 },
  {
    name: 'backup restore: missing',
    method: 'POST',
    path: '/api/backups/none.zip/restore',
    status: 400,
  },
  {
    name: 'backup restore: traversal',
    method: 'POST',
    path: '/api/backups/..%2F..%2Fetc%2Fpasswd/restore',
    status: 400,
  },
];

async function snapshot(): Promise<string> {
  const backups = await server.app.backups.list();
  return JSON.stringify({
    backups: backups.map(({ key, size }) => ({ key, size })),
    settings: server.app.settings.get(),
  });
}

describe('bad input to the operations APIs', () => {
  it.each(cases)('$name ⇒ $status', (item) =>
    expectRejectedUnchanged(
      {
        url: server.url,
        tokens: { admin: adminToken, user: userToken },
        defaultSender: 'admin',
        snapshot,
      },
      item,
    ),
  );
});
