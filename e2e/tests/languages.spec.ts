import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const appLang = (page: Page) => page.evaluate(() => localStorage.getItem('app-lang'));

test.describe('language (spec section 4)', () => {
  test('switches zh, ja and en, persisted in app-lang and <html lang>', async ({ page }) => {
    await page.goto('/login');
    // note: index.html already says lang="en"; wait for the app's own answer.
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await appLang(page)).toBe('en');

    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(await appLang(page)).toBe('zh');

    await page.getByRole('button', { name: '日本語' }).click();
    await expect(page.getByRole('heading', { name: 'おかえりなさい' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'おかえりなさい' })).toBeVisible();
    expect(await appLang(page)).toBe('ja');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await appLang(page)).toBe('en');
  });

  test('starts from the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'zh-CN', baseURL });
    const page = await context.newPage();
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: '创建账户' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await context.close();
  });

  test('falls back to en for a language it does not speak', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'pt-BR', baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await appLang(page)).toBe('en');
    await context.close();
  });

  test('a language that fails to load is logged and the current one stays', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.route('**/assets/ja-*.js', (route) => route.abort());
    await page.getByRole('button', { name: '日本語' }).click();
    await expect.poll(() => errors.some((text) => text.includes('"ja"'))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await appLang(page)).toBe('en');
  });
});
