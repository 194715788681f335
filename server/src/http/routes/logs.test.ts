import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientResponseError } from 'pocketbase';
import { type default as PocketBase } from 'pocketbase';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { statusOf } from '../../test/sdk-outcome.js';

let server: TestServer;
let admin: PocketBase;
beforeAll(async () => {
  server = await startTestServer({
    settings: { rateLimits: { enabled: false }, logs: { logAuthId: true } },
  });
  admin = await server.superuser();
});
afterAll(() => server.close());

/** Makes a few requests of known shape and waits for their logs to be stored. */
async function seedRequests(): Promise<void> {
  const guest = server.client();
  await fetch(`${server.url}/api/health?seed=1`, { headers: { 'User-Agent': 'seed-agent' } });
  await statusOf(guest.collection('missing-collection-x').getList());
  await server.app.logs.flush();
}

describe('logs API', () => {
  beforeAll(seedRequests);

  it('is for superusers only: 401 for guests, 403 for users', async () => {
    const { pb } = await server.user('logs-user@example.com');
    for (const call of [
      (c: PocketBase) => c.logs.getList(1, 10),
      (c: PocketBase) => c.logs.getOne('x'),
      (c: PocketBase) => c.logs.getStats(),
    ]) {
      expect(await statusOf(call(server.client()))).toBe(401);
      expect(await statusOf(call(pb))).toBe(403);
    }
  });

  it('lists request logs in PocketBase shape', async () => {
    const list = await admin.logs.getList(1, 50, { filter: "data.url ~ '/api/health?seed=1'" });
    expect(list.totalItems).toBe(1);
    const [entry] = list.items;
    expect(entry).toMatchObject({
      level: 0,
      message: 'GET /api/health?seed=1',
      data: {
        type: 'request',
        method: 'GET',
        status: 200,
        url: '/api/health?seed=1',
        userAgent: 'seed-agent',
        auth: '',
        userIP: '127.0.0.1',
        remoteIP: '127.0.0.1',
      },
    });
    expect(entry?.id).toMatch(/^[a-z0-9]{15}$/);
    expect(entry?.created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(typeof entry?.data['execTime']).toBe('number');
  });

  it('logs failed requests at ERROR level with the error', async () => {
    const list = await admin.logs.getList(1, 10, {
      filter: 'level = 8 && data.status = 404 && data.url ~ "missing-collection-x"',
    });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]?.data).toMatchObject({
      error: 'Missing collection context.',
      method: 'GET',
    });
  });

  it('records the auth collection and, with logAuthId, the id', async () => {
    const { pb, id } = await server.user('logged-user@example.com');
    await pb.collection('users').authRefresh();
    await server.app.logs.flush();
    const list = await admin.logs.getList(1, 10, {
      filter: `data.url ~ '/auth-refresh' && data.auth = 'users'`,
    });
    expect(list.items[0]?.data).toMatchObject({ auth: 'users', authId: id, status: 200 });
  });

  it('views one log and answers 404 for an unknown id', async () => {
    const list = await admin.logs.getList(1, 1, { sort: '-created' });
    const first = list.items[0];
    expect(first).toBeDefined();
    const one = await admin.logs.getOne(first?.id ?? '');
    expect(one).toEqual(first);
    expect(await statusOf(admin.logs.getOne('nope'))).toBe(404);
  });

  it('pages, sorts and counts', async () => {
    const all = await admin.logs.getList(1, 1000, { sort: '@rowid' });
    const page = await admin.logs.getList(2, 2, { sort: '@rowid' });
    expect(page.totalItems).toBe(all.totalItems);
    expect(page.totalPages).toBe(Math.ceil(all.totalItems / 2));
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));
    const descending = await admin.logs.getList(1, 1000, { sort: '-@rowid' });
    expect(descending.items.map((i) => i.id)).toEqual(all.items.map((i) => i.id).reverse());
  });

  it('does not log successful reads of the logs themselves', async () => {
    await admin.logs.getList(1, 1);
    await server.app.logs.flush();
    const list = await admin.logs.getList(1, 10, { filter: "data.url ~ '/api/logs'" });
    // note: the SDK types `level` as text, but PocketBase (and Hearth) send slog's numbers.
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((item) => Number(item.level) === 8)).toBe(true);
  });

  it('answers hourly stats, filtered', async () => {
    const stats = await admin.logs.getStats();
    expect(stats.length).toBeGreaterThan(0);
    expect(stats[0]?.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:00:00\.000Z$/);
    const total = stats.reduce((sum, item) => sum + item.total, 0);
    const all = await admin.logs.getList(1, 1);
    expect(total).toBe(all.totalItems);
    const errors = await admin.logs.getStats({ filter: 'level >= 8' });
    const errorTotal = errors.reduce((sum, item) => sum + item.total, 0);
    expect(errorTotal).toBeGreaterThan(0);
    expect(errorTotal).toBeLessThan(total);
  });

  it.each([
    ['unknown field', 'nope = 1'],
    ['unterminated text', "message = 'x"],
    ['dangling operator', 'level >'],
    ['sql injection attempt', 'level = 1; DROP TABLE _logs; --'],
    ['unbalanced group', '(level = 1'],
    ['request fields', "@request.auth.id != ''"],
  ])('rejects a bad filter (%s) with a 400', async (_name, filter) => {
    const list = await admin.logs.getList(1, 10, { filter }).catch((e: unknown) => e);
    expect((list as ClientResponseError).status).toBe(400);
    const stats = await admin.logs.getStats({ filter }).catch((e: unknown) => e);
    expect((stats as ClientResponseError).status).toBe(400);
    expect((stats as ClientResponseError).response['message']).toBe('Invalid filter format.');
  });

  it('rejects a bad sort and bad paging with a 400', async () => {
    expect(await statusOf(admin.logs.getList(1, 10, { sort: 'nope' }))).toBe(400);
    const response = await fetch(`${server.url}/api/logs?page=x`, {
      headers: { Authorization: admin.authStore.token },
    });
    expect(response.status).toBe(400);
  });

  it('groups and combines conditions', async () => {
    // Earlier tests' failed requests are still queued; let them land before counting twice.
    await server.app.logs.flush();
    const either = await admin.logs.getList(1, 1000, {
      filter: '(level = 8 || level = 0) && id != ""',
    });
    const all = await admin.logs.getList(1, 1);
    expect(either.totalItems).toBe(all.totalItems);
  });
});

describe('request logging settings', () => {
  it('stores nothing while logs.maxDays is 0 and IPs only when logIP is on', async () => {
    await admin.settings.update({ logs: { maxDays: 0 } });
    await fetch(`${server.url}/api/health?while=off`);
    await admin.settings.update({ logs: { maxDays: 5, logIP: false } });
    await fetch(`${server.url}/api/health?while=noip`);
    await server.app.logs.flush();
    const off = await admin.logs.getList(1, 10, { filter: "data.url ~ 'while=off'" });
    expect(off.totalItems).toBe(0);
    const noIp = await admin.logs.getList(1, 10, { filter: "data.url ~ 'while=noip'" });
    expect(noIp.items[0]?.data['userIP']).toBeUndefined();
    await admin.settings.update({ logs: { logIP: true } });
  });

  it('keeps only entries at or above logs.minLevel', async () => {
    await admin.settings.update({ logs: { minLevel: 8 } });
    await fetch(`${server.url}/api/health?level=info`);
    await fetch(`${server.url}/api/nowhere?level=error`);
    await admin.settings.update({ logs: { minLevel: 0 } });
    await server.app.logs.flush();
    const info = await admin.logs.getList(1, 10, { filter: "data.url ~ 'level=info'" });
    const error = await admin.logs.getList(1, 10, { filter: "data.url ~ 'level=error'" });
    expect(info.totalItems).toBe(0);
    expect(error.totalItems).toBe(1);
  });

  it('takes the client IP from a trusted proxy header', async () => {
    await admin.settings.update({ trustedProxy: { headers: ['X-Forwarded-For'] } });
    await fetch(`${server.url}/api/health?proxied=1`, {
      headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' },
    });
    await admin.settings.update({ trustedProxy: { headers: [], useLeftmostIP: false } });
    await server.app.logs.flush();
    const list = await admin.logs.getList(1, 1, { filter: "data.url ~ 'proxied=1'" });
    expect(list.items[0]?.data).toMatchObject({
      userIP: '198.51.100.7',
      remoteIP: '127.0.0.1',
    });
  });
});
