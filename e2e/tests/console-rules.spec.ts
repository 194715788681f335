import PocketBase from 'pocketbase';
import { expect, test } from '../support/fixtures';
import type { TestServer } from '../support/private-server';
import { consolePage } from '../support/console';
import { ADMIN, startTestServer } from '../support/private-server';

// Opening a collection's list rule changes what users may read: this file has its own server.
let server: TestServer;
let admin: PocketBase;
let member: PocketBase;

const MEMBER = { email: 'rules-member@example.com', password: 'member password 1' };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ log: 'ignore' });
  admin = new PocketBase(server.url);
  await admin.collection('_superusers').authWithPassword(ADMIN.email, ADMIN.password);
  await admin.collections.create({
    name: 'notes',
    listRule: null,
    fields: [{ name: 'title', type: 'text' }],
  });
  await admin.collection('notes').create({ title: 'First note' });
  await admin.collection('users').create({
    ...MEMBER,
    passwordConfirm: MEMBER.password,
    nickname: 'Member',
  });
  member = new PocketBase(server.url);
  await member.collection('users').authWithPassword(MEMBER.email, MEMBER.password);
});

test.afterAll(async () => {
  await server?.stop();
});

test('a superuser opens a locked list rule in the console and it applies at once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const refused = await member
    .collection('notes')
    .getList(1, 10)
    .catch((error: unknown) => error);
  // note: PocketBase answers a superusers-only list with 403 for a signed-in user.
  expect(refused).toMatchObject({ status: 403 });

  const page = await consolePage(browser, server.url);
  await page.goto('/_/collections');
  await page.getByRole('link', { name: 'Settings of notes' }).click();
  await expect(page).toHaveURL(/\/_\/collections\/notes\/settings$/);

  const list = page.getByRole('group', { name: 'List' });
  await expect(list.getByRole('button', { name: 'Superusers only' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await list.getByRole('button', { name: 'Expression' }).click();
  const editor = list.getByRole('textbox', { name: 'List' });
  await editor.fill('title = "a" && && id != ""');
  const problem = list.getByRole('alert');
  await expect(problem).toBeVisible();
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(editor).toHaveAttribute(
    'aria-describedby',
    (await problem.getAttribute('id')) ?? '',
  );
  await expect(list.getByTestId('rule-problem-mark')).toHaveText('&&');

  await editor.fill('@request.auth.id != ""');
  await expect(problem).toBeHidden();
  await expect(editor).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Collection saved.')).toBeVisible();

  const listed = await member.collection('notes').getList(1, 10);
  expect(listed.items.map((note) => note.title)).toEqual(['First note']);
});

test('a superuser adds a field in the console and the app can store it at once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await consolePage(browser, server.url);
  await page.goto('/_/collections/notes/settings');

  await page.getByRole('button', { name: 'Add field' }).click();
  const dialog = page.getByRole('dialog', { name: 'New field' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('summary');
  await dialog.getByRole('spinbutton', { name: 'Maximum length' }).fill('80');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Collection saved.')).toBeVisible();

  const stored = await admin.collections.getOne('notes');
  expect(stored.fields.find((field) => field.name === 'summary')).toMatchObject({
    type: 'text',
    max: 80,
  });
  const created = await admin.collection('notes').create({ title: 'Second', summary: 'Short' });
  expect(created['summary']).toBe('Short');
  const tooLong = await admin
    .collection('notes')
    .create({ title: 'Third', summary: 'x'.repeat(81) })
    .catch((error: unknown) => error);
  expect(tooLong).toMatchObject({ status: 400 });
});
