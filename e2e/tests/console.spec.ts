import type { Browser, Page } from '@playwright/test';
import { expect, SESSION_KEY, test } from '../support/fixtures';
import { createPerson, signedInPage } from '../support/people';
import { ADMIN } from '../support/private-server';

/** Where the console keeps its superuser session, apart from the user's `pocketbase_auth`. */
const CONSOLE_SESSION_KEY = 'hearth_console_auth';

const storedSession = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

async function signInToConsole(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A phone-sized page already signed in to the console. */
async function phoneConsole(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/_/login');
  await signInToConsole(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/_\/$/, { timeout: 20_000 });
  return page;
}

test.describe('console shell', () => {
  test.setTimeout(120_000);

  test('a superuser signs in, reads the dashboard, moves by keyboard and signs out, the user staying signed in', async ({
    browser,
    request,
    baseURL,
  }) => {
    const ann = await createPerson(request, 'Ann');
    const page = await signedInPage(browser, baseURL ?? '', ann);
    const userSession = await storedSession(page, SESSION_KEY);
    expect(userSession).toBeTruthy();

    await page.goto('/_/users');
    await expect(page).toHaveURL(/\/_\/login\?next=%2F_%2Fusers$/);
    await signInToConsole(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/_\/users$/, { timeout: 20_000 });

    await page.goto('/_/');
    await expect(page).toHaveTitle(/Dashboard · Console/);
    const users = page.getByTestId('stat-users');
    await expect(users).toHaveText(/^\d[\d,]*$/);
    const before = Number((await users.textContent())?.replace(/,/g, ''));
    await createPerson(request, 'Bo');
    await page.reload();
    await expect(users).toHaveText(String(before + 1).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    await expect(page.getByRole('heading', { name: 'Requests over time' })).toBeVisible();

    // Keyboard: the skip link comes first, then the navigation moves with Enter.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Logs' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/_\/logs$/);
    await expect(nav.getByRole('link', { name: 'Logs' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Superuser menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/_\/login/);
    expect(await storedSession(page, CONSOLE_SESSION_KEY)).toBeNull();
    expect(await storedSession(page, SESSION_KEY)).toBe(userSession);

    await page.goto('/home');
    await expect(page).toHaveURL(/\/home$/);
    await page.context().close();
  });

  test("a user's credentials are refused at the console's sign-in", async ({
    browser,
    request,
    baseURL,
  }) => {
    const cy = await createPerson(request, 'Cy');
    const page = await signedInPage(browser, baseURL ?? '', cy);
    const userSession = await storedSession(page, SESSION_KEY);
    await page.goto('/_/login');
    await signInToConsole(page, cy.email, cy.password);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/_\/login$/);
    expect(await storedSession(page, CONSOLE_SESSION_KEY)).toBeNull();
    expect(await storedSession(page, SESSION_KEY)).toBe(userSession);
    await page.context().close();
  });

  test('on a phone the navigation is a drawer', async ({ browser, baseURL }) => {
    const page = await phoneConsole(browser, baseURL ?? '');
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.getByRole('link', { name: 'Backups' }).click();
    await expect(page).toHaveURL(/\/_\/backups$/);
    await expect(nav).toBeHidden();
    await page.context().close();
  });
});
