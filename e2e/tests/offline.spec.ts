import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { chatList, chatRow, directChat, messageLog, postMessage } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { befriend, createPeople, createPerson, signedInPage, uniqueTag } from '../support/people';

/**
 * The installable app (docs/offline.md): a Workbox service worker precaches the app, so Hearth
 * opens with no network; chats and messages come from a per-user store on the device.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const offlineNotice = (page: Page) => page.getByTestId('offline-notice');

/** Waits until the service worker has installed and controls the page. */
async function serviceWorkerActive(page: Page): Promise<void> {
  // note: installing precaches the whole build, which a busy machine serves slowly.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** What the page's device keeps for offline use: one `[user id, name]` pair per value. */
function keptKeys(page: Page): Promise<[string, string][]> {
  return page.evaluate(
    () =>
      new Promise<[string, string][]>((resolve, reject) => {
        const request = indexedDB.open('hearth-offline');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('values')) return resolve([]);
          const keys = db.transaction('values').objectStore('values').getAllKeys();
          keys.onerror = () => reject(keys.error);
          keys.onsuccess = () => {
            db.close();
            resolve(
              keys.result.map((key) =>
                Array.isArray(key) ? [String(key[0]), String(key[1])] : ['', ''],
              ),
            );
          };
        };
      }),
  );
}

/** The users whose chats the page's device keeps for offline use. */
async function offlineUsers(page: Page): Promise<string[]> {
  return (await keptKeys(page)).map(([user]) => user);
}

/** What the page's device keeps for `user`, by name. */
async function keptNames(page: Page, user: string): Promise<string[]> {
  return (await keptKeys(page)).flatMap(([owner, name]) => (owner === user ? [name] : []));
}

/** Whether the service worker itself can reach the network (Chromium's offline mode covers it). */
function workerCanFetch(context: BrowserContext): Promise<boolean> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  return worker.evaluate(() =>
    fetch('/api/health', { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );
}

test('a signed-in user opens Hearth offline: their chats and messages, a notice, still signed in', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
  await befriend(request, ann, bob);
  const chat = await directChat(request, ann, bob);
  await postMessage(request, bob, chat, `Dinner at eight? ${tag}`);
  const page = await signedInPage(browser, baseURL ?? '', ann);
  const context = page.context();
  await serviceWorkerActive(page);
  await page.goto(`/chat/${chat}`);
  await expect(messageLog(page).getByText(`Dinner at eight? ${tag}`)).toBeVisible();
  await expect
    .poll(() => keptNames(page, ann.id))
    .toEqual(expect.arrayContaining(['chat-list', `conversation:${chat}`]));

  await context.setOffline(true);
  await expect.poll(() => workerCanFetch(context)).toBe(false);
  await page.reload();
  await expect(offlineNotice(page)).toContainText("You're offline");
  await expect(offlineNotice(page)).toContainText("will be sent when you're back online");
  await expect(messageLog(page).getByText(`Dinner at eight? ${tag}`)).toBeVisible();
  await page.goto('/chat');
  await expect(chatRow(page, bob.nickname)).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(offlineNotice(page)).toBeVisible();

  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0, { timeout: 30_000 });
  await chatRow(page, bob.nickname).click();
  await postMessage(request, bob, chat, `Back online ${tag}`);
  // Live again: the realtime connection is back (the SDK reconnects on its own schedule).
  await expect(messageLog(page).getByText(`Back online ${tag}`)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/chat/${chat}$`));
  await context.close();
});

test("someone signing in after another signed out never sees the other's chats offline", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const [ann, bob, cid] = await createPeople(request, 'Ann', 'Bob', 'Cid');
  await befriend(request, ann, bob);
  const chat = await directChat(request, ann, bob);
  await postMessage(request, bob, chat, `Only for Ann ${tag}`);
  const page = await signedInPage(browser, baseURL ?? '', ann);
  const context = page.context();
  await serviceWorkerActive(page);
  await page.goto('/chat');
  await expect(chatRow(page, bob.nickname)).toBeVisible();
  await expect.poll(() => keptNames(page, ann.id)).toContain('chat-list');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => offlineUsers(page)).toEqual([]);

  await page
    .locator('input')
    .and(page.getByLabel(/^Email/))
    .fill(cid.email);
  await page
    .locator('input')
    .and(page.getByLabel(/^Password/))
    .fill(cid.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await page.goto('/chat');
  await expect(
    chatList(page)
      .or(page.getByText(/no chats/i))
      .first(),
  ).toBeVisible();
  await expect.poll(() => keptNames(page, cid.id)).toContain('chat-list');

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText(bob.nickname)).toHaveCount(0);
  await expect(page.getByText(`Only for Ann ${tag}`)).toHaveCount(0);
  expect(new Set(await offlineUsers(page))).toEqual(new Set([cid.id]));
  await context.close();
});

/** The width and height of a PNG (its IHDR chunk). */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('the manifest is served and installable, and the bar takes the night colour', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Hearth',
    short_name: 'Hearth',
    start_url: '/home',
    display: 'standalone',
  });
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(pngSize(await image.body())).toBe(icon.sizes);
  }
  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(purposes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  const person = await createPerson(request, 'Ann');
  const page = await signedInPage(browser, baseURL ?? '', person);
  await serviceWorkerActive(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // note: every test context is a private window, where Chromium offers no install.
  const errors = installabilityErrors.map((error) => error.errorId);
  expect(errors.filter((id) => id !== 'in-incognito')).toEqual([]);
  const themeColor = page.locator('meta[name="theme-color"]');
  await expect(themeColor).toHaveAttribute('content', '#ffffff');
  await page.evaluate(() => localStorage.setItem('theme', 'night'));
  await page.reload();
  await expect(themeColor).toHaveAttribute('content', '#1c1f26');
  await page.goto('/me/setting');
  await page.getByRole('radio', { name: 'White', exact: true }).check();
  await expect(themeColor).toHaveAttribute('content', '#ffffff');
  await page.context().close();
});

/** A server of this test's own, serving a copy of the build it may change. */
async function ownServer(): Promise<{ url: string; webDir: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-e2e-update-'));
  const webDir = join(dir, 'web');
  cpSync(process.env['WEB_DIR'] || join(root, 'web/dist'), webDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [join(root, 'server/bin/hearth.js'), 'serve'],
    {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: join(dir, 'data'),
        WEB_DIR: webDir,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  await expect
    .poll(
      () =>
        fetch(`${url}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        ),
      {
        timeout: 60_000, // note: a busy machine starts a server slowly.
      },
    )
    .toBe(true)
    .catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  return { url, webDir, stop };
}

test('a new version is announced with a prompt, and Reload brings it in', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const server = await ownServer();
  try {
    const request = await playwright.request.newContext({ baseURL: server.url });
    const person = await createPerson(request, 'Ann');
    await request.dispose();
    const page = await signedInPage(browser, server.url, person);
    await serviceWorkerActive(page);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);

    const worker = join(server.webDir, 'sw.js');
    appendFileSync(worker, '\nself.hearthVersion = "next";\n');
    expect(readFileSync(worker, 'utf8')).toContain('hearthVersion');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version of Hearth is available');
    // Nothing swaps by itself: the new version waits for the user.
    expect(
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      ),
    ).toBe(true);

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(page).toHaveURL(/\/home$/);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            waiting: Boolean(registration?.waiting),
            controlled: Boolean(navigator.serviceWorker.controller),
          };
        }),
      )
      .toEqual({ waiting: false, controlled: true });
    const versions = await Promise.all(
      page
        .context()
        .serviceWorkers()
        .map((sw) => sw.evaluate(() => String(Reflect.get(self, 'hearthVersion')))),
    );
    expect(versions).toContain('next');
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    await page.context().close();
  } finally {
    await server.stop();
  }
});
