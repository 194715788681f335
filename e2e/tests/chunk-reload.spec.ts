import { expect, pathOf, test } from '../support/fixtures';

test('a page module that fails to load reloads the page once, then only logs', async ({ page }) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
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

  // Only once: nothing reloads again.
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);

  // Once the module is reachable again, "Try again" recovers and the flag is forgotten.
  await page.unroute(/\/assets\/register-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('dynamic-reload'))).toBeNull();
});
