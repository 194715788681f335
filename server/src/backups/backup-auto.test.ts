import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  // note: archives are made on SQLite only; backup-postgres.test.ts covers PostgreSQL.
  server = await startTestServer({ databaseUrl: null });
});
afterAll(() => server.close());

describe('automatic backups', () => {
  it('keeps only the newest cronMaxKeep automatic backups and leaves others alone', async () => {
    const dir = server.app.backups.dir;
    await mkdir(dir, { recursive: true });
    const old = ['@auto_pb_backup_a_1.zip', '@auto_pb_backup_a_2.zip', '@auto_pb_backup_a_3.zip'];
    for (const [index, key] of old.entries()) {
      await writeFile(join(dir, key), 'PK');
      const time = new Date(Date.UTC(2020, 0, 1 + index));
      await utimes(join(dir, key), time, time);
    }
    await writeFile(join(dir, 'manual.zip'), 'PK');
    await server.app.backups.createAuto(2);
    const keys = (await server.app.backups.list()).map((info) => info.key).sort();
    expect(keys).toHaveLength(3);
    expect(keys).toContain('manual.zip');
    expect(keys).toContain('@auto_pb_backup_a_3.zip');
    expect(keys.some((key) => /^@auto_pb_backup_hearth_\d{14}\.zip$/.test(key))).toBe(true);
  });

  it('runs as the __pbAutoBackup__ job once backups.cron is set', async () => {
    const admin = await server.superuser();
    await admin.settings.update({ backups: { cron: '0 3 * * *', cronMaxKeep: 10 } });
    for (const info of await admin.backups.getFullList()) await admin.backups.delete(info.key);
    await server.app.crons.runNow('__pbAutoBackup__');
    const autos = (await admin.backups.getFullList()).filter((info) =>
      info.key.startsWith('@auto_pb_backup_hearth_'),
    );
    expect(autos.length).toBeGreaterThan(0);
  });
});
