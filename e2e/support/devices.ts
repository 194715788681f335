import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { SESSION_KEY } from './fixtures';
import type { Person } from './people';
import { signedInPage } from './people';

/** User agents the server reads as three different devices. */
export const DEVICES = {
  windowsChrome: {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    name: 'Chrome 131 on Windows 10',
  },
  androidFirefox: {
    userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
    name: 'Firefox 133 on Android 14',
  },
  linuxFirefox: {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:134.0) Gecko/20100101 Firefox/134.0',
    name: 'Firefox 134 on Linux',
  },
} as const;

/** One of `DEVICES`. */
export type Device = (typeof DEVICES)[keyof typeof DEVICES];

/** `person` signed in through the login page in a browser context of its own, as `device`. */
export function signedInDevice(
  browser: Browser,
  baseURL: string,
  person: Person,
  device: Device,
): Promise<Page> {
  return signedInPage(browser, baseURL, person, { userAgent: device.userAgent });
}

/** The auth token the page keeps in local storage. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const stored: unknown = JSON.parse(raw ?? 'null');
  const token = typeof stored === 'object' && stored !== null && 'token' in stored && stored.token;
  if (typeof token !== 'string' || !token) throw new Error('the page stores no session');
  return token;
}

/** What the API answers a request with `token` (a list of the caller's sessions). */
export async function statusWithToken(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/collections/sessions/records', {
    headers: { Authorization: token },
  });
  return response.status();
}

/** Opens the settings page from the account menu, without reloading the app. */
export async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/me\/setting$/);
}

/** The list of the user's signed-in devices on the settings page. */
export function deviceList(page: Page): Locator {
  return page.getByRole('list', { name: 'Signed-in devices' });
}

/** The row of the device named `name` in the settings page's list. */
export function deviceRow(page: Page, name: string): Locator {
  return deviceList(page).getByRole('listitem').filter({ hasText: name });
}

/**
 * Marks the page's document: a reload starts a new document without the mark, so finding it
 * later proves the page was never reloaded.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset['e2eDocument'] = 'kept';
  });
}

/** Whether the page still shows the document `markDocument` marked. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset['e2eDocument'] === 'kept');
}
