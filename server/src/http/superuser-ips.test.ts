import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../test/sdk-outcome.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('superuserIPs', () => {
  it("ignores a superuser's file token for protected files from outside the list", async () => {
    const admin = await server.superuser();
    await admin.collections.create({
      name: 'vault',
      fields: [{ name: 'doc', type: 'file', protected: true, maxSelect: 1 }],
    });
    const record = await admin.collection('vault').create({
      doc: new File([new TextEncoder().encode('secret text')], 'note.txt', { type: 'text/plain' }),
    });
    const token = await admin.files.getToken();
    const url = `${admin.files.getURL(record, String(record['doc']))}?token=${token}`;
    expect((await fetch(url)).status).toBe(200);
    await server.app.settings.update({ superuserIPs: ['10.9.8.7'] });
    expect((await fetch(url)).status).toBe(404);
    await server.app.settings.update({ superuserIPs: [] });
  });

  it('refuses superuser tokens from addresses outside the list, and lets users through', async () => {
    const admin = await server.superuser();
    const { pb: user } = await server.user('ip-user@example.com');
    await admin.settings.update({ superuserIPs: ['10.9.8.0/24'] });
    expect(await statusOf(admin.collections.getList())).toBe(403);
    expect(await statusOf(admin.collection('users').getList())).toBe(403);
    expect(await statusOf(user.collection('users').getList())).toBe(200);
    // Locked out remotely, the setting is changed from an allowed address (here: the server itself).
    await server.app.settings.update({ superuserIPs: ['127.0.0.0/8', '::1'] });
    expect(await statusOf(admin.collections.getList())).toBe(200);
  });
});
