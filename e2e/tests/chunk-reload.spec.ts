import { expect, pathOf, test } from '../support/fixtures';

test('a page module that fails to load reloads the page once, then only logs', async ({ page }) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // Page loads asked for, in order, and the marker request the test sends from the page.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) asked.push(pathname);
    if (search === '?marker') asked.push('marker');
  });
  // A clock the test can run forward: a reload put off by a timer is asked for at once.
  await page.clock.install();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(loads).toBe(1);

  // From now on the register page's chunk cannot be fetched (as after a redeploy).
  await page.route(/\/assets\/register-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('link', { name: 'Create an account' }).click();

  await expect(page.getByRole('heading', { name: "This page didn't load" })).toBeVisible();
  expect(pathOf(page)).toBe('/register');
  expect(loads).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem('dynamic-reload'))).toBe('1');
  expect(errors.some((text) => text.includes('Failed to load a page module'))).toBe(true);

  // Only once: nothing reloads again. Every timer the page holds runs now, then the page asks for
  // the marker; a reload, even a delayed one, would have been asked for before it.
  await page.clock.runFor(60_000);
  await page.evaluate(() => fetch('/api/health?marker'));
  expect(asked).toEqual(['/login', '/register', 'marker']);
  expect(loads).toBe(2);

  // Once the module is reachable again, "Try again" recovers and the flag is forgotten.
  await page.unroute(/\/assets\/register-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('dynamic-reload'))).toBeNull();
});
