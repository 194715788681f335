import type { Page } from '@playwright/test';
import { expect, SESSION_KEY, STUB_USER, stubToken, test } from '../support/fixtures';

/**
 * index.html's first-paint shell (web/build/first-paint-shell.ts): the signed-out pages paint
 * before any of the app's scripts has run, only where the app would show that very page.
 */
const SHELL = '[data-first-paint]';

/** Keeps the app's scripts from running, so the page shows what index.html alone paints. */
async function withoutAppScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

async function store(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

const validSession = () => JSON.stringify({ token: stubToken(3600), record: STUB_USER });

test.describe('the first paint of the signed-out pages', () => {
  for (const [language, path, heading] of [
    ['en', '/login', 'Welcome back'],
    ['zh', '/register', '创建账户'],
    ['ja', '/forget', 'パスワードの再設定'],
  ] as const) {
    test(`${path} paints in the stored language (${language}) before the app has loaded`, async ({
      page,
    }) => {
      await withoutAppScripts(page);
      await store(page, { 'app-lang': language, theme: 'night' });
      await page.goto(path);
      await expect(page.locator(`${SHELL} h1`)).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('data-surface', 'night');
    });
  }

  test('a valid stored session never sees it, on a signed-out page or any other', async ({
    page,
  }) => {
    await withoutAppScripts(page);
    await store(page, { [SESSION_KEY]: validSession() });
    for (const path of ['/login', '/register', '/forget', '/chat']) {
      await page.goto(path);
      await expect(page.locator('#app')).toBeAttached();
      await expect(page.locator(SHELL)).toHaveCount(0);
    }
  });

  test('an expired session is a signed-out visitor: the shell shows', async ({ page }) => {
    await withoutAppScripts(page);
    await store(page, {
      [SESSION_KEY]: JSON.stringify({ token: stubToken(-60), record: STUB_USER }),
    });
    await page.goto('/login');
    await expect(page.locator(SHELL)).toBeVisible();
  });

  test('other pages and the reset form of a mail link get none', async ({ page }) => {
    await withoutAppScripts(page);
    for (const path of ['/chat', '/home', '/forget?token=abc', '/verify-email?token=abc']) {
      await page.goto(path);
      await expect(page.locator('#app')).toBeAttached();
      await expect(page.locator(SHELL)).toHaveCount(0);
    }
  });

  for (const width of [390, 1280]) {
    test(`the app takes its place with nothing moved (${width} px)`, async ({ browser }) => {
      const boxesOf = async (page: Page) =>
        page
          .locator('h1, .h-auth-headline, .h-auth-side p, .h-auth-side button')
          .evaluateAll((elements) =>
            elements
              .filter((element) => !element.closest('[hidden]'))
              .map((element) => {
                const { x, y, width: w, height: h } = element.getBoundingClientRect();
                return `${element.tagName} ${Math.round(x)},${Math.round(y)} ${Math.round(w)}x${Math.round(h)}`;
              }),
          );
      const viewport = { width, height: 800 };
      const shell = await browser.newPage({ viewport });
      await withoutAppScripts(shell);
      await shell.goto('/login');
      await expect(shell.locator(SHELL)).toBeVisible();
      const app = await browser.newPage({ viewport });
      await app.goto('/login');
      await expect(app.locator(SHELL)).toHaveCount(0);
      await expect(app.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      const painted = await boxesOf(shell);
      expect(painted.length).toBeGreaterThan(5);
      expect(await boxesOf(app)).toEqual(painted);
      await shell.close();
      await app.close();
    });
  }
});
