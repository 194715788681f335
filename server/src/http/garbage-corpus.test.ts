import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot, deepArray, deepObject, FORGED_TOKEN } from '../test/garbage-requests.js';
import { OPEN_RULES, startTestServer, type TestServer } from '../test/test-server.js';
import { createHttpApp } from './create-http-app.js';
import { listen, type RunningServer } from './listen.js';

/**
 * The classics of hostile input, at every route the server has: each gets a 4xx in
 * PocketBase's shape (or, for a garbage query a route ignores, its usual answer), never a 5xx
 * or a hang, and changes nothing. A route missing from `ROUTES` fails the suite, so a new route
 * joins the corpus the day it is added.
 */

/** How a route takes a body: read it (JSON or a form), stream an upload, or ignore it. */
type BodyUse = 'reads' | 'upload' | 'ignores';

/**
 * Every route, as Hono registers it. `html`: the route answers with a page, not JSON.
 */
const ROUTES: Record<string, { body: BodyUse; html?: boolean }> = {
  'GET /api/health': { body: 'ignores' },
  'HEAD /api/health': { body: 'ignores' },
  'GET /api/collections': { body: 'ignores' },
  'POST /api/collections': { body: 'reads' },
  'PUT /api/collections/import': { body: 'reads' },
  'GET /api/collections/meta/scaffolds': { body: 'ignores' },
  'GET /api/collections/meta/oauth2-providers': { body: 'ignores' },
  'GET /api/collections/:collection': { body: 'ignores' },
  'PATCH /api/collections/:collection': { body: 'reads' },
  'DELETE /api/collections/:collection': { body: 'ignores' },
  'DELETE /api/collections/:collection/truncate': { body: 'ignores' },
  'GET /api/collections/:collection/records': { body: 'ignores' },
  'POST /api/collections/:collection/records': { body: 'reads' },
  'GET /api/collections/:collection/records/:id': { body: 'ignores' },
  'PATCH /api/collections/:collection/records/:id': { body: 'reads' },
  'DELETE /api/collections/:collection/records/:id': { body: 'ignores' },
  'GET /api/collections/:collection/auth-methods': { body: 'ignores' },
  'POST /api/collections/:collection/auth-refresh': { body: 'ignores' },
  'POST /api/collections/:collection/auth-with-password': { body: 'reads' },
  'POST /api/collections/:collection/auth-with-oauth2': { body: 'reads' },
  'POST /api/collections/:collection/auth-with-otp': { body: 'reads' },
  'POST /api/collections/:collection/request-otp': { body: 'reads' },
  'POST /api/collections/:collection/request-password-reset': { body: 'reads' },
  'POST /api/collections/:collection/confirm-password-reset': { body: 'reads' },
  'POST /api/collections/:collection/request-verification': { body: 'reads' },
  'POST /api/collections/:collection/confirm-verification': { body: 'reads' },
  'POST /api/collections/:collection/request-email-change': { body: 'reads' },
  'POST /api/collections/:collection/confirm-email-change': { body: 'reads' },
  'POST /api/collections/:collection/impersonate/:id': { body: 'reads' },
  'GET /api/oauth2-redirect': { body: 'ignores', html: true },
  'POST /api/oauth2-redirect': { body: 'reads', html: true },
  'GET /api/settings': { body: 'ignores' },
  'PATCH /api/settings': { body: 'reads' },
  'POST /api/settings/test/email': { body: 'reads' },
  'POST /api/settings/test/s3': { body: 'reads' },
  'POST /api/files/token': { body: 'ignores' },
  'GET /api/files/:collection/:recordId/:filename': { body: 'ignores' },
  'GET /api/logs': { body: 'ignores' },
  'GET /api/logs/stats': { body: 'ignores' },
  'GET /api/logs/:id': { body: 'ignores' },
  'GET /api/backups': { body: 'ignores' },
  'POST /api/backups': { body: 'reads' },
  'POST /api/backups/upload': { body: 'upload' },
  'GET /api/backups/:key': { body: 'ignores' },
  'DELETE /api/backups/:key': { body: 'ignores' },
  'POST /api/backups/:key/restore': { body: 'ignores' },
  'GET /api/crons': { body: 'ignores' },
  'POST /api/crons/:id': { body: 'ignores' },
  'GET /api/realtime': { body: 'ignores' },
  'POST /api/realtime': { body: 'reads' },
  'POST /api/batch': { body: 'reads' },
  'GET /api/hearth/chats/unread': { body: 'ignores' },
  'POST /api/hearth/chats/direct': { body: 'reads' },
  'POST /api/hearth/chats/group': { body: 'reads' },
  'POST /api/hearth/chats/:id/read': { body: 'reads' },
  'POST /api/hearth/chats/:id/typing': { body: 'reads' },
  'GET /api/hearth/friends/suggestions': { body: 'ignores' },
  'GET /api/hearth/people/search': { body: 'ignores' },
  'GET /api/hearth/people/:id': { body: 'ignores' },
  'POST /api/hearth/plugins': { body: 'reads' },
  'POST /api/hearth/plugins/check': { body: 'reads' },
  'DELETE /api/hearth/plugins/:id': { body: 'reads' },
  'GET /api/hearth/plugins/:id/icon': { body: 'ignores' },
  'GET /api/hearth/plugin-frames/:grantId/:path{.+}': { body: 'ignores' },
  'GET /api/hearth/presence/me': { body: 'ignores' },
  'PUT /api/hearth/presence/me': { body: 'reads' },
  'POST /api/hearth/presence/activity': { body: 'reads' },
  'POST /api/hearth/presence/snapshot': { body: 'reads' },
  'GET /api/hearth/search': { body: 'ignores' },
  'POST /api/hearth/sessions/end-current': { body: 'reads' },
  'POST /api/hearth/sessions/end-others': { body: 'reads' },
  'GET /api/hearth/console/stats': { body: 'ignores' },
  'POST /api/hearth/console/rules/check': { body: 'reads' },
  'POST /api/hearth/moderation/suspend': { body: 'reads' },
  'POST /api/hearth/moderation/lift': { body: 'reads' },
  'POST /api/hearth/moderation/delete-user': { body: 'reads' },
  'POST /api/hearth/moderation/reports/:id/dismiss': { body: 'reads' },
  'POST /api/hearth/moderation/reports/:id/delete-message': { body: 'ignores' },
  'GET /api/hearth/moderation/reports/:id/context': { body: 'ignores' },
};

const MISSING_ID = 'missing00000000';

/**
 * A route's path with its parameters filled so that the request reaches the route's own
 * checks: a real collection where a body is read, nothing that exists where the route would
 * act without one (a DELETE, a restore, a cron run).
 */
function pathOf(route: string): string {
  const [method = '', pattern = ''] = route.split(' ');
  const destructive = method === 'DELETE' || ROUTES[route]?.body === 'ignores';
  return pattern
    .replace(':collection', destructive && method !== 'GET' ? 'missing' : 'users')
    .replace(':path{.+}', 'x/y')
    .replace(':filename', 'x.txt')
    .replace(':key', 'missing.zip')
    .replace(/:[a-zA-Z]+/g, MISSING_ID);
}

/** Queries no route may fail on: pollution keys, duplicates, huge numbers, filter injections. */
const QUERIES = [
  '?__proto__[polluted]=1&constructor[prototype][polluted]=1&prototype[polluted]=1&__proto__=x',
  '?page=1&page=x&perPage=1e400&perPage=-0&skipTotal=1&skipTotal=NaN&sort=-@rowid;--',
  `?filter=${encodeURIComponent("title = ''; DROP TABLE users; --")}&expand=__proto__&fields=*,__proto__`,
  `?filter=${encodeURIComponent('((((((id = 1) || (id = 2)')}&filter=${encodeURIComponent(')))')}`,
  `?filter=${encodeURIComponent("@collection._superusers.password ~ '$2' || @collection.users.tokenKey != ''")}`,
  `?filter=${encodeURIComponent('id = 1 || '.repeat(400) + 'id = 1')}`,
  `?filter=${encodeURIComponent(deepArray(2000))}&sort=${'-'.repeat(2000)}`,
  '?%ff%fe=%ff&token=%00&options=%7B%7B%7B',
];

/** Bodies no route may accept: every one is broken before any field is looked at. */
const BODIES: { name: string; contentType: string; body: string | Uint8Array }[] = [
  { name: 'arrays 100,000 deep', contentType: 'application/json', body: deepArray(100_000) },
  { name: 'objects 20,000 deep', contentType: 'application/json', body: deepObject(20_000) },
  {
    name: 'pollution keys, nested too deep',
    contentType: 'application/json',
    body: `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"x":${deepArray(5000)}}`,
  },
  {
    name: 'invalid UTF-8 in a key',
    contentType: 'application/json',
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d, 0xc3]),
  },
  { name: 'truncated JSON', contentType: 'application/json', body: '{"email":"a@b.c","pass' },
  {
    name: 'huge numbers, truncated',
    contentType: 'application/json',
    body: '{"n":1e400,"m":18446744073709551616,',
  },
  { name: 'wrong content type', contentType: 'text/x-nonsense', body: '{"a":1}' },
  {
    name: 'truncated multipart',
    contentType: 'multipart/form-data; boundary=zz',
    body: '--zz\r\nContent-Disposition: form-data; name="@jsonPayload"\r\n\r\n{"a":',
  },
  {
    name: 'multipart without a boundary',
    contentType: 'multipart/form-data',
    body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n',
  },
];

let server: TestServer;
let slow: RunningServer;
const tokens: Record<'guest' | 'user' | 'admin' | 'forged', string> = {
  guest: '',
  user: '',
  admin: '',
  forged: FORGED_TOKEN,
};

beforeAll(async () => {
  server = await startTestServer({
    settings: { rateLimits: { enabled: false }, batch: { enabled: true, maxRequests: 10 } },
  });
  const admin = await server.superuser();
  tokens.admin = admin.authStore.token;
  tokens.user = (await server.user('corpus@example.com')).pb.authStore.token;
  await admin.collections.create({
    name: 'notes',
    ...OPEN_RULES,
    fields: [
      { name: 'title', type: 'text', max: 10 },
      { name: 'data', type: 'json' },
    ],
  });
  await admin.collection('notes').create({ title: 'keep', data: { a: [1] } });
  // A second listener on the same app, with a short body timeout for the slow bodies.
  slow = await listen(server.app, '127.0.0.1', 0, { bodyIdleTimeoutMs: 200 });
});

afterAll(async () => {
  await slow.close();
  await server.close();
});

/** Every `METHOD /path` the app answers, read from the router itself. */
function registeredRoutes(): string[] {
  const routes = createHttpApp(server.app)
    .routes.filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].sort();
}

async function expectAnswered(response: Response, route: string, mustRefuse: boolean) {
  const context = `${route}: ${response.status}`;
  expect(response.status, context).toBeLessThan(500);
  if (mustRefuse) expect(response.status, context).toBeGreaterThanOrEqual(400);
  if (response.status < 400 || ROUTES[route]?.html || route.startsWith('HEAD ')) {
    await response.body?.cancel();
    return;
  }
  expect(await response.json(), context).toMatchObject({
    status: response.status,
    message: expect.any(String),
    data: expect.any(Object),
  });
}

function expectNoPollution() {
  const probe: Record<string, unknown> = {};
  expect(probe['polluted']).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
}

describe('the corpus', () => {
  it('lists every route the server has', () => {
    expect(registeredRoutes()).toEqual(Object.keys(ROUTES).sort());
  });
});

describe.each(Object.keys(ROUTES))('%s', (route) => {
  const [method = 'GET'] = route.split(' ');
  const withBody = method !== 'GET' && method !== 'HEAD';

  it('answers garbage queries and bodies with a 4xx and changes nothing', async () => {
    const before = await databaseSnapshot(server.app);
    const sends: Promise<void>[] = [];
    const send = (init: RequestInit, query: string, mustRefuse: boolean) =>
      sends.push(
        fetch(server.url + pathOf(route) + query, { method, ...init }).then((response) =>
          expectAnswered(response, route, mustRefuse),
        ),
      );
    for (const sender of ['guest', 'user', 'admin', 'forged'] as const) {
      const auth: Record<string, string> = tokens[sender] ? { Authorization: tokens[sender] } : {};
      // note: signed-in and forged callers get one garbage query; guests and superusers, who
      // reach the most code, get them all.
      const queries = sender === 'guest' || sender === 'admin' ? QUERIES : QUERIES.slice(0, 1);
      for (const query of queries) {
        // note: a non-GET route gets the query with a broken body, so that nothing it could
        // do with a valid one changes the database.
        if (withBody) {
          const headers = { ...auth, 'Content-Type': 'application/json' };
          send({ headers, body: '{' }, query, ROUTES[route]?.body === 'reads');
        } else {
          send({ headers: auth }, query, false);
        }
      }
      if (!withBody || sender === 'user' || sender === 'forged') continue;
      for (const { contentType, body } of BODIES) {
        const headers = { ...auth, 'Content-Type': contentType };
        send({ headers, body }, '', ROUTES[route]?.body !== 'ignores');
      }
    }
    await Promise.all(sends);
    expectNoPollution();
    expect(await databaseSnapshot(server.app)).toBe(before);
  });
});

describe('a body that stalls', () => {
  it('gets an answer from every route that takes a body, and changes nothing', async () => {
    const before = await databaseSnapshot(server.app);
    const routes = Object.keys(ROUTES).filter((route) => !/^(GET|HEAD) /.test(route));
    await Promise.all(
      routes.map(async (route) => {
        const [method = ''] = route.split(' ');
        const answer = await stalledBody(method, pathOf(route), tokens.admin);
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
        expect(status, `${route}: ${answer}`).toBeLessThan(500);
        if (ROUTES[route]?.body === 'reads') {
          expect(status, `${route}: ${answer}`).toBeGreaterThanOrEqual(400);
        }
      }),
    );
    expect(await databaseSnapshot(server.app)).toBe(before);
  });
});

/**
 * Declares a 100-byte JSON body, sends ten bytes of it and then nothing; resolves with what the
 * server answered once it closes the connection or sends a whole answer.
 */
function stalledBody(method: string, path: string, token: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(slow.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (part: Buffer) => {
      answer += part.toString('utf8');
      if (/\r\n\r\n[\s\S]*\}$/.test(answer) || /Content-Length: 0\r\n\r\n$/i.test(answer)) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: ${token}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
  });
}
