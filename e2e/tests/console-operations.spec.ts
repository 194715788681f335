import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { TestServer } from '../support/private-server';
import { consolePage } from '../support/console';
import { startTestServer } from '../support/private-server';

// Backups, cron runs and the logs of failed requests change what other tests see: own server.
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

/** The console's first screen loads many modules; a busy CI machine takes its time. */
const FIRST_PAINT = { timeout: 30_000 };

test('a superuser makes a backup, downloads it and deletes it', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await consolePage(browser, server.url, { acceptDownloads: true });
  await page.goto('/_/backups');
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible(FIRST_PAINT);

  await page.getByRole('button', { name: 'New backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'New backup' });
  await dialog.getByRole('textbox', { name: 'Name (optional)' }).fill('Not Valid');
  await expect(dialog.getByText('Use lowercase letters, digits')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name (optional)' }).fill('e2e-operations.zip');
  await dialog.getByRole('button', { name: 'Make backup' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  const row = page
    .getByRole('list', { name: 'Backups' })
    .getByRole('listitem', { name: 'e2e-operations.zip' });
  await expect(row).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('e2e-operations.zip');
  const bytes = await readFile(await download.path());
  // A zip archive starts with its local file header's signature, "PK\x03\x04".
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this backup?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toBeHidden();
  await expect(page.getByText('There are no backups yet.')).toBeVisible();
  await page.context().close();
});

test('a superuser runs a cron job now', async ({ browser }) => {
  const page = await consolePage(browser, server.url, { acceptDownloads: true });
  await page.goto('/_/crons');
  const job = page.getByRole('listitem', { name: '__pbLogsCleanup__' });
  await expect(job.getByText('Every 6 hours at minute 0')).toBeVisible(FIRST_PAINT);
  await job.getByRole('button', { name: 'Run __pbLogsCleanup__ now' }).click();
  await expect(job.getByRole('status')).toHaveText('Started');
  await page.context().close();
});

test('a superuser finds a failed request in the logs and opens it', async ({ browser }) => {
  test.setTimeout(120_000);
  const missing = await api.get('/api/collections/e2e_no_such_collection/records');
  expect(missing.status()).toBe(404);
  const page = await consolePage(browser, server.url, { acceptDownloads: true });
  await page.goto('/_/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible(FIRST_PAINT);
  // The toggle lives in the address, which the router updates a moment after the click.
  const errorsOnly = page.getByRole('switch', { name: 'Errors only' });
  await errorsOnly.click();
  await expect(errorsOnly).toBeChecked();
  await expect(page).toHaveURL(/errors=1/);

  const table = page.getByRole('table', { name: 'Request logs' });
  const failed = table.getByRole('row').filter({ hasText: 'e2e_no_such_collection' });
  // Logs are written in batches: look again until the request's log is there.
  await expect(async () => {
    await page.reload();
    await expect(failed).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(failed.getByText('404')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: /\b200\b/ })).toHaveCount(0);

  await failed.getByRole('link').click();
  await expect(page).toHaveURL(/\/_\/logs\/\w+\?errors=1/);
  const detail = page.getByRole('dialog', { name: 'Log' });
  await expect(detail.getByLabel('Data')).toContainText('"status": 404');
  await expect(detail.getByLabel('Data')).toContainText('e2e_no_such_collection');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/_\/logs\?errors=1$/);
  await page.context().close();
});
