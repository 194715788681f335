import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger, eventually } from '../test/capture-logger.js';
import { errorOf, startMailTestServer } from '../test/mail-test-kit.js';

const logger = captureLogger();
let env: Awaited<ReturnType<typeof startMailTestServer>>;
beforeAll(async () => {
  env = await startMailTestServer({ logger });
});
afterAll(() => env.close());

async function outboxFiles(): Promise<string[]> {
  return readdir(join(env.server.app.config.dataDir, 'outbox')).catch(() => []);
}

describe('the app mailer', () => {
  it('follows the SMTP settings: SMTP when enabled, the outbox when not', async () => {
    const email = 'switch@example.com';
    await env.server.user(email);
    const users = env.server.client().collection('users');
    await users.requestVerification(email);
    await env.sink.take(email);
    expect(await outboxFiles()).toEqual([]);

    await env.server.app.settings.update({ smtp: { enabled: false } });
    try {
      await users.requestPasswordReset(email);
      await eventually(async () => ((await outboxFiles()).length === 1 ? true : undefined));
      expect(env.sink.pending(email)).toEqual([]);
    } finally {
      await env.server.app.settings.update({ smtp: { enabled: true } });
    }
  });

  it('never lets a failing SMTP server reach the client of an enumeration-protected flow', async () => {
    const email = 'broken-smtp@example.com';
    const { pb } = await env.server.user(email);
    await env.server.app.settings.update({ smtp: { host: '127.0.0.1', port: 1 } });
    try {
      const users = env.server.client().collection('users');
      expect(await users.requestPasswordReset(email)).toBe(true);
      expect(await users.requestVerification(email)).toBe(true);
      await eventually(() =>
        logger.entries.filter((entry) => entry.level === 'error').length >= 2 ? true : undefined,
      );
      expect(logger.entries.map((entry) => entry.message)).toEqual(
        expect.arrayContaining([
          'failed to send the password reset email',
          'failed to send the verification email',
        ]),
      );
      // The email change answers after sending, so its failure shows, without the SMTP details.
      const change = await errorOf(
        pb.collection('users').requestEmailChange('elsewhere@example.com'),
      );
      expect(change.response).toEqual({
        status: 400,
        message: 'Failed to request email change.',
        data: {},
      });
    } finally {
      await env.server.app.settings.update({ smtp: { host: '127.0.0.1', port: env.sink.port } });
    }
    // A failed send does not hold the two-minute resend guard.
    await env.server.client().collection('users').requestPasswordReset(email);
    await env.sink.take(email);
  });
});
