import type { BrowserContext, Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';

/** The spec's stored-session key (packages/shared STORAGE_KEYS.session). */
export const SESSION_KEY = 'pocketbase_auth';

/** A user record as the server would return it. */
export const STUB_USER = {
  id: 'e2euser000001',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  nickname: 'Robin',
  email: 'robin@example.com',
  emailVisibility: false,
  verified: true,
  avatar: '',
  background: '',
  language: 'en',
  created: '2026-01-05 09:00:00.000Z',
  updated: '2026-01-05 09:00:00.000Z',
};

/** An unsigned auth token (the client never checks signatures) expiring `seconds` from now. */
export function stubToken(seconds: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    id: STUB_USER.id,
    type: 'auth',
    collectionId: STUB_USER.collectionId,
    refreshable: true,
    exp: Math.floor(Date.now() / 1000) + seconds,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Counts and answers the auth-refresh calls of a stubbed session. */
export interface StubbedSession {
  refreshes: () => number;
}

/**
 * A signed-in session whose server answers the test controls: the stored session is put in
 * place and `auth-refresh` is answered here (`status` 200 renews it, anything else fails), so
 * expiry and revocation can be produced at will. Everything else goes to the real server.
 */
export async function stubSession(
  context: BrowserContext,
  options: { expiresIn?: number; refreshStatus?: number } = {},
): Promise<StubbedSession> {
  const session = { token: stubToken(options.expiresIn ?? 3600), record: STUB_USER };
  await context.addInitScript(
    ([key, value]) => {
      // Only on the first page load of the test: later reloads keep what the app stored.
      if (!sessionStorage.getItem('e2e-seeded')) {
        sessionStorage.setItem('e2e-seeded', '1');
        localStorage.setItem(key, value);
      }
    },
    [SESSION_KEY, JSON.stringify(session)] as const,
  );
  let count = 0;
  await context.route('**/api/collections/users/auth-refresh', async (route) => {
    count += 1;
    const status = options.refreshStatus ?? 200;
    if (status === 200) {
      await route.fulfill({ json: { token: stubToken(3600), record: STUB_USER } });
    } else {
      await route.fulfill({
        status,
        json: {
          status,
          message: 'The request requires valid record authorization token.',
          data: {},
        },
      });
    }
  });
  return { refreshes: () => count };
}

/** The app's path, without the origin. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Playwright's `test`, pointed at the server the global setup started. */
export const test = base.extend({
  baseURL: async ({ baseURL: configured }, use) => {
    const url = process.env['HEARTH_E2E_URL'] ?? configured;
    if (!url) throw new Error('HEARTH_E2E_URL is not set: the global setup did not run');
    await use(url);
  },
});

export { expect };
