import { expect, pathOf, stubSession, test } from '../support/fixtures';

test.describe('navigation guard, signed out (spec sections 2 and 4)', () => {
  for (const path of [
    '/',
    '/home',
    '/me',
    '/me/profile',
    '/me/setting',
    '/chat',
    '/friend',
    '/plugin',
    '/common/404',
    '/no/such/page',
  ]) {
    test(`${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expect(page).toHaveURL(/\/login(\?redirect=[^&]+)?$/);
    });
  }

  for (const [path, heading] of [
    ['/login', 'Welcome back'],
    ['/register', 'Create your account'],
    ['/forget', 'Reset your password'],
    ['/forget?token=abc', 'Choose a new password'],
    ['/verify-email?token=abc', 'Verify your email'],
    ['/confirm-email-change?token=abc', 'Confirm your new email'],
  ] as const) {
    test(`${path} stays open`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      expect(page.url()).toContain(path);
    });
  }

  test('links between the signed-out pages work without a reload', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page).toHaveURL(/\/forget$/);
  });
});

test.describe('navigation guard, signed in (auth-refresh answered by the test)', () => {
  test('/ goes to /home, and every navigation refreshes the session once', async ({
    page,
    context,
  }) => {
    const session = await stubSession(context);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Robin/ })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(session.refreshes()).toBe(1);

    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('link', { name: 'Chat' }).click();
    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    expect(session.refreshes()).toBe(2);
    await nav.getByRole('link', { name: 'Friends' }).click();
    await expect(page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
    expect(session.refreshes()).toBe(3);
  });

  test('a revoked session warns, clears the session and goes to /login', async ({
    page,
    context,
  }) => {
    await stubSession(context, { refreshStatus: 401 });
    await page.goto('/me');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(
      page.getByText('Your login status has expired, please log in again!'),
    ).toBeVisible();
    await expect(page.getByText('Please log in to continue.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  });

  test('an expired session warns and goes to /login without asking the server', async ({
    page,
    context,
  }) => {
    const session = await stubSession(context, { expiresIn: -60 });
    await page.goto('/home');
    await expect(
      page.getByText('Your login status has expired, please log in again!'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(session.refreshes()).toBe(0);
  });

  test('unmatched paths and /common/404 show the not-found page', async ({ page, context }) => {
    await stubSession(context);
    await page.goto('/common/404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(pathOf(page)).toBe('/this/does/not/exist');
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page.getByRole('heading', { name: /Robin/ })).toBeVisible();
  });
});
