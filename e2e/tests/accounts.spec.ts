import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, pathOf, test } from '../support/fixtures';

// note: these journeys need the server's auth, records, files and mail outbox, which are built on
// other branches; each is marked fixme with its reason until the server lands on main.
const SERVER_AUTH_PENDING = 'the server on this branch has no auth or records API yet';

/** Finds the newest mail to `to` in the server's outbox and returns its link to `route`. */
function mailLink(to: string, route: string): string {
  const outbox = join(process.env['HEARTH_E2E_DATA_DIR'] ?? '', 'outbox');
  const mails = readdirSync(outbox)
    .map((name) => join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => text.includes(to));
  const pattern = new RegExp(`https?://[^\\s"'<>]+${route}\\?token=[\\w.-]+`);
  for (const mail of mails) {
    const match = mail.replace(/=\r?\n/g, '').match(pattern);
    if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
  }
  throw new Error(`no mail to ${to} links to ${route}`);
}

/** The input labelled `label` (forms and tab panels can carry the same name). */
function field(page: Page, label: RegExp) {
  return page.locator('input').and(page.getByLabel(label));
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await field(page, /^Email/).fill(email);
  await field(page, /^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test.describe('account journeys against the real server', () => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'first password 1';

  test.fixme('register, verify from the mail, log out, log in, edit the profile, switch languages, reset the password', async ({
    page,
  }) => {
    test.info().annotations.push({ type: 'fixme', description: SERVER_AUTH_PENDING });
    await page.goto('/register');
    await field(page, /^Nickname/).fill('Journey');
    await field(page, /^Email/).fill(email);
    await field(page, /^Password/).fill(password);
    await field(page, /^Confirm password/).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: /Journey/ })).toBeVisible();

    await page.goto(mailLink(email, '/verify-email'));
    await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, password);

    await page.goto('/me/profile');
    await field(page, /^Nickname/).fill('Journey Two');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'avatar.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ }).locator('img')).toHaveAttribute(
      'src',
      /\/api\/files\/users\//,
    );

    for (const [name, heading, lang] of [
      ['中文', '个人资料', 'zh'],
      ['日本語', 'プロフィール', 'ja'],
      ['English', 'Profile', 'en'],
    ] as const) {
      await page.getByRole('button', { name: /Change language|切换语言|言語を切り替える/ }).click();
      await page.getByRole('menuitem', { name }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.goto('/forget');
    await field(page, /^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/reset link is on its way/)).toBeVisible();
    await page.goto(mailLink(email, '/forget'));
    await field(page, /^New password/).fill('second password 2');
    await field(page, /^Confirm password/).fill('second password 2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, 'second password 2');
  });

  test.fixme('a revoked session (password changed elsewhere) warns and goes to /login', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.info().annotations.push({ type: 'fixme', description: SERVER_AUTH_PENDING });
    await logIn(page, email, 'second password 2');
    const other = await browser.newContext({ baseURL });
    const elsewhere = await other.newPage();
    await logIn(elsewhere, email, 'second password 2');
    await elsewhere.goto('/me/setting');
    await field(elsewhere, /^Current password/).fill('second password 2');
    await field(elsewhere, /^New password/).fill('third password 3');
    await field(elsewhere, /^Confirm password/).fill('third password 3');
    await elsewhere.getByRole('button', { name: 'Change password' }).click();
    await expect(elsewhere.getByText('Your password has been changed.')).toBeVisible();
    await other.close();

    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Chat' })
      .click();
    await expect(
      page.getByText('Your login status has expired, please log in again!'),
    ).toBeVisible();
    expect(pathOf(page)).toBe('/login');
  });

  test.fixme('each navigation sends exactly one auth-refresh to the server', async ({ page }) => {
    test.info().annotations.push({ type: 'fixme', description: SERVER_AUTH_PENDING });
    await logIn(page, email, 'third password 3');
    let refreshes = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/collections/users/auth-refresh')) refreshes += 1;
    });
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const [link, count] of [
      ['Chat', 1],
      ['Friends', 2],
      ['Plugins', 3],
      ['Home', 4],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect.poll(() => refreshes).toBe(count);
    }
  });
});
