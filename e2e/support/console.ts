import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { ADMIN } from './private-server';

/** Where the console keeps its superuser session (`STORAGE_KEYS.consoleSession`). */
export const CONSOLE_SESSION_KEY = 'hearth_console_auth';

/**
 * Opens the superuser console's session in `context` before any page loads, the way a sign-in at
 * `/_/login` leaves it (`{token, record}` under the console's own key): for tests whose subject is
 * a console screen rather than the sign-in.
 */
export async function signInConsole(context: BrowserContext, url: string): Promise<void> {
  const answer = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: ADMIN.email, password: ADMIN.password }),
  });
  if (!answer.ok) throw new Error(`the test superuser could not sign in: ${answer.status}`);
  const session = JSON.stringify(await answer.json());
  await context.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    { key: CONSOLE_SESSION_KEY, value: session },
  );
}

/** A page of the console at `url`, already signed in as the test superuser. */
export async function consolePage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, ...options });
  await signInConsole(context, url);
  return context.newPage();
}
