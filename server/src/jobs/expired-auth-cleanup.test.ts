import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { deleteExpiredAuthRows } from './expired-auth-cleanup.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('expired OTP and MFA cleanup', () => {
  it.each([
    ['otps', '_otps', '__pbOTPCleanup__', 'otp'],
    ['mfas', '_mfas', '__pbMFACleanup__', 'mfa'],
  ] as const)('deletes %s older than the collection duration', async (_kind, table, job, key) => {
    const users = server.app.collections.find('users');
    if (users?.type !== 'auth') throw new Error('users must be an auth collection');
    const durationMs = users[key].duration * 1000;
    const now = Date.now();
    const at = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
    const extra = table === '_otps' ? ', password, `sentTo`' : ', method';
    const extraValues = table === '_otps' ? ", 'x', ''" : ", 'password'";
    const seeded: [string, string][] = [
      ['expired0000001', at(now - durationMs - 60_000)],
      ['fresh000000001', at(now - durationMs + 60_000)],
    ];
    for (const [id, created] of seeded) {
      await server.app.db.run(
        `INSERT INTO ${table} (id, \`collectionRef\`, \`recordRef\`${extra}, created, updated) VALUES (?, ?, 'r'${extraValues}, ?, ?)`,
        [id, users.id, created, created],
      );
    }
    await server.app.crons.runNow(job);
    const rows = await server.app.db.all<{ id: string }>(`SELECT id FROM ${table} ORDER BY id`);
    expect(rows.map((row) => row.id)).toEqual(['fresh000000001']);
    expect(await deleteExpiredAuthRows(server.app.db, _kind, [users])).toBe(0);
  });
});
