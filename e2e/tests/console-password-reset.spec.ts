import { expect, test } from '../support/fixtures';
import { mailedLink } from '../support/outbox';
import { adminToken } from '../support/private-server';

test.describe('a superuser who forgot the password', () => {
  test.setTimeout(120_000);

  test('asks for a link at the console sign-in, opens the mailed console page, sets a new password and signs in', async ({
    page,
    request,
    baseURL,
  }) => {
    // A superuser of its own: the shared test superuser's password must not change.
    const email = `forgetful-${Date.now()}@example.com`;
    const created = await request.post(`${baseURL}/api/collections/_superusers/records`, {
      headers: { Authorization: await adminToken(baseURL ?? '') },
      data: { email, password: 'the old password', passwordConfirm: 'the old password' },
    });
    expect(created.ok()).toBe(true);

    await page.goto('/_/login');
    await page.getByRole('link', { name: 'Forgotten password?' }).click();
    await expect(page).toHaveURL(/\/_\/request-password-reset$/);
    await expect(page).toHaveTitle(/Reset a superuser's password · Console/);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText(email);

    // The mail links to the console's page, not to the app's /forget.
    await expect.poll(() => mailedLink(email, '/_/confirm-password-reset')).not.toBeNull();
    expect(mailedLink(email, '/forget')).toBeNull();
    await page.goto(mailedLink(email, '/_/confirm-password-reset') ?? '');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.locator('input[name="password"]').fill('the new password');
    await page.locator('input[name="passwordConfirm"]').fill('the new password');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect(page.getByRole('status')).toHaveText(/The password is changed/);

    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await page.getByLabel(/^Email/).fill(email);
    await page.locator('input[name="password"]').fill('the new password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/_\/$/, { timeout: 20_000 });
    await expect(page).toHaveTitle(/Dashboard · Console/);
  });

  test('a used link says why and offers a new one', async ({ page }) => {
    await page.goto('/_/confirm-password-reset?token=not-a-token');
    await page.locator('input[name="password"]').fill('another password');
    await page.locator('input[name="passwordConfirm"]').fill('another password');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/_\/request-password-reset$/);
  });
});
