import { readdir, readFile } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger, eventually } from '../test/capture-logger.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { OutboxMailer } from './outbox-mailer.js';

describe('OutboxMailer', () => {
  it('writes an .eml file and logs its links', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-outbox-'));
    try {
      const logger = captureLogger();
      await new OutboxMailer(join(dir, 'outbox'), logger).send({
        from: { name: 'Hearth', address: 'no-reply@example.com' },
        to: [{ address: 'reader@example.com' }],
        subject: 'Bonjour — 你好',
        html: '<p><a href="https://hearth.test/forget?token=abc&amp;x=1">go</a></p>',
        language: 'zh',
      });
      const [file] = await readdir(join(dir, 'outbox'));
      expect(file).toMatch(/\.eml$/);
      const mail = await PostalMime.parse(await readFile(join(dir, 'outbox', file ?? '')));
      expect(mail.subject).toBe('Bonjour — 你好');
      expect(logger.entries[0]?.details).toMatchObject({
        to: ['reader@example.com'],
        links: ['https://hearth.test/forget?token=abc&x=1'],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a fresh install without SMTP', () => {
  const logger = captureLogger();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ logger });
    await server.app.settings.update({ rateLimits: { enabled: false } });
  });
  afterAll(() => server.close());

  it('completes a password reset from the outbox file and the logged link', async () => {
    const email = 'outbox-user@example.com';
    await server.user(email);
    await server.client().collection('users').requestPasswordReset(email);

    const outbox = join(server.app.config.dataDir, 'outbox');
    const file = await eventually(async () => (await readdir(outbox).catch(() => []))[0]);
    const mail = await PostalMime.parse(await readFile(join(outbox, file)));
    expect(mail.to?.[0]).toMatchObject({ address: email });
    const logged = logger.entries.find((entry) => entry.message.includes('outbox'));
    const links = logged?.details['links'];
    const link = Array.isArray(links) ? String(links[0]) : '';
    expect(link).toMatch(/\/forget\?token=/);
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));

    const token = new URL(link).searchParams.get('token') ?? '';
    await server
      .client()
      .collection('users')
      .confirmPasswordReset(token, 'new password!', 'new password!');
    await server.client().collection('users').authWithPassword(email, 'new password!');
  });
});
