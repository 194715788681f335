import type { APIRequestContext, Page } from '@playwright/test';
import { directChat } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { mailedLink } from '../support/outbox';
import type { Person } from '../support/people';
import { befriend, createPeople, tokenOf } from '../support/people';
import type { TestServer } from '../support/private-server';
import { consolePage } from '../support/console';
import { startTestServer } from '../support/private-server';

// Suspending and deleting people changes what other tests rely on: this file has its own server.
let server: TestServer;
let api: APIRequestContext;
/** The shared server's data folder, which the outbox reader looks in; put back after. */
const sharedDataDir = process.env['HEARTH_E2E_DATA_DIR'];

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  server = await startTestServer({ log: 'ignore' });
  api = await playwright.request.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  process.env['HEARTH_E2E_DATA_DIR'] = sharedDataDir;
  await api?.dispose();
  await server?.stop();
});

/** What signing in as `person` answers now. */
async function signInAnswer(person: Person) {
  const response = await api.post('/api/collections/users/auth-with-password', {
    data: { identity: person.email, password: person.password },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** The value shown for a fact (a term of the person's facts list). */
const fact = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a superuser finds a person, verifies, mails, suspends, lifts, and deletes another', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [ann, bob] = await createPeople(api, 'Ann', 'Bob');
  await befriend(api, ann, bob);
  await directChat(api, ann, bob);
  // One session of Ann's: her sign-in through the API.
  await tokenOf(api, ann);
  const page = await consolePage(browser, server.url);

  await page.goto('/_/users');
  await page.getByRole('searchbox', { name: /Search by email/ }).fill(ann.nickname);
  const list = page.getByRole('list', { name: 'Users' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await list.getByRole('link', { name: new RegExp(ann.nickname) }).click();

  await expect(page.getByRole('heading', { level: 1, name: ann.nickname })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sessions (1)' })).toBeVisible();
  await expect(fact(page, 'Chats')).toHaveText('1');
  await expect(fact(page, 'Friends')).toHaveText('1');

  await page.getByRole('button', { name: 'Mark as verified' }).click();
  await expect(page.getByText(`${ann.nickname} is now verified.`)).toBeVisible();
  await expect(fact(page, 'Email verified')).toHaveText('Yes');

  // The reset mail lands in this server's outbox.
  process.env['HEARTH_E2E_DATA_DIR'] = server.dataDir;
  await page.getByRole('button', { name: 'Send a password reset mail' }).click();
  await expect(
    page.getByText(`A password reset mail is on its way to ${ann.email}.`),
  ).toBeVisible();
  await expect.poll(() => mailedLink(ann.email, '/forget')).not.toBeNull();

  const reason = 'Spam in every group.';
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${ann.nickname}` });
  await expect(dialog.getByRole('radio', { name: '7 days' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(`Suspended until`).first()).toBeVisible();
  const refused = await signInAnswer(ann);
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ data: { account: { message: reason } } });

  await page.getByRole('button', { name: 'Lift the suspension' }).click();
  await expect(page.getByText(`${ann.nickname} can sign in again.`)).toBeVisible();
  expect((await signInAnswer(ann)).status).toBe(200);

  await page.goto(`/_/users/${bob.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${bob.nickname}?` });
  await confirm.getByRole('textbox', { name: /^Reason/ }).fill('Asked to leave.');
  await confirm.getByRole('textbox', { name: /^Email address/ }).fill(bob.email);
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/_\/users$/);
  await expect(page.getByText(`${bob.nickname} was deleted.`)).toBeVisible();
  expect((await signInAnswer(bob)).status).toBe(400);
});
