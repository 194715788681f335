import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function insert(table: '_otps' | '_mfas', id: string, created: string, extra: string[]) {
  const users = server.app.collections.find('users');
  const columns = table === '_otps' ? 'password, sentTo' : 'method';
  await server.app.db.run(
    `INSERT INTO ${table} (id, collectionRef, recordRef, ${columns}, created, updated) VALUES (?, ?, ?, ${extra.map(() => '?').join(', ')}, ?, ?)`,
    [id, users?.id ?? '', 'someuser0000000', ...extra, created, created],
  );
}

async function ids(table: '_otps' | '_mfas'): Promise<string[]> {
  const rows = await server.app.db.all<{ id: string }>(`SELECT id FROM ${table} ORDER BY id`);
  return rows.map((row) => row.id);
}

describe('deleteExpired', () => {
  it('deletes OTPs and MFA sessions older than their collection durations, and only those', async () => {
    const now = new Date().toISOString().replace('T', ' ');
    await insert('_otps', 'otpold000000000', '2020-01-01 00:00:00.000Z', ['hash', '']);
    await insert('_otps', 'otpnew000000000', now, ['hash', '']);
    await insert('_mfas', 'mfaold000000000', '2020-01-01 00:00:00.000Z', ['password']);
    await insert('_mfas', 'mfanew000000000', now, ['password']);

    expect(await server.app.accounts.deleteExpired()).toEqual({ otps: 1, mfas: 1 });
    expect(await ids('_otps')).toEqual(['otpnew000000000']);
    expect(await ids('_mfas')).toEqual(['mfanew000000000']);
    expect(await server.app.accounts.deleteExpired()).toEqual({ otps: 0, mfas: 0 });
  });
});
