import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startMailTestServer } from '../../test/mail-test-kit.js';

let env: Awaited<ReturnType<typeof startMailTestServer>>;
beforeAll(async () => {
  env = await startMailTestServer();
});
afterAll(() => env.close());

describe('POST /api/settings/test/email', () => {
  it('is for superusers only', async () => {
    const guest = await errorOf(
      env.server.client().settings.testEmail('users', 'a@example.com', 'otp'),
    );
    expect(guest.status).toBe(401);
    const { pb } = await env.server.user('test-email-user@example.com');
    expect((await errorOf(pb.settings.testEmail('users', 'a@example.com', 'otp'))).status).toBe(
      403,
    );
  });

  it.each([
    ['verification', 'Verify your Hearth email'],
    ['password-reset', 'Reset your Hearth password'],
    ['email-change', 'Confirm your Hearth new email address'],
    ['otp', 'OTP for Hearth'],
    ['login-alert', 'Login from a new location'],
  ])('sends the %s template', async (template, subject) => {
    const admin = await env.server.superuser();
    const to = `test-${template}@example.com`;
    expect(await admin.settings.testEmail('users', to, template)).toBe(true);
    const mail = await env.sink.take(to);
    expect(mail.subject).toBe(subject);
  });

  it('defaults to the superusers collection and follows Accept-Language', async () => {
    const admin = await env.server.superuser();
    admin.lang = 'zh-CN';
    await admin.send('/api/settings/test/email', {
      method: 'POST',
      body: { email: 'test-default@example.com', template: 'otp' },
    });
    const mail = await env.sink.take('test-default@example.com');
    expect(mail.subject).toBe('您的 Hearth 一次性验证码');
    expect(mail.html).toContain('123456');
  });

  it('validates the form', async () => {
    const admin = await env.server.superuser();
    const error = await errorOf(admin.settings.testEmail('notes-missing', 'nope', 'welcome'));
    expect(error.status).toBe(400);
    expect(error.response).toMatchObject({
      message: 'Failed to send the test email.',
      data: {
        collection: { code: 'validation_invalid_auth_collection' },
        email: { code: 'validation_is_email' },
        template: { code: 'validation_in_invalid' },
      },
    });
  });

  it('reports an unreachable SMTP server as a 400', async () => {
    const admin = await env.server.superuser();
    const closedPort = await freePort();
    await admin.settings.update({ smtp: { port: closedPort } });
    try {
      const error = await errorOf(admin.settings.testEmail('users', 'x@example.com', 'otp'));
      expect(error.status).toBe(400);
      expect(error.response['message']).toMatch(/^Failed to send the test email\. Raw error:/);
    } finally {
      await admin.settings.update({ smtp: { port: env.sink.port } });
    }
  });
});

/** A loopback port nothing listens on (bound, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
