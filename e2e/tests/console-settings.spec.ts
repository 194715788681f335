import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { expect, test } from '../support/fixtures';
import type { TestServer } from '../support/private-server';
import { consolePage } from '../support/console';
import { adminToken, startTestServer } from '../support/private-server';

// Changing the mail settings and the application name would change what other tests see: this
// file has its own server, and a mail server of its own that keeps what it receives.
let server: TestServer;
let api: APIRequestContext;
let smtp: TestSmtp;

/** A mail as the test SMTP server received it. */
interface Received {
  to: string[];
  subject: string;
  /** The credentials the sender signed in with. */
  user: string;
  password: string;
}

interface TestSmtp {
  port: number;
  received: Received[];
  close: () => Promise<void>;
}

/** The `Subject` header of a raw message (folded lines joined; the tests' subjects are ASCII). */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return /^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? '';
}

/** An SMTP server on a free loopback port, without TLS, that lets any sign-in through. */
async function startTestSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  const logins = new Map<string, { user: string; password: string }>();
  const smtpServer = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, session, callback) {
      logins.set(session.id, { user: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username ?? '' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const login = logins.get(session.id) ?? { user: '', password: '' };
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: subjectOf(Buffer.concat(chunks).toString('utf8')),
          ...login,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtpServer.listen(0, '127.0.0.1', resolve));
  // note: the server listens on a TCP port, so its address is an AddressInfo.
  const { port } = smtpServer.server.address() as AddressInfo;
  return { port, received, close: () => new Promise((resolve) => smtpServer.close(resolve)) };
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  smtp = await startTestSmtp();
  server = await startTestServer({ log: 'ignore' });
  api = await playwright.request.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await smtp?.close();
});

test('a superuser renames the app, sets up SMTP, and a test mail arrives', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await consolePage(browser, server.url);
  const saveButton = page.getByRole('button', { name: 'Save changes' });

  await page.goto('/_/settings');
  await expect(page).toHaveURL(/\/_\/settings\/application$/);
  const name = page.getByRole('textbox', { name: 'Application name' });
  await expect(name).toHaveValue('Hearth');
  await name.fill('Ember Test');
  await saveButton.click();
  await expect(saveButton).toBeDisabled();
  await page.reload();
  await expect(name).toHaveValue('Ember Test');
  await expect(page.getByText('How Ember Test runs')).toBeVisible();

  await page.getByRole('tab', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/\/_\/settings\/mail$/);
  await page.getByRole('switch', { name: 'Send mail through an SMTP server' }).check();
  await page.getByRole('textbox', { name: 'SMTP host' }).fill('127.0.0.1');
  await page.getByRole('textbox', { name: 'Port' }).fill(String(smtp.port));
  await page.getByRole('textbox', { name: 'Username' }).fill('mailer');
  await page.getByLabel('Password', { exact: true }).fill('smtp pass word');
  await saveButton.click();
  await expect(saveButton).toBeDisabled();
  // The saved password is never shown again.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: 'Send a test mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test mail' });
  await dialog.getByRole('textbox', { name: 'To' }).fill('ops@example.com');
  await dialog.getByRole('radio', { name: 'Email verification' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The test mail was sent to ops@example.com.');
  await expect.poll(() => smtp.received.length).toBe(1);
  const [mail] = smtp.received;
  expect(mail?.to).toEqual(['ops@example.com']);
  expect(mail?.subject).toBe('Verify your Ember Test email');
  expect(mail).toMatchObject({ user: 'mailer', password: 'smtp pass word' });

  const settings = await api.get('/api/settings', {
    headers: { Authorization: await adminToken(server.url) },
  });
  const body = await settings.text();
  expect(body).not.toContain('smtp pass word');
  expect(JSON.parse(body)).toMatchObject({
    meta: { appName: 'Ember Test' },
    smtp: { enabled: true, host: '127.0.0.1', port: smtp.port, username: 'mailer', password: '' },
  });
});

test("the test mail dialog shows the server's refusal", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await consolePage(browser, server.url);
  await page.goto('/_/settings/mail');
  await page.getByRole('textbox', { name: 'SMTP host' }).fill('127.0.0.1');
  // A port nothing listens on: the SMTP connection is refused.
  await page.getByRole('textbox', { name: 'Port' }).fill('1');
  await page.getByRole('switch', { name: 'Send mail through an SMTP server' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await page.getByRole('button', { name: 'Send a test mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test mail' });
  await dialog.getByRole('textbox', { name: 'To' }).fill('ops@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Failed to send the test email.');
});
