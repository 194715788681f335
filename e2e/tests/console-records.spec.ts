import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/global-setup';
import { uniqueTag } from '../support/people';
import { noisePng } from '../support/png';

/** The console keeps its superuser session under this key (packages/shared STORAGE_KEYS). */
const CONSOLE_SESSION_KEY = 'hearth_console_auth';

/** The test's own collections: owners (named by `name`) and things that point at them. */
async function seedCollections(url: string) {
  const admin = new PocketBase(url);
  await admin.collection('_superusers').authWithPassword(ADMIN.email, ADMIN.password);
  const tag = uniqueTag().replace(/\W/g, '_');
  const owners = await admin.collections.create({
    name: `owners_${tag}`,
    type: 'base',
    fields: [{ name: 'name', type: 'text', presentable: true }],
  });
  const things = await admin.collections.create({
    name: `things_${tag}`,
    type: 'base',
    fields: [
      { name: 'title', type: 'text', presentable: true },
      { name: 'count', type: 'number' },
      { name: 'done', type: 'bool' },
      { name: 'mood', type: 'select', values: ['happy', 'sad'], maxSelect: 1 },
      { name: 'meta', type: 'json' },
      { name: 'photo', type: 'file', maxSelect: 1, maxSize: 1_000_000 },
      { name: 'owner', type: 'relation', collectionId: owners.id, maxSelect: 1 },
      { name: 'created', type: 'autodate', onCreate: true },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ],
  });
  await admin.collection(owners.name).create({ name: `Olga ${tag}` });
  for (const [title, count] of [
    ['alpha', 3],
    ['bravo', 1],
    ['charlie', 2],
  ] as const) {
    await admin.collection(things.name).create({ title, count, done: count > 1, mood: 'happy' });
  }
  return {
    name: things.name,
    owner: `Olga ${tag}`,
    session: { token: admin.authStore.token, record: admin.authStore.record },
  };
}

/** The table's body rows, by their text. */
const rows = (page: Page) => page.locator('tbody tr');

test('a superuser browses, filters, sorts and edits records of a collection', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no server');
  const seeded = await seedCollections(baseURL);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CONSOLE_SESSION_KEY,
    JSON.stringify(seeded.session),
  ] as const);
  await page.goto(`/_/collections/${seeded.name}`);
  await expect(page.getByRole('heading', { level: 1, name: seeded.name })).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByText('Records: 3')).toBeVisible();

  // Sorting by a column: ascending by count puts bravo (1) first, and the URL keeps it.
  const countHeader = page.getByRole('columnheader', { name: 'count' });
  await countHeader.getByRole('button').click();
  await expect(countHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=count/);
  await expect(rows(page).first()).toContainText('bravo');
  await countHeader.getByRole('button').click();
  await expect(countHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).first()).toContainText('alpha');

  // A valid filter narrows the rows; an invalid one shows the server's error under the input.
  const filter = page.getByRole('textbox', { name: 'Filter' });
  await filter.fill('count >= 2');
  await filter.press('Enter');
  await expect(page).toHaveURL(/filter=count/);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'bravo' })).toHaveCount(0);
  await filter.fill('count >>> "');
  await filter.press('Enter');
  await expect(page.getByText(/The filter or sort could not be applied/)).toBeVisible();
  await filter.fill('');
  await filter.press('Enter');
  await expect(rows(page)).toHaveCount(3);

  // A new record with an image: its preview shows before and after saving.
  await page.getByRole('button', { name: 'New record' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'title' }).fill('delta');
  await dialog.getByRole('spinbutton', { name: 'count' }).fill('4');
  await dialog.getByRole('textbox', { name: 'meta' }).fill('{"ok": ');
  await expect(dialog.getByText('Not valid JSON.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'meta' }).fill('{"ok": true}');
  await dialog.getByLabel('Files for photo').setInputFiles({
    name: 'pixel.png',
    mimeType: 'image/png',
    buffer: noisePng(4, 4),
  });
  await expect(dialog.getByRole('img', { name: 'pixel.png' })).toBeVisible();
  const owner = dialog.getByRole('combobox', { name: 'owner' });
  await owner.fill('Olga');
  await page.getByRole('option', { name: new RegExp(seeded.owner) }).click();
  await expect(dialog.getByRole('button', { name: seeded.owner })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const delta = rows(page).filter({ hasText: 'delta' });
  await expect(delta).toHaveCount(1);
  await expect(delta).toContainText(seeded.owner);
  await expect(delta.getByRole('img', { name: /^pixel.*\.png$/ })).toBeVisible();

  // Editing it: the stored image shows in the dialog, and the new title lands in the table.
  await delta.click();
  await expect(dialog.getByRole('img', { name: /^pixel.*\.png$/ })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'title' }).fill('delta edited');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page).filter({ hasText: 'delta edited' })).toHaveCount(1);

  // Deleting it asks first.
  await rows(page).filter({ hasText: 'delta edited' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this record?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(rows(page).filter({ hasText: 'delta' })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(3);
});
