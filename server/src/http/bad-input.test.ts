import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectRejectedUnchanged, type GarbageRequest } from '../test/garbage-requests.js';
import { OPEN_RULES, startTestServer, type TestServer } from '../test/test-server.js';

/**
 * Garbage at every endpoint of the core API: each request must get a 4xx in PocketBase's error
 * shape and change nothing. A 500 here is a bug.
 */
let server: TestServer;
let adminToken = '';
let userToken = '';
let noteId = '';

beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.superuser();
  adminToken = admin.authStore.token;
  userToken = (await server.user('garbage@example.com')).pb.authStore.token;
  await admin.collections.create({
    name: 'notes',
    ...OPEN_RULES,
    fields: [
      { name: 'title', type: 'text', max: 10 },
      { name: 'n', type: 'number', onlyInt: true },
      { name: 'data', type: 'json', maxSize: 100 },
    ],
  });
  noteId = (await admin.collection('notes').create({ title: 'keep' })).id;
});

afterAll(() => server.close());

const json = 'application/json';
const cases: GarbageRequest[] = [
  {
    name: 'list: non-integer page',
    method: 'GET',
    path: '/api/collections/notes/records?page=abc',
    status: 400,
  },
  {
    name: 'list: non-integer perPage',
    method: 'GET',
    path: '/api/collections/notes/records?perPage=1.5',
    status: 400,
  },
  {
    name: 'list: invalid skipTotal',
    method: 'GET',
    path: '/api/collections/notes/records?skipTotal=maybe',
    status: 400,
  },
  {
    name: 'list: overlong filter',
    method: 'GET',
    path: `/api/collections/notes/records?filter=${'a'.repeat(3600)}`,
    status: 400,
  },
  {
    name: 'list: unknown collection',
    method: 'GET',
    path: '/api/collections/nope/records',
    status: 404,
  },
  {
    name: 'list: traversal in collection',
    method: 'GET',
    path: '/api/collections/..%2F..%2Fetc/records',
    status: 404,
  },
  {
    name: 'view: unknown id',
    method: 'GET',
    path: '/api/collections/notes/records/doesnotexist123',
    status: 404,
  },
  {
    name: 'view: weird id',
    method: 'GET',
    path: "/api/collections/notes/records/'%20OR%201=1--",
    status: 404,
  },
  {
    name: 'create: malformed JSON',
    method: 'POST',
    path: '/api/collections/notes/records',
    body: '{"title":',
    contentType: json,
    status: 400,
  },
  {
    name: 'create: JSON array body',
    method: 'POST',
    path: '/api/collections/notes/records',
    body: '[1,2]',
    contentType: json,
    status: 400,
  },
  {
    name: 'create: JSON string body',
    method: 'POST',
    path: '/api/collections/notes/records',
    body: '"x"',
    contentType: json,
    status: 400,
  },
  {
    name: 'create: unsupported content type',
    method: 'POST',
    path: '/api/collections/notes/records',
    body: 'title=x',
    contentType: 'text/plain',
    status: 400,
  },
  {
    name: 'create: broken multipart',
    method: 'POST',
    path: '/api/collections/notes/records',
    body: '--xx\r\nbroken',
    contentType: 'multipart/form-data; boundary=xx',
    status: 400,
  },
  {
    name: 'create: wrong types',
    method: 'POST',
    path: '/api/collections/notes/records',
    body: '{"title":{"a":1},"n":1.5}',
    contentType: json,
    status: 400,
  },
  {
    name: 'create: too long text',
    method: 'POST',
    path: '/api/collections/notes/records',
    body: '{"title":"0123456789abc"}',
    contentType: json,
    status: 400,
  },
  {
    name: 'create: oversized json field',
    method: 'POST',
    path: '/api/collections/notes/records',
    body: JSON.stringify({ data: { x: 'y'.repeat(200) } }),
    contentType: json,
    status: 400,
  },
  {
    name: 'create: invalid id',
    method: 'POST',
    path: '/api/collections/notes/records',
    body: '{"id":"../../x"}',
    contentType: json,
    status: 400,
  },
  {
    name: 'create: duplicate id',
    method: 'POST',
    path: '/api/collections/notes/records',
    body: () => JSON.stringify({ id: noteId }),
    contentType: json,
    status: 400,
  },
  {
    name: 'create: body over the limit',
    method: 'POST',
    path: '/api/collections/notes/records',
    body: new Uint8Array(40 * 1024 * 1024),
    contentType: json,
    status: 413,
  },
  {
    name: 'update: malformed JSON',
    method: 'PATCH',
    path: () => `/api/collections/notes/records/${noteId}`,
    body: '{',
    contentType: json,
    status: 400,
  },
  {
    name: 'update: change id',
    method: 'PATCH',
    path: () => `/api/collections/notes/records/${noteId}`,
    body: '{"id":"abcdefghijklmno"}',
    contentType: json,
    status: 400,
  },
  {
    name: 'delete: unknown id',
    method: 'DELETE',
    path: '/api/collections/notes/records/missing',
    status: 404,
  },
  {
    name: 'auth-with-password: not an auth collection',
    method: 'POST',
    path: '/api/collections/notes/auth-with-password',
    body: '{}',
    contentType: json,
    status: 404,
  },
  {
    name: 'auth-with-password: empty body',
    method: 'POST',
    path: '/api/collections/users/auth-with-password',
    body: '{}',
    contentType: json,
    status: 400,
  },
  {
    name: 'auth-with-password: wrong types',
    method: 'POST',
    path: '/api/collections/users/auth-with-password',
    body: '{"identity":1,"password":[]}',
    contentType: json,
    status: 400,
  },
  {
    name: 'auth-with-password: bad identityField',
    method: 'POST',
    path: '/api/collections/users/auth-with-password',
    body: '{"identity":"a@b.c","password":"x","identityField":"tokenKey"}',
    contentType: json,
    status: 400,
  },
  {
    name: 'auth-refresh: forged token',
    method: 'POST',
    path: '/api/collections/users/auth-refresh',
    as: 'forged',
    status: 401,
  },
  {
    name: 'auth-refresh: other collection',
    method: 'POST',
    path: '/api/collections/users/auth-refresh',
    as: 'admin',
    status: 403,
  },
  {
    name: 'impersonate: guest',
    method: 'POST',
    path: '/api/collections/users/impersonate/x',
    status: 401,
  },
  {
    name: 'impersonate: user',
    method: 'POST',
    path: '/api/collections/users/impersonate/x',
    as: 'user',
    status: 403,
  },
  {
    name: 'impersonate: negative duration',
    method: 'POST',
    path: '/api/collections/users/impersonate/x',
    body: '{"duration":-1}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'impersonate: unknown record',
    method: 'POST',
    path: '/api/collections/users/impersonate/missing',
    as: 'admin',
    status: 404,
  },
  { name: 'collections: guest', method: 'GET', path: '/api/collections', status: 401 },
  { name: 'collections: user', method: 'GET', path: '/api/collections', as: 'user', status: 403 },
  {
    name: 'collections: forged token',
    method: 'GET',
    path: '/api/collections',
    as: 'forged',
    status: 401,
  },
  {
    name: 'collections: create without name',
    method: 'POST',
    path: '/api/collections',
    body: '{"type":"base"}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: create with bad name',
    method: 'POST',
    path: '/api/collections',
    body: '{"name":"a b"}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: reserved name',
    method: 'POST',
    path: '/api/collections',
    body: '{"name":"_collections"}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: duplicate name',
    method: 'POST',
    path: '/api/collections',
    body: '{"name":"NOTES"}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: bad field type',
    method: 'POST',
    path: '/api/collections',
    body: '{"name":"x1","fields":[{"name":"a","type":"nope"}]}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: fields not a list',
    method: 'POST',
    path: '/api/collections',
    body: '{"name":"x2","fields":"a"}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: bad index',
    method: 'POST',
    path: '/api/collections',
    body: '{"name":"x3","indexes":["DROP TABLE users"]}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: relation to nowhere',
    method: 'POST',
    path: '/api/collections',
    body: '{"name":"x4","fields":[{"name":"r","type":"relation","collectionId":"nope"}]}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: change type',
    method: 'PATCH',
    path: '/api/collections/notes',
    body: '{"type":"auth"}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: token setting not an object',
    method: 'PATCH',
    path: '/api/collections/users',
    body: '{"authToken":"x"}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: token duration out of range',
    method: 'PATCH',
    path: '/api/collections/users',
    body: '{"fileToken":{"duration":1}}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: delete system',
    method: 'DELETE',
    path: '/api/collections/_superusers',
    as: 'admin',
    status: 400,
  },
  {
    name: 'collections: unknown',
    method: 'GET',
    path: '/api/collections/nope',
    as: 'admin',
    status: 404,
  },
  {
    name: 'collections: import garbage',
    method: 'PUT',
    path: '/api/collections/import',
    body: '{"collections":"x"}',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  {
    name: 'settings: malformed',
    method: 'PATCH',
    path: '/api/settings',
    body: '{',
    contentType: json,
    as: 'admin',
    status: 400,
  },
  { name: 'unknown API path', method: 'GET', path: '/api/nothing/here', status: 404 },
];

async function snapshot(): Promise<string> {
  const tables = await server.app.db.all<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await server.app.db.all(`SELECT * FROM \`${name}\``);
    parts.push(name + JSON.stringify(rows));
  }
  return parts.join('\n');
}

describe('garbage input to the core API', () => {
  it.each(cases)('$name ⇒ $status', (item) =>
    expectRejectedUnchanged(
      {
        url: server.url,
        tokens: { admin: adminToken, user: userToken },
        defaultSender: 'guest',
        snapshot,
      },
      item,
    ),
  );
});
