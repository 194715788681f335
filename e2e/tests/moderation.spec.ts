import type { APIRequestContext, Page } from '@playwright/test';
import { directChat, messageItem, openChat, openMessageMenu, postMessage } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { befriend, createPeople, signedInPage } from '../support/people';
import type { TestServer } from '../support/private-server';
import { consolePage } from '../support/console';
import { startTestServer } from '../support/private-server';

// Suspending people changes what other tests rely on: this file has its own server.
let server: TestServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  server = await startTestServer({ log: 'ignore' });
  api = await playwright.request.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** Fills and sends the report dialog that is open on `page`. */
async function fileReport(page: Page, title: string | RegExp, reason: string, note: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('textbox', { name: /Anything to add/ }).fill(note);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thanks, your report was received.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test('a reported message leads to a suspension the person is told about', async ({ browser }) => {
  test.setTimeout(180_000);
  const [ann, bob, carol] = await createPeople(api, 'Ann', 'Bob', 'Carol');
  await befriend(api, ann, bob);
  const chat = await directChat(api, ann, bob);
  const annPage = await signedInPage(browser, server.url, ann);
  const bobPage = await signedInPage(browser, server.url, bob);
  const rude = `You are hopeless ${bob.nickname}`;
  await postMessage(api, bob, chat, rude);

  // Ann reports Bob's message from its menu; her own messages offer no report.
  await openChat(annPage, chat, bob.nickname);
  await expect(messageItem(annPage, rude)).toBeVisible();
  const menu = await openMessageMenu(annPage, rude);
  await menu.getByRole('menuitem', { name: 'Report' }).click();
  await fileReport(annPage, 'Report this message', 'Harassment or bullying', 'Keeps insulting me');

  // …and Carol from her card.
  await annPage.getByRole('combobox', { name: 'Search people' }).fill(carol.nickname);
  await annPage.getByRole('option', { name: carol.nickname }).click();
  const card = annPage.getByRole('dialog', { name: carol.nickname });
  await card.getByRole('button', { name: 'Report' }).click();
  await fileReport(annPage, `Report ${carol.nickname}`, 'Impersonation', 'Not the real Carol');

  // The superuser reviews the message report in its context and suspends Bob for 7 days.
  const admin = await consolePage(browser, server.url);
  await admin.goto('/_/moderation');
  const reports = admin.getByRole('list', { name: 'Reports' });
  await expect(reports.getByRole('link')).toHaveCount(2);
  await reports.getByRole('link', { name: new RegExp(`Harassment · ${bob.nickname}`) }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect(admin.getByText('Keeps insulting me')).toBeVisible();
  const conversation = admin.getByRole('list', { name: /conversation around/ });
  await expect(conversation.locator('[aria-current="true"]')).toContainText(rude);
  await admin.getByRole('button', { name: 'Suspend the person' }).click();
  const suspend = admin.getByRole('dialog', { name: `Suspend ${bob.nickname}` });
  await suspend.getByRole('radio', { name: '7 days' }).check();
  await suspend.getByRole('textbox', { name: 'Reason' }).fill('Insulting other people');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin).toHaveURL(/\/_\/moderation$/);
  await expect(reports.getByRole('link')).toHaveCount(1);

  // Bob's open app lands on the sign-in page and says why.
  await expect(bobPage).toHaveURL(/\/login/, { timeout: 30_000 });
  const notice = bobPage.getByTestId('suspension-notice');
  await expect(notice).toContainText('Your account is suspended until');
  await expect(notice).toContainText('Insulting other people');

  // A fresh sign-in is refused with the same notice.
  const again = await browser.newContext({ baseURL: server.url });
  const login = await again.newPage();
  await login.goto('/login');
  await login
    .locator('input')
    .and(login.getByLabel(/^Email/))
    .fill(bob.email);
  await login
    .locator('input')
    .and(login.getByLabel(/^Password/))
    .fill(bob.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByTestId('suspension-notice')).toContainText('Insulting other people');

  // The audit log lists the suspension.
  await admin.goto('/_/audit');
  const log = admin.getByRole('list', { name: 'Audit log' });
  await expect(log.getByRole('listitem').first()).toContainText('Suspended');
  await expect(log.getByRole('listitem').first()).toContainText(bob.nickname);
  await expect(log.getByRole('listitem').first()).toContainText('Insulting other people');
});
