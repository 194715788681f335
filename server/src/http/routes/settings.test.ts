import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { statusOf } from '../../test/sdk-outcome.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('settings API', () => {
  it('is for superusers only: 401 for guests, 403 for users', async () => {
    expect(await statusOf(server.client().settings.getAll())).toBe(401);
    const { pb } = await server.user('settings-user@example.com');
    expect(await statusOf(pb.settings.getAll())).toBe(403);
  });

  it('returns PocketBase-shaped settings with secrets masked', async () => {
    const admin = await server.superuser();
    await admin.settings.update({
      smtp: { enabled: true, host: 'mail.example.com', port: 2525, password: 's3cret' },
    });
    const settings = await admin.settings.getAll();
    expect(settings['meta']).toMatchObject({ appName: 'Hearth' });
    // note: the test server turns rate limiting off; the default is checked in rate-limit.test.ts.
    expect(settings['rateLimits']).toMatchObject({ enabled: false });
    expect(settings['smtp']).toMatchObject({
      enabled: true,
      host: 'mail.example.com',
      port: 2525,
      password: '',
    });
    expect(server.app.settings.get().smtp.password).toBe('s3cret');
  });

  it('keeps a saved secret when the masked blank value is sent back', async () => {
    const admin = await server.superuser();
    const current = await admin.settings.getAll();
    await admin.settings.update(current);
    expect(server.app.settings.get().smtp.password).toBe('s3cret');
  });

  it('rejects invalid values with field errors and changes nothing', async () => {
    const admin = await server.superuser();
    const before = JSON.stringify(server.app.settings.get());
    const error = await admin.settings
      .update({
        meta: { appURL: 'not a url' },
        smtp: { port: 'x' },
        rateLimits: { rules: [{ label: '', audience: 'x', duration: 0, maxRequests: 1 }] },
      })
      .catch((e: unknown) => e as ClientResponseError);
    expect(error).toBeInstanceOf(ClientResponseError);
    expect((error as ClientResponseError).status).toBe(400);
    expect((error as ClientResponseError).response['data']).toMatchObject({
      smtp: { port: { code: 'validation_invalid_value' } },
    });
    expect(JSON.stringify(server.app.settings.get())).toBe(before);
    const second = await admin.settings
      .update({
        meta: { appURL: 'not a url' },
        rateLimits: { rules: [{ label: '', audience: 'x', duration: 0, maxRequests: 1 }] },
      })
      .catch((e: unknown) => e as ClientResponseError);
    expect((second as ClientResponseError).response['data']).toMatchObject({
      meta: { appURL: { code: 'validation_invalid_url' } },
      rateLimits: {
        rules: {
          '0': {
            label: { code: 'validation_required' },
            audience: { code: 'validation_in_invalid' },
            duration: {},
          },
        },
      },
    });
  });

  it('ignores unknown keys', async () => {
    const admin = await server.superuser();
    const updated = await admin.settings.update({
      nonsense: { a: 1 },
      meta: { appName: 'Hearth Test' },
    });
    expect(updated['nonsense']).toBeUndefined();
    expect(updated['meta']).toMatchObject({ appName: 'Hearth Test' });
  });
});
