import { expect, test } from '../support/fixtures';

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
