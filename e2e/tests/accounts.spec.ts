import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { mailedLink } from '../support/outbox';

// note: an install without SMTP writes its mails to `<DATA_DIR>/outbox` as .eml files, which is
// where these tests pick up the verification and reset links.

/** A 1×1 PNG, enough for an avatar upload. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let sequence = 0;
/** An address no other test uses. */
function uniqueEmail(): string {
  sequence += 1;
  return `e2e-${process.pid}-${Date.now()}-${sequence}@example.com`;
}

/** The input labelled `label` (forms and tab panels can carry the same name). */
function field(page: Page, label: RegExp) {
  return page.locator('input').and(page.getByLabel(label));
}

async function createUser(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/collections/users/records', {
    data: { nickname: 'Sam', email, password, passwordConfirm: password },
  });
  expect(response.ok()).toBe(true);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await field(page, /^Email/).fill(email);
  await field(page, /^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The newest mail to `to` in the server's outbox, and its link to `route`. */
function mailLink(to: string, route: string): string {
  const link = mailedLink(to, route);
  if (link === null) throw new Error(`no mail to ${to} links to ${route}`);
  return link;
}

test.describe('accounts against the real server', () => {
  test('register, verify from the mail, log out, log in, edit the profile with an avatar, switch languages, reset the password from the mail', async ({
    page,
  }) => {
    // A long journey (two mails, an upload, three languages): on a busy machine, running beside
    // the other journeys, it needs more than the default 30 s.
    test.setTimeout(90_000);
    const email = uniqueEmail();
    await page.goto('/register');
    await field(page, /^Nickname/).fill('Journey');
    await field(page, /^Email/).fill(email);
    await field(page, /^Password/).fill('first password 1');
    await field(page, /^Confirm password/).fill('first password 1');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The first signed-in page loads its modules now: on a busy machine that takes a while.
    await expect(page.getByRole('heading', { name: /Journey/, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(`Please verify ${email}`)).toBeVisible();

    await page.goto(mailLink(email, '/verify-email'));
    await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
    await page.getByRole('button', { name: 'Go to Hearth' }).click();
    await expect(page.getByRole('heading', { name: /Journey/, level: 1 })).toBeVisible();
    await expect(page.getByText(`Please verify ${email}`)).toHaveCount(0);

    await logOut(page);
    await logIn(page, email, 'first password 1');

    await page.goto('/me/profile');
    await field(page, /^Nickname/).fill('Journey Two');
    await page.locator('input[type=file]').first().setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await expect(page.getByRole('img', { name: 'Avatar preview' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    const avatar = page
      .getByRole('button', { name: /Account menu for Journey Two/ })
      .locator('img');
    await expect(avatar).toHaveAttribute('src', /\/api\/files\/users\/\w+\/avatar_\w+\.png$/);
    const image = await page.request.get((await avatar.getAttribute('src')) ?? '');
    expect(image.headers()['content-type']).toBe('image/png');

    for (const [name, heading, lang] of [
      ['中文', '个人资料', 'zh'],
      ['日本語', 'プロフィール', 'ja'],
      ['English', 'Profile', 'en'],
    ] as const) {
      await page.getByRole('button', { name: /Change language|切换语言|言語を切り替える/ }).click();
      await page.getByRole('menuitem', { name }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await page.evaluate(() => localStorage.getItem('app-lang'))).toBe(lang);
    }

    await logOut(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await field(page, /^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/reset link is on its way/)).toBeVisible();
    await expect.poll(() => mailedLink(email, '/forget')).not.toBeNull();
    await page.goto(mailLink(email, '/forget'));
    await field(page, /^New password/).fill('second password 2');
    await field(page, /^Confirm password/).fill('second password 2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, 'second password 2');
  });

  test('each navigation sends exactly one auth-refresh to the server', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail();
    await createUser(request, email, 'a good password');
    await logIn(page, email, 'a good password');
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/collections/users/auth-refresh')) {
        refreshes.push(response.status());
      }
    });
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const [link, count] of [
      ['Chat', 1],
      ['Friends', 2],
      ['Plugins', 3],
      ['Home', 4],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect.poll(() => refreshes.length).toBe(count);
    }
    expect(refreshes).toEqual([200, 200, 200, 200]);
  });

  test('a revoked session (password changed elsewhere) warns and goes to /login', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const email = uniqueEmail();
    await createUser(request, email, 'second password 2');
    await logIn(page, email, 'second password 2');

    const other = await browser.newContext({ baseURL });
    const elsewhere = await other.newPage();
    await logIn(elsewhere, email, 'second password 2');
    await elsewhere.goto('/me/setting');
    await field(elsewhere, /^Current password/).fill('second password 2');
    await field(elsewhere, /^New password/).fill('third password 3');
    await field(elsewhere, /^Confirm password/).fill('third password 3');
    // A new password ends every session: the page hears that its own ended and goes to /login
    // without a navigation. Watched from the change on, since the warning goes by.
    const warned = expect(
      page.getByText('Your login status has expired, please log in again!'),
    ).toBeVisible({ timeout: 20_000 });
    await elsewhere.getByRole('button', { name: 'Change password' }).click();
    await expect(elsewhere.getByText('Your password has been changed.')).toBeVisible();
    await other.close();

    await warned;
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  });

  test('wrong credentials are refused with a translated message', async ({ page }) => {
    await page.goto('/login');
    await field(page, /^Email/).fill(uniqueEmail());
    await field(page, /^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  });
});

test.describe('account forms: errors, mailed links and password managers', () => {
  test('an empty sign-in after a wrong password shows only what is missing', async ({ page }) => {
    // A refused sign-in costs the server a password hash, slow on a busy machine.
    test.setTimeout(60_000);
    await page.goto('/login');
    await field(page, /^Email/).fill(uniqueEmail());
    await field(page, /^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.', {
      timeout: 20_000,
    });

    await field(page, /^Email/).fill('');
    await field(page, /^Password/).fill('');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a reset link sets the password once, the sign-in form then offers the address, and the used link says why it no longer works', async ({
    page,
    request,
  }) => {
    // A mail, three password hashes and four pages, beside the other journeys.
    test.setTimeout(90_000);
    const email = uniqueEmail();
    await createUser(request, email, 'a good password');
    const requested = await request.post('/api/collections/users/request-password-reset', {
      data: { email },
    });
    expect(requested.ok()).toBe(true);
    await expect.poll(() => mailedLink(email, '/forget')).not.toBeNull();
    const link = mailLink(email, '/forget');

    await page.goto(link);
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await expect(form.locator('input[autocomplete="username"]')).toHaveValue(email);
    await expect(form.locator('input[autocomplete="username"]')).toBeHidden();
    await expect(field(page, /^New password/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(page, /^Confirm password/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
    await field(page, /^New password/).fill('a new good password');
    await field(page, /^Confirm password/).fill('a new good password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await expect(field(page, /^Email/)).toHaveValue(email);
    await expect(field(page, /^Password/)).toBeFocused();
    await field(page, /^Password/).fill('a new good password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
    await logOut(page);

    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'This link is invalid, has expired or has already been used.',
    );
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forget$/);
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });

  test('the change-password form names the account for password managers', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail();
    await createUser(request, email, 'a good password');
    await page.goto('/login');
    await field(page, /^Email/).fill(email);
    await field(page, /^Password/).fill('a good password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
    await page.goto('/me/setting');
    const form = page.getByRole('form', { name: 'Password' });
    await expect(form.locator('input[autocomplete="username"]')).toHaveValue(email);
    await expect(form.locator('input[autocomplete="username"]')).toBeHidden();
    await expect(field(page, /^Current password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(field(page, /^New password/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(page, /^Confirm password/)).toHaveAttribute('autocomplete', 'new-password');
  });
});
