import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { default as PocketBase } from 'pocketbase';
import { defaultSettings, type RateLimitRule } from '../settings/settings-model.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../test/test-server.js';

let server: TestServer;
let admin: PocketBase;
let user: PocketBase;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  user = (await server.user('limited@example.com')).pb;
});
afterAll(() => server.close());

type Audience = RateLimitRule['audience'];
const rule = (label: string, maxRequests: number, audience: Audience = '', duration = 60) => ({
  label,
  audience,
  duration,
  maxRequests,
});

/** Saves explicit rules (the superuser is never limited, so it can always change them). */
async function useRules(
  rules: ReturnType<typeof rule>[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  await admin.settings.update({ rateLimits: { enabled: true, excludedIPs: [], rules, ...extra } });
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, { headers });
}

async function statuses(count: number, send: () => Promise<Response>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await send()).status);
  return result;
}

describe('rate limits', () => {
  it('are on by default with rules on auth, the email flows, creates, batch and the API', () => {
    const { rateLimits } = defaultSettings('http://localhost');
    expect(rateLimits.enabled).toBe(true);
    expect(rateLimits.rules.map((r) => r.label)).toEqual([
      '*:auth',
      '*:requestOTP',
      '*:requestPasswordReset',
      '*:requestVerification',
      '*:requestEmailChange',
      '*:create',
      '/api/batch',
      '/api/',
    ]);
  });

  it("answer 429 in PocketBase's shape once the window is spent", async () => {
    await useRules([rule('/api/health', 2)]);
    expect(await statuses(3, () => get('/api/health'))).toEqual([200, 200, 429]);
    const response = await get('/api/health');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      status: 429,
      message: 'Too Many Requests.',
      data: {},
    });
  });

  it('open a new window once the duration has passed', async () => {
    // Two windows spent one after the other: 3 s for health, then 1 s for auth-methods. The
    // short one reopening is the marker: the long one must still be closed then, and open later.
    await useRules([rule('/api/health', 1, '', 3), rule('*:listAuthMethods', 1, '', 1)]);
    const health = () => get('/api/health');
    const methods = () => get('/api/collections/users/auth-methods');
    expect(await statuses(2, health)).toEqual([200, 429]);
    expect(await statuses(2, methods)).toEqual([200, 429]);
    // note: a refused request does not count, so asking until it is allowed changes nothing.
    const allowed = (send: () => Promise<Response>) =>
      vi.waitFor(async () => expect((await send()).status).toBe(200), {
        timeout: 10_000,
        interval: 20,
      });
    await allowed(methods);
    expect((await health()).status).toBe(429);
    await allowed(health);
  });

  it('match collection tags before path rules, and count each collection apart', async () => {
    await useRules([rule('/api/', 100), rule('*:listAuthMethods', 1)]);
    const pb = server.client();
    const users = () =>
      pb
        .collection('users')
        .listAuthMethods()
        .then(
          () => 200,
          (e: { status: number }) => e.status,
        );
    const superusers = () =>
      pb
        .collection('_superusers')
        .listAuthMethods()
        .then(
          () => 200,
          (e: { status: number }) => e.status,
        );
    expect([await users(), await users()]).toEqual([200, 429]);
    expect(await superusers()).toBe(200);
  });

  it('prefer a collection-specific tag over the wildcard tag', async () => {
    await useRules([rule('*:listAuthMethods', 1), rule('users:listAuthMethods', 3)]);
    const send = () => get('/api/collections/users/auth-methods');
    expect(await statuses(4, send)).toEqual([200, 200, 200, 429]);
  });

  it('limit password logins through the auth tag', async () => {
    await useRules([rule('*:auth', 2)]);
    const login = () =>
      server
        .client()
        .collection('users')
        .authWithPassword('limited@example.com', TEST_PASSWORD)
        .then(
          () => 200,
          (e: { status: number }) => e.status,
        );
    expect([await login(), await login(), await login()]).toEqual([200, 200, 429]);
  });

  it('apply @guest rules to guests and @auth rules to signed-in users', async () => {
    await useRules([rule('/api/health', 1, '@guest'), rule('/api/health', 3, '@auth')]);
    const asUser = () => get('/api/health', { Authorization: user.authStore.token });
    expect(await statuses(2, () => get('/api/health'))).toEqual([200, 429]);
    expect(await statuses(4, asUser)).toEqual([200, 200, 200, 429]);
  });

  it('never limit superusers', async () => {
    await useRules([rule('/api/', 1)]);
    for (let i = 0; i < 5; i++) await admin.settings.getAll();
    expect(await statuses(2, () => get('/api/health'))).toEqual([200, 429]);
  });

  it('skip excluded IPs, plain or as ranges', async () => {
    await useRules([rule('/api/health', 1)], { excludedIPs: ['127.0.0.0/8'] });
    expect(await statuses(3, () => get('/api/health'))).toEqual([200, 200, 200]);
    await useRules([rule('/api/health', 1)], { excludedIPs: ['127.0.0.1'] });
    expect(await statuses(3, () => get('/api/health'))).toEqual([200, 200, 200]);
  });

  it('count per client IP behind a trusted proxy', async () => {
    await useRules([rule('/api/health', 1)]);
    await admin.settings.update({ trustedProxy: { headers: ['X-Real-IP'], useLeftmostIP: false } });
    const from = (ip: string) => () => get('/api/health', { 'X-Real-IP': ip });
    expect(await statuses(2, from('198.51.100.1'))).toEqual([200, 429]);
    expect(await statuses(1, from('198.51.100.2'))).toEqual([200]);
    await admin.settings.update({ trustedProxy: { headers: [] } });
  });

  it('do nothing when disabled', async () => {
    await admin.settings.update({ rateLimits: { enabled: false, rules: [rule('/api/', 1)] } });
    expect(await statuses(3, () => get('/api/health'))).toEqual([200, 200, 200]);
  });
});
