import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createPerson, mainNav, signedInPage } from '../support/people';

test('four quick notifications show three at a time, the fourth after', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.evaluate(() => {
    for (const message of ['First', 'Second', 'Third', 'Fourth']) {
      window.dispatchEvent(new CustomEvent('hearth:notify', { detail: { type: 'info', message } }));
    }
  });
  const area = page.locator('.Toastify');
  await expect(area.getByText('Third')).toBeVisible();
  await expect(area.getByText('First')).toBeVisible();
  await expect(area.getByRole('status')).toHaveCount(3);
  await expect(area.getByText('Fourth')).toHaveCount(0);

  // 3000 ms on screen (plus the 1000 ms transition), then the queued one comes in.
  await expect(area.getByText('Fourth')).toBeVisible({ timeout: 8000 });
});

test('a duplicate of a shown notification is not added', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.evaluate(() => {
    for (let i = 0; i < 3; i += 1) {
      window.dispatchEvent(
        new CustomEvent('hearth:notify', { detail: { type: 'warning', message: 'Same' } }),
      );
    }
  });
  await expect(page.locator('.Toastify').getByText('Same')).toHaveCount(1);
});

/** Raises a notification the way extensions do (app.tsx listens for `hearth:notify`). */
async function raise(page: Page, type: 'success' | 'info' | 'warning' | 'error', message: string) {
  await page.evaluate(
    (detail) => window.dispatchEvent(new CustomEvent('hearth:notify', { detail })),
    { type, message },
  );
}

/**
 * Holds the shown notifications on screen: the spec pauses them while the window has lost focus,
 * so a step that looks at them cannot miss them on a slow machine.
 */
async function holdNotifications(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
}

/** Waits until the toasts in `area` have finished coming in (full colours, final place). */
async function settled(area: Locator) {
  await expect(area.locator('.hearth-toast-enter')).toHaveCount(0);
}

test('on a phone, a notification sits below the top bar and leaves the navigation usable', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const ann = await createPerson(request, 'Ann');
  const page = await signedInPage(browser, baseURL ?? '', ann, {
    viewport: { width: 390, height: 844 },
  });
  await raise(page, 'info', 'Something happened');
  const area = page.locator('.Toastify');
  const toast = area.getByRole('status').filter({ hasText: 'Something happened' });
  await expect(toast).toBeVisible();
  await settled(area);
  await holdNotifications(page);

  const bar = await page.getByRole('banner').boundingBox();
  const shown = await toast.boundingBox();
  expect(shown?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
  expect(shown?.width ?? 0).toBeLessThan(390);

  // The top bar's buttons and the section links take clicks while the notification shows.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search people' })).toBeVisible();
  await page.keyboard.press('Escape');
  await mainNav(page).getByRole('link', { name: 'Friends' }).click();
  await expect(page).toHaveURL(/\/friend$/);
  await expect(toast).toBeVisible();
});

const SURFACES = {
  white: 'rgb(255, 255, 255)',
  warm: 'rgb(255, 248, 240)',
  mist: 'rgb(243, 246, 250)',
  night: 'rgb(28, 31, 38)',
} as const;

for (const [theme, paper] of Object.entries(SURFACES)) {
  test(`notifications wear the ${theme} theme and pass axe`, async ({ page }) => {
    await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await raise(page, 'success', 'Saved.');
    await raise(page, 'warning', 'Careful.');
    await raise(page, 'error', 'That did not work.');
    const area = page.locator('.Toastify');
    await expect(area.locator('.Toastify__toast')).toHaveCount(3);
    await settled(area);
    await holdNotifications(page);

    const looks = await area
      .locator('.Toastify__toast')
      .evaluateAll((toasts) =>
        toasts.map((toast) => [
          getComputedStyle(toast).backgroundColor,
          getComputedStyle(toast).color,
        ]),
      );
    const text = theme === 'night' ? 'rgb(255, 255, 255)' : 'rgba(0, 0, 0, 0.87)';
    expect(looks).toEqual([
      [paper, text],
      [paper, text],
      [paper, text],
    ]);
    const { violations } = await new AxeBuilder({ page })
      .include('.Toastify')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
