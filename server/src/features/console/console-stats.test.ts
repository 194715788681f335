import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/dates.js';
import { newLogEntry } from '../../logs/log-store.js';
import { openDirect, sendText } from '../../test/chat-kit.js';
import { befriend, person } from '../../test/social-kit.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import type { ConsoleStats } from './console-stats.js';
import { startOfUtcDay } from './console-stats.js';

/** `GET /api/hearth/console/stats`: superusers only, and each figure counts what it says. */

const STATS = '/api/hearth/console/stats';
let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

const stats = () => admin.send<ConsoleStats>(STATS, { method: 'GET' });

/** A request log entry with this status, created at `created`. */
function requestLog(status: number, url: string, created: Date) {
  const entry = newLogEntry(8, `GET ${url}`, { status, method: 'GET', url });
  return { ...entry, created: formatDate(created) };
}

describe('console stats', () => {
  it('refuses guests with 401 and users with 403', async () => {
    await expect(server.client().send(STATS, { method: 'GET' })).rejects.toMatchObject({
      status: 401,
    });
    const { pb } = await server.user('stats-user@example.com');
    await expect(pb.send(STATS, { method: 'GET' })).rejects.toMatchObject({ status: 403 });
  });

  it('counts users and the messages of today', async () => {
    const before = await stats();
    const [a, b] = [await person(server, 'Ann'), await person(server, 'Bo')];
    await befriend(a, b);
    const chat = await openDirect(a, b);
    await sendText(a, chat.id, 'hello');
    await sendText(b, chat.id, 'hi');
    const after = await stats();
    expect(after.users).toBe(before.users + 2);
    expect(after.messagesToday).toBe(before.messagesToday + 2);
  });

  it('measures the database and the storage folder', async () => {
    // note: a fresh server: the storage size is cached per app, and this one has not measured yet.
    const fresh = await startTestServer();
    try {
      const nested = join(fresh.dataDir, 'storage', 'a', 'b');
      await mkdir(nested, { recursive: true });
      await writeFile(join(nested, 'file.bin'), Buffer.alloc(123_456));
      const figures = await (await fresh.superuser()).send<ConsoleStats>(STATS, { method: 'GET' });
      expect(figures.storageBytes).toBeGreaterThanOrEqual(123_456);
      expect(figures.databaseBytes).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it("counts today's server errors and lists the last five, newest first", async () => {
    const now = Date.now();
    const yesterday = new Date(Date.parse(startOfUtcDay()) - 60_000);
    await server.app.logs.store.insertMany([
      ...[1, 2, 3, 4, 5, 6].map((n) =>
        requestLog(500 + n, `/boom/${n}`, new Date(now - (10 - n) * 1000)),
      ),
      requestLog(404, '/missing', new Date(now - 1000)),
      requestLog(500, '/old', yesterday),
    ]);
    const figures = await stats();
    expect(figures.errorsToday).toBe(6);
    expect(figures.recentErrors.map((log) => log.data['url'])).toEqual([
      '/boom/6',
      '/boom/5',
      '/boom/4',
      '/boom/3',
      '/boom/2',
    ]);
  });

  it('counts the realtime clients connected now', async () => {
    const before = (await stats()).connectedNow;
    const stop = new AbortController();
    const response = await fetch(`${server.url}/api/realtime`, { signal: stop.signal });
    expect(response.status).toBe(200);
    try {
      expect((await stats()).connectedNow).toBe(before + 1);
    } finally {
      stop.abort();
    }
  });

  it('counts the messages this process received from the realtime bus and handled', async () => {
    const heard: string[] = [];
    await admin.collection('users').subscribe('*', (event) => heard.push(event.action));
    try {
      const before = await stats();
      await server.user('bus-counted@example.com');
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      const after = await stats();
      expect(after.busReceived).toBeGreaterThan(before.busReceived);
      expect(after.busHandled).toBeGreaterThan(before.busHandled);
    } finally {
      await admin.collection('users').unsubscribe('*');
    }
  });
});

describe('startOfUtcDay', () => {
  it('is midnight UTC of the given day', () => {
    expect(startOfUtcDay(new Date('2026-03-04T23:59:00+09:00'))).toBe('2026-03-04 00:00:00.000Z');
  });
});
