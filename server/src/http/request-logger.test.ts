import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { default as PocketBase } from 'pocketbase';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
let admin: PocketBase;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

describe('request logs', () => {
  it('log a request refused by the rate limiter at ERROR level with its error', async () => {
    await admin.settings.update({
      rateLimits: {
        enabled: true,
        excludedIPs: [],
        rules: [{ label: '/api/health', audience: '', duration: 60, maxRequests: 1 }],
      },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 2; i++) {
        statuses.push((await fetch(`${server.url}/api/health?limited=1`)).status);
      }
      expect(statuses).toEqual([200, 429]);
    } finally {
      await admin.settings.update({ rateLimits: { enabled: false } });
    }
    await server.app.logs.flush();
    const list = await admin.logs.getList(1, 10, {
      filter: 'data.url ~ "limited=1"',
      sort: 'created',
    });
    expect(list.items.map((item) => [item.level, item.data['status']])).toEqual([
      [0, 200],
      [8, 429],
    ]);
    expect(list.items[1]?.data).toMatchObject({
      error: 'Too Many Requests.',
      method: 'GET',
      url: '/api/health?limited=1',
    });
  });

  it('have ids shaped as record ids', async () => {
    await fetch(`${server.url}/api/health?shape=1`);
    await server.app.logs.flush();
    const list = await admin.logs.getList(1, 10, { filter: 'data.url ~ "shape=1"' });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]?.id).toMatch(/^[a-z0-9]{15}$/);
  });
});
