import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../forms/json-depth.js';
import { deepArray, deepObject } from '../test/garbage-requests.js';
import { OPEN_RULES, startTestServer, type TestServer } from '../test/test-server.js';

/**
 * JSON nested as deep as Hearth reads is served end to end; one level deeper is a 400 in
 * PocketBase's shape wherever it comes in, and JSON stored deeper than that reads back as text.
 */
let server: TestServer;
let adminToken = '';
let userToken = '';

beforeAll(async () => {
  server = await startTestServer({
    settings: { rateLimits: { enabled: false }, batch: { enabled: true, maxRequests: 10 } },
  });
  const admin = await server.superuser();
  adminToken = admin.authStore.token;
  userToken = (await server.user('deep@example.com')).pb.authStore.token;
  await admin.collections.create({
    name: 'notes',
    ...OPEN_RULES,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'data', type: 'json' },
    ],
  });
});
afterAll(() => server.close());

/** The deepest field value a body can carry: the body's own object is one level. */
const DEEPEST_FIELD = MAX_JSON_DEPTH - 1;

function post(path: string, body: string | FormData, token = adminToken, method = 'POST') {
  const headers: Record<string, string> = { Authorization: token };
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  return fetch(server.url + path, { method, headers, body });
}

describe('JSON at the depth limit', () => {
  it('is stored and read back in a json field', async () => {
    const response = await post(
      '/api/collections/notes/records',
      `{"data":${deepArray(DEEPEST_FIELD)}}`,
    );
    expect(response.status).toBe(200);
    const created = (await response.json()) as { id: string };
    const read = await fetch(`${server.url}/api/collections/notes/records/${created.id}`);
    expect(read.status).toBe(200);
    expect(JSON.stringify(((await read.json()) as { data: unknown }).data)).toBe(
      deepArray(DEEPEST_FIELD),
    );
  });

  it.each([
    ['PATCH', '/api/settings', `{"meta":{"appName":"Hearth"},"x":${deepObject(DEEPEST_FIELD)}}`],
    ['POST', '/api/batch', `{"requests":[],"x":${deepArray(DEEPEST_FIELD)}}`],
    ['POST', '/api/realtime', `{"clientId":"none","x":${deepArray(DEEPEST_FIELD)}}`],
    ['PUT', '/api/collections/import', `{"collections":${deepArray(DEEPEST_FIELD)}}`],
  ])('%s %s never fails on it', async (method, path, body) => {
    const response = await post(path, body, adminToken, method);
    expect(response.status).toBeLessThan(500);
  });
});

describe('JSON one level past the limit', () => {
  const tooDeep = MAX_JSON_DEPTH + 1;
  it.each([
    [
      'records create',
      'POST',
      '/api/collections/notes/records',
      `{"data":${deepArray(MAX_JSON_DEPTH)}}`,
    ],
    ['records create, objects', 'POST', '/api/collections/notes/records', deepObject(tooDeep)],
    ['batch', 'POST', '/api/batch', `{"requests":${deepArray(MAX_JSON_DEPTH)}}`],
    ['settings', 'PATCH', '/api/settings', `{"meta":${deepObject(MAX_JSON_DEPTH)}}`],
    [
      'collections create',
      'POST',
      '/api/collections',
      `{"name":"x","fields":${deepArray(MAX_JSON_DEPTH)}}`,
    ],
    ['collections import', 'PUT', '/api/collections/import', deepArray(tooDeep)],
    [
      'collections update',
      'PATCH',
      '/api/collections/notes',
      `{"fields":${deepArray(MAX_JSON_DEPTH)}}`,
    ],
    [
      'realtime subscriptions',
      'POST',
      '/api/realtime',
      `{"subscriptions":${deepArray(MAX_JSON_DEPTH)}}`,
    ],
    [
      'auth with password',
      'POST',
      '/api/collections/users/auth-with-password',
      `{"identity":${deepObject(MAX_JSON_DEPTH)}}`,
    ],
    ['a custom route', 'POST', '/api/hearth/presence/activity', deepObject(tooDeep)],
  ])('%s gets a 400', async (_name, method, path, body) => {
    const token = path.startsWith('/api/hearth/') ? userToken : adminToken;
    const response = await post(path, body, token, method);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, data: {} });
  });

  it('in a multipart json field gets a 400 on that field', async () => {
    const form = new FormData();
    // note: deep enough that parsing the text before validation would overflow the stack.
    form.append('data', deepArray(20 * MAX_JSON_DEPTH));
    const response = await post('/api/collections/notes/records', form);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      data: { data: { code: 'validation_invalid_json' } },
    });
  });

  it('in a multipart @jsonPayload gets a 400', async () => {
    const form = new FormData();
    form.append('@jsonPayload', `{"data":${deepArray(MAX_JSON_DEPTH)}}`);
    const response = await post('/api/collections/notes/records', form);
    expect(response.status).toBe(400);
  });
});

describe('JSON stored past the limit', () => {
  it('reads back as text instead of failing the request', async () => {
    const id = 'deepstored00001';
    const stored = deepArray(5000);
    await server.app.db.run(`INSERT INTO notes (id, title, data) VALUES (?, '', ?)`, [id, stored]);
    const view = await fetch(`${server.url}/api/collections/notes/records/${id}`);
    expect(view.status).toBe(200);
    expect(((await view.json()) as { data: unknown }).data).toBe(stored);
    const list = await fetch(`${server.url}/api/collections/notes/records?filter=id='${id}'`);
    expect(list.status).toBe(200);
  });
});
