import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailTestServer } from '../test/mail-test-kit.js';
import { TEST_PASSWORD } from '../test/test-server.js';

let env: Awaited<ReturnType<typeof startMailTestServer>>;
beforeAll(async () => {
  env = await startMailTestServer();
});
afterAll(() => env.close());

/** A client whose requests carry `userAgent`, i.e. a login from another device. */
function clientWithAgent(userAgent: string): PocketBase {
  const pb = env.server.client();
  pb.beforeSend = (url, options) => ({
    url,
    options: { ...options, headers: { ...options.headers, 'User-Agent': userAgent } },
  });
  return pb;
}

async function originsOf(recordId: string): Promise<number> {
  const row = await env.server.app.db.get<{ total: number }>(
    'SELECT COUNT(*) AS total FROM `_authOrigins` WHERE `recordRef` = ?',
    [recordId],
  );
  return Number(row?.total ?? 0);
}

describe('new-location login alerts', () => {
  it('mails on a login from a new device only, never on the first login', async () => {
    const email = 'alert-flow@example.com';
    const { id } = await env.server.user(email); // the first login
    await env.server.client().collection('users').authWithPassword(email, TEST_PASSWORD);
    expect(env.sink.pending(email)).toEqual([]);

    // note: the alert is sent before the login answers, so it has arrived by now.
    await clientWithAgent('PhoneBrowser/2.0')
      .collection('users')
      .authWithPassword(email, TEST_PASSWORD);
    const [alert] = env.sink.pending(email);
    expect(alert?.subject).toBe('Login from a new location');
    expect(alert?.html).toContain('127.0.0.1 PhoneBrowser/2.0');
    await env.sink.take(email);

    await clientWithAgent('PhoneBrowser/2.0')
      .collection('users')
      .authWithPassword(email, TEST_PASSWORD);
    const pb = clientWithAgent('TabletBrowser/1.0');
    await pb.collection('users').authWithPassword(email, TEST_PASSWORD);
    await env.sink.take(email);
    await pb.collection('users').authRefresh();
    expect(env.sink.pending(email)).toEqual([]);
    expect(await originsOf(id)).toBe(3);
  });

  it('sends one alert and records one origin when logins from a new device arrive together', async () => {
    const email = 'alert-race@example.com';
    const { id } = await env.server.user(email);
    const logins = Array.from({ length: 6 }, () =>
      clientWithAgent('SameNewDevice/1.0')
        .collection('users')
        .authWithPassword(email, TEST_PASSWORD),
    );
    await Promise.all(logins);
    expect(env.sink.pending(email)).toHaveLength(1);
    expect(await originsOf(id)).toBe(2);
  });

  it('remembers the last five origins', async () => {
    const email = 'alert-five@example.com';
    const { id } = await env.server.user(email);
    for (let i = 0; i < 7; i++) {
      await clientWithAgent(`Device/${i}`)
        .collection('users')
        .authWithPassword(email, TEST_PASSWORD);
    }
    expect(await originsOf(id)).toBe(5);
    expect(env.sink.pending(email)).toHaveLength(7);
  });

  it('writes in the user language (Chinese) and escapes the user agent', async () => {
    const email = 'alert-zh@example.com';
    await env.server.user(email, TEST_PASSWORD, { language: 'zh' });
    await clientWithAgent('<b>Evil</b>').collection('users').authWithPassword(email, TEST_PASSWORD);
    const mail = await env.sink.take(email);
    expect(mail.subject).toBe('您的 Hearth 账号在新的设备或位置登录');
    expect(mail.html).toContain('&lt;b&gt;Evil&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Evil</b>');
  });

  it('sends nothing when the collection turned alerts off', async () => {
    const email = 'alert-off@example.com';
    await env.server.user(email);
    const admin = await env.server.superuser();
    await admin.collections.update('users', { authAlert: { enabled: false } });
    try {
      await clientWithAgent('Elsewhere/1.0')
        .collection('users')
        .authWithPassword(email, TEST_PASSWORD);
      expect(env.sink.pending(email)).toEqual([]);
    } finally {
      await admin.collections.update('users', { authAlert: { enabled: true } });
    }
  });
});
