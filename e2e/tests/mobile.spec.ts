import type { Page } from '@playwright/test';
import { expect, stubSession, test } from '../support/fixtures';

test.use({ viewport: { width: 360, height: 740 } });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('phone width (360 px)', () => {
  test('the sign-in page fits and hides the brand panel', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('complementary')).toBeHidden();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const submit = await page.getByRole('button', { name: 'Log in' }).boundingBox();
    expect(submit?.width ?? 0).toBeGreaterThan(300);
  });

  test('signed-in pages put the sections in a bottom bar and fit the width', async ({
    page,
    context,
  }) => {
    await stubSession(context);
    for (const path of [
      '/home',
      '/me',
      '/me/profile',
      '/me/setting',
      '/chat',
      '/friend',
      '/plugin',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect([path, await overflow(page)]).toEqual([path, 0]);
    }
    const bottom = page.getByRole('navigation', { name: 'Main' }).last();
    await expect(bottom).toBeVisible();
    const box = await bottom.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(700);
    await bottom.getByRole('link', { name: 'Plugins' }).click();
    await expect(page.getByRole('heading', { name: 'Plugins', level: 1 })).toBeVisible();
  });
});
