import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OWNED = ['_externalAuths', '_otps', '_mfas', '_authOrigins'] as const;

async function countOwned(table: string, recordId: string): Promise<number> {
  const row = await server.app.db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM \`${table}\` WHERE \`recordRef\` = ?`,
    [recordId],
  );
  return Number(row?.n ?? 0);
}

describe('deleting an auth record', () => {
  it('deletes its OAuth2 links, OTPs, MFA sessions and login origins with it, and only its own', async () => {
    const { pb, id } = await server.user('leaving@example.com');
    const { id: stayingId } = await server.user('staying@example.com');
    const users = server.app.collections.find('users');
    if (users?.type !== 'auth') throw new Error('users must be an auth collection');
    const now = new Date().toISOString().replace('T', ' ');
    for (const recordId of [id, stayingId]) {
      const rows: [string, string, unknown[]][] = [
        ['_externalAuths', 'provider, `providerId`', ['github', `gh-${recordId}`]],
        ['_otps', 'password, `sentTo`', ['hash', 'x@example.com']],
        ['_mfas', 'method', ['password']],
        ['_authOrigins', 'fingerprint', [`fp-${recordId}`]],
      ];
      for (const [table, columns, values] of rows) {
        await server.app.db.run(
          `INSERT INTO \`${table}\` (id, \`collectionRef\`, \`recordRef\`, ${columns}, created, updated) VALUES (?, ?, ?, ${values.map(() => '?').join(', ')}, ?, ?)`,
          [
            `${table.slice(1, 6)}${recordId}`.slice(0, 15),
            users.id,
            recordId,
            ...(values as string[]),
            now,
            now,
          ],
        );
      }
    }
    const before = await Promise.all(OWNED.map((table) => countOwned(table, stayingId)));
    for (const table of OWNED) expect(await countOwned(table, id)).toBeGreaterThan(0);
    await pb.collection('users').delete(id);
    for (const table of OWNED) expect(await countOwned(table, id)).toBe(0);
    expect(await Promise.all(OWNED.map((table) => countOwned(table, stayingId)))).toEqual(before);
  });
});
