import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger } from '../test/capture-logger.js';
import { createTestDatabase, type TestDatabase } from '../test/test-postgres.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { POSTGRES_BACKUPS_MESSAGE } from './database-engine-backups.js';

/** The smallest valid zip: an end-of-central-directory record alone. */
const EMPTY_ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ClientResponseError);
  return (error as ClientResponseError).response;
}

describe('backups on PostgreSQL', () => {
  const logger = captureLogger();
  let database: TestDatabase | undefined;
  let started: TestServer | undefined;
  const server = (): TestServer => {
    if (!started) throw new Error('the server did not start');
    return started;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    started = await startTestServer({ databaseUrl: database.url, logger });
  });
  afterAll(async () => {
    // note: either may be missing when starting the server failed.
    await started?.close();
    await database?.drop();
  });

  const expected = { status: 400, message: POSTGRES_BACKUPS_MESSAGE, data: {} };

  it('refuses to create, upload or restore an archive, pointing to pg_dump', async () => {
    expect(POSTGRES_BACKUPS_MESSAGE).toMatch(/pg_dump.*point-in-time recovery/);
    const admin = await server().superuser();
    expect(await refusal(admin.backups.create('mine.zip'))).toEqual(expected);
    const file = new File([EMPTY_ZIP], 'uploaded.zip', { type: 'application/zip' });
    expect(await refusal(admin.backups.upload({ file }))).toEqual(expected);
    await mkdir(server().app.backups.dir, { recursive: true });
    await writeFile(join(server().app.backups.dir, 'old.zip'), EMPTY_ZIP);
    expect(await refusal(admin.backups.restore('old.zip'))).toEqual(expected);
    expect((await admin.backups.getFullList()).map((info) => info.key)).toEqual(['old.zip']);
  });

  it('tells superusers through the health check that no backup can start', async () => {
    const admin = await server().superuser();
    const health = await admin.health.check();
    expect(health.data).toMatchObject({ canBackup: false });
  });

  it('still lists, downloads and deletes the archives already there', async () => {
    const admin = await server().superuser();
    await mkdir(server().app.backups.dir, { recursive: true });
    await writeFile(join(server().app.backups.dir, 'kept.zip'), EMPTY_ZIP);
    expect((await admin.backups.getFullList()).map((info) => info.key)).toContain('kept.zip');
    const url = admin.backups.getDownloadURL(await admin.files.getToken(), 'kept.zip');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(EMPTY_ZIP);
    await admin.backups.delete('kept.zip');
    expect((await admin.backups.getFullList()).map((info) => info.key)).not.toContain('kept.zip');
  });

  it('skips scheduled backups with the reason in the log', async () => {
    const admin = await server().superuser();
    await admin.settings.update({ backups: { cron: '0 3 * * *', cronMaxKeep: 2 } });
    logger.entries.length = 0;
    expect(await server().app.crons.runNow('__pbAutoBackup__')).toBe(true);
    const keys = (await admin.backups.getFullList()).map((info) => info.key);
    expect(keys.filter((key) => key.startsWith('@auto'))).toEqual([]);
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
    expect(logger.entries).toContainEqual({
      level: 'warn',
      message: 'automatic backup skipped',
      details: { reason: POSTGRES_BACKUPS_MESSAGE },
    });
  });
});
