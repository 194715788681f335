import type { Page } from '@playwright/test';
import {
  DEVICES,
  deviceList,
  deviceRow,
  isSameDocument,
  markDocument,
  openSettings,
  signedInDevice,
  statusWithToken,
  storedToken,
} from '../support/devices';
import { expect, pathOf, test } from '../support/fixtures';
import { createPerson } from '../support/people';

const EXPIRED = 'Your login status has expired, please log in again!';
/** The error that follows the warning: the refused refresh's 401. */
const REFUSED = 'Please log in to continue.';

/**
 * Expects `page` to be signed out where it stands: on `/login` with the spec's warning and the
 * error, the same document (no reload). Watched from the call on, since notifications go by.
 */
function expectSignedOutLive(page: Page): Promise<void> {
  const warned = expect(page.getByText(EXPIRED)).toBeVisible({ timeout: 20_000 });
  const detailed = expect(page.getByText(REFUSED)).toBeVisible({ timeout: 20_000 });
  return (async () => {
    await Promise.all([warned, detailed]);
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/login');
    expect(await isSameDocument(page)).toBe(true);
  })();
}

test.describe('sessions and devices', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a device signed out from another lands on /login without reloading, its token dead', async ({
    browser,
    baseURL,
    request,
  }) => {
    const sam = await createPerson(request, 'Sam');
    const desk = await signedInDevice(browser, baseURL ?? '', sam, DEVICES.windowsChrome);
    const phone = await signedInDevice(browser, baseURL ?? '', sam, DEVICES.androidFirefox);
    const phoneToken = await storedToken(phone);
    expect(await statusWithToken(request, phoneToken)).toBe(200);
    await markDocument(phone);

    await openSettings(desk);
    const rows = deviceList(desk).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(DEVICES.windowsChrome.name);
    await expect(rows.first()).toContainText('This device');
    await expect(deviceRow(desk, DEVICES.androidFirefox.name)).not.toContainText('This device');
    await expect(deviceRow(desk, DEVICES.androidFirefox.name)).toContainText('Active');

    const signedOut = expectSignedOutLive(phone);
    await deviceRow(desk, DEVICES.androidFirefox.name)
      .getByRole('button', { name: `Sign out ${DEVICES.androidFirefox.name}` })
      .click();
    await expect(
      desk.getByText(`${DEVICES.androidFirefox.name} has been signed out.`),
    ).toBeVisible();
    await expect(rows).toHaveCount(1);
    await signedOut;
    expect(await statusWithToken(request, phoneToken)).toBe(401);
    const refresh = await request.post('/api/collections/users/auth-refresh', {
      headers: { Authorization: phoneToken },
    });
    expect(refresh.status()).toBe(401);
    await desk.context().close();
    await phone.context().close();
  });

  test('"Sign out all other devices" signs out every other device, after a confirmation', async ({
    browser,
    baseURL,
    request,
  }) => {
    const kim = await createPerson(request, 'Kim');
    const desk = await signedInDevice(browser, baseURL ?? '', kim, DEVICES.windowsChrome);
    const phone = await signedInDevice(browser, baseURL ?? '', kim, DEVICES.androidFirefox);
    const laptop = await signedInDevice(browser, baseURL ?? '', kim, DEVICES.linuxFirefox);
    const tokens = [await storedToken(phone), await storedToken(laptop)];
    await markDocument(phone);
    await markDocument(laptop);

    await openSettings(desk);
    const rows = deviceList(desk).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await desk.getByRole('button', { name: 'Sign out all other devices' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Sign out all other devices?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(3);

    const signedOut = [expectSignedOutLive(phone), expectSignedOutLive(laptop)];
    await desk.getByRole('button', { name: 'Sign out all other devices' }).click();
    await dialog.getByRole('button', { name: 'Sign out others' }).click();
    await expect(desk.getByText('2 other devices have been signed out.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(desk.getByText('You are not signed in on any other device.')).toBeVisible();
    await Promise.all(signedOut);
    for (const token of tokens) expect(await statusWithToken(request, token)).toBe(401);
    // This device stays signed in: a navigation refreshes its session.
    await desk
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(desk).toHaveURL(/\/home$/);
    await desk.context().close();
    await phone.context().close();
    await laptop.context().close();
  });

  test("signing in and out elsewhere shows live in a device's list; signing out ends the session", async ({
    browser,
    baseURL,
    request,
  }) => {
    const lee = await createPerson(request, 'Lee');
    const desk = await signedInDevice(browser, baseURL ?? '', lee, DEVICES.windowsChrome);
    await openSettings(desk);
    const rows = deviceList(desk).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(desk.getByText('You are not signed in on any other device.')).toBeVisible();

    const phone = await signedInDevice(browser, baseURL ?? '', lee, DEVICES.androidFirefox);
    await expect(deviceRow(desk, DEVICES.androidFirefox.name)).toBeVisible({ timeout: 20_000 });
    await expect(rows).toHaveCount(2);
    const phoneToken = await storedToken(phone);

    await phone.getByRole('button', { name: /^Account menu/ }).click();
    await phone.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(phone).toHaveURL(/\/login$/);
    await expect(rows).toHaveCount(1, { timeout: 20_000 });
    await expect(desk.getByText('You are not signed in on any other device.')).toBeVisible();
    await expect.poll(() => statusWithToken(request, phoneToken)).toBe(401);
    await desk.context().close();
    await phone.context().close();
  });
  test('a new password keeps this device signed in, live, and signs out the others', async ({
    browser,
    baseURL,
    request,
  }) => {
    const max = await createPerson(request, 'Max');
    const desk = await signedInDevice(browser, baseURL ?? '', max, DEVICES.windowsChrome);
    const phone = await signedInDevice(browser, baseURL ?? '', max, DEVICES.androidFirefox);
    await markDocument(phone);
    await openSettings(desk);
    const rows = deviceList(desk).getByRole('listitem');
    await expect(rows).toHaveCount(2);

    const signedOut = expectSignedOutLive(phone);
    const password = (label: RegExp) => desk.locator('input').and(desk.getByLabel(label));
    await password(/^Current password/).fill(max.password);
    await password(/^New password/).fill('a newer password 2');
    await password(/^Confirm password/).fill('a newer password 2');
    await desk.getByRole('button', { name: 'Change password' }).click();
    await expect(desk.getByText('Your password has been changed.')).toBeVisible();
    await signedOut;
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('This device');

    // The desk's realtime hears the new session's events: a sign-in elsewhere shows up live.
    await signedInDevice(
      browser,
      baseURL ?? '',
      { ...max, password: 'a newer password 2' },
      DEVICES.linuxFirefox,
    );
    await expect(deviceRow(desk, DEVICES.linuxFirefox.name)).toBeVisible({ timeout: 20_000 });
    await expect(desk).toHaveURL(/\/me\/setting$/);
    await desk.context().close();
    await phone.context().close();
  });
});
