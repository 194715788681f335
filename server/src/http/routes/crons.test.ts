import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientResponseError, type default as PocketBase } from 'pocketbase';
import { newLogEntry } from '../../logs/log-store.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { statusOf } from '../../test/sdk-outcome.js';

let server: TestServer;
let admin: PocketBase;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
});
afterAll(() => server.close());

describe('crons API', () => {
  it('is for superusers only: 401 for guests, 403 for users', async () => {
    const { pb } = await server.user('crons-user@example.com');
    expect(await statusOf(server.client().crons.getFullList())).toBe(401);
    expect(await statusOf(pb.crons.getFullList())).toBe(403);
    expect(await statusOf(server.client().crons.run('__pbLogsCleanup__'))).toBe(401);
    expect(await statusOf(pb.crons.run('__pbLogsCleanup__'))).toBe(403);
  });

  it('lists app jobs first and the built-in jobs last', async () => {
    server.app.crons.add('zeta', '*/5 * * * *', async () => undefined);
    server.app.crons.add('alpha', '0 3 * * *', async () => undefined);
    const jobs = await admin.crons.getFullList();
    // Hearth's features add their own jobs (`hearth…`), which sort between these two.
    const featureJobs = jobs.filter((job) => job.id.startsWith('hearth'));
    expect(jobs).toEqual([
      { id: 'alpha', expression: '0 3 * * *' },
      ...featureJobs,
      { id: 'zeta', expression: '*/5 * * * *' },
      { id: '__pbDBOptimize__', expression: '0 0 * * *' },
      { id: '__pbMFACleanup__', expression: '0 * * * *' },
      { id: '__pbOTPCleanup__', expression: '0 * * * *' },
      { id: '__pbLogsCleanup__', expression: '0 */6 * * *' },
      { id: '__pbRateLimitersCleanup__', expression: '2 * * * *' },
    ]);
    server.app.crons.remove('alpha');
    server.app.crons.remove('zeta');
  });

  it('runs a job on demand without waiting for it', async () => {
    let release: () => void = () => undefined;
    const ran = new Promise<void>((resolve) => {
      server.app.crons.add('manual', '0 0 1 1 *', () => {
        resolve();
        return new Promise<void>((done) => (release = done));
      });
    });
    expect(await admin.crons.run('manual')).toBe(true);
    await ran;
    release();
    server.app.crons.remove('manual');
  });

  it('answers 404 for an unknown job', async () => {
    const error = await admin.crons.run('nope').catch((e: unknown) => e as ClientResponseError);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect((error as ClientResponseError).status).toBe(404);
    expect((error as ClientResponseError).response['message']).toBe('Missing or invalid cron job.');
  });

  it('runs the logs cleanup: entries older than logs.maxDays go', async () => {
    const old = { ...newLogEntry(0, 'old', {}), created: '2000-01-01 00:00:00.000Z' };
    const fresh = newLogEntry(0, 'fresh', {});
    await server.app.logs.store.insertMany([old, fresh]);
    await server.app.crons.runNow('__pbLogsCleanup__');
    expect(await server.app.logs.store.find(old.id)).toBeNull();
    expect(await server.app.logs.store.find(fresh.id)).not.toBeNull();
  });

  it('turns automatic backups on and off with backups.cron', async () => {
    await admin.settings.update({ backups: { cron: '0 2 * * *', cronMaxKeep: 2 } });
    const jobs = await admin.crons.getFullList();
    expect(jobs.at(-1)).toEqual({ id: '__pbAutoBackup__', expression: '0 2 * * *' });
    await admin.settings.update({ backups: { cron: '' } });
    expect((await admin.crons.getFullList()).map((job) => job.id)).not.toContain(
      '__pbAutoBackup__',
    );
  });
});
