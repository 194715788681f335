import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { messageItem, messageLog } from './chat';
import { ADMIN } from './global-setup';
import type { Person } from './people';
import { callAs, mainNav, tokenOf } from './people';

/** Plugins the way their browser tests drive them: the API to set up, the pages to act. */

/** Built bundles (`npm run build`): the first-party plugins, and the test-only hostile one. */
export const BUNDLES = {
  hello: fileURLToPath(new URL('../../plugins/dist/hello.zip', import.meta.url)),
  hostile: fileURLToPath(new URL('../plugins/dist/hostile.zip', import.meta.url)),
} as const;

/** `PLUGIN_ROUTES.install` (packages/shared/src/plugin-types.ts). */
const INSTALL_ROUTE = '/api/hearth/plugins';

/** An installed plugin as the `plugins` collection returns it. */
export interface InstalledPlugin {
  id: string;
  pluginId: string;
  version: string;
  capabilities: string[];
}

/** A user's grant of a plugin (`plugin_grants`). */
export interface Grant {
  id: string;
  enabled: boolean;
  granted: string[];
  consented: string[];
}

let adminToken: Promise<string> | undefined;

/** The test superuser's token (the global setup made the superuser). */
export function superuserToken(request: APIRequestContext): Promise<string> {
  adminToken ??= request
    .post('/api/collections/_superusers/auth-with-password', {
      data: { identity: ADMIN.email, password: ADMIN.password },
    })
    .then(async (response) => {
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { token: string }).token;
    });
  return adminToken;
}

/** A superuser installs (or updates) the plugin in `zip` through the API: its record. */
export async function installPlugin(
  request: APIRequestContext,
  zip: string,
): Promise<InstalledPlugin> {
  const response = await request.post(INSTALL_ROUTE, {
    headers: { Authorization: await superuserToken(request) },
    multipart: {
      bundle: { name: basename(zip), mimeType: 'application/zip', buffer: readFileSync(zip) },
    },
  });
  expect(response.ok(), `install ${basename(zip)}: ${await response.text()}`).toBe(true);
  return (await response.json()) as InstalledPlugin;
}

/** The installed plugin whose manifest id is `pluginId` (read as the superuser), or null. */
export async function findPlugin(
  request: APIRequestContext,
  pluginId: string,
): Promise<InstalledPlugin | null> {
  const response = await request.get('/api/collections/plugins/records', {
    headers: { Authorization: await superuserToken(request) },
    params: { filter: `pluginId = "${pluginId}"` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: InstalledPlugin[] };
  return items[0] ?? null;
}

/** The installed plugin `pluginId`; fails the test when it is not installed. */
export async function pluginNamed(
  request: APIRequestContext,
  pluginId: string,
): Promise<InstalledPlugin> {
  const plugin = await findPlugin(request, pluginId);
  expect(plugin, `the plugin ${pluginId} is installed`).not.toBeNull();
  return plugin as InstalledPlugin; // note: the line above failed the test when it was null.
}

/**
 * `person` turns `plugin` on through the API as the consent dialog does: they consented to all
 * it asks and granted `granted` (everything, unless told).
 */
export async function enablePlugin(
  request: APIRequestContext,
  person: Person,
  plugin: InstalledPlugin,
  granted: readonly string[] = plugin.capabilities,
): Promise<Grant> {
  return callAs<Grant>(request, person, 'POST', '/api/collections/plugin_grants/records', {
    user: person.id,
    plugin: plugin.id,
    enabled: true,
    consented: plugin.capabilities,
    granted,
  });
}

/** What a plugin message is made of (`messages` of `kind: plugin`). */
export interface PluginMessageFields {
  plugin: string;
  type: string;
  payload: unknown;
  fallback: string;
}

/**
 * A plugin message from `author` in `chat`, created through the API: as `author` (who needs the
 * plugin on with `messages.send`), or by the superuser on their behalf (`bySuperuser`), which is
 * how a test plants messages of a plugin that may not send any. Its id.
 */
export async function postPluginMessage(
  request: APIRequestContext,
  author: Person,
  chat: string,
  message: PluginMessageFields,
  options: { bySuperuser?: boolean } = {},
): Promise<string> {
  const response = await request.post('/api/collections/messages/records', {
    headers: {
      Authorization: options.bySuperuser
        ? await superuserToken(request)
        : await tokenOf(request, author),
    },
    data: {
      chat,
      author: author.id,
      kind: 'plugin',
      plugin: message.plugin,
      pluginType: message.type,
      payload: message.payload,
      text: message.fallback,
    },
  });
  expect(response.ok(), `plugin message: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** The records of `collection` that `person` may list and that match `filter`. */
export async function listAs<T>(
  request: APIRequestContext,
  person: Person,
  collection: string,
  filter = '',
): Promise<T[]> {
  const response = await request.get(`/api/collections/${collection}/records`, {
    headers: { Authorization: await tokenOf(request, person) },
    params: { filter, perPage: 500 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { items: T[] }).items;
}

/** Opens `/plugin` from the navigation. */
export async function openPlugins(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Plugins' }).click();
  await expect(page.getByRole('heading', { name: 'Plugins', level: 1 })).toBeVisible();
}

/** The catalogue's card of the plugin called `name`. */
export const pluginCard = (page: Page, name: string) =>
  page.getByRole('article', { name, exact: true });

/** The consent dialog for the plugin called `name`. */
export const consentDialog = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Enable ${name}?` });

/** Agrees in the open consent dialog of `name`, every capability left on; it closes. */
export async function consent(page: Page, name: string) {
  const dialog = consentDialog(page, name);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Allow' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the details of the plugin called `name` from its card: the dialog. */
export async function openDetails(page: Page, name: string) {
  await pluginCard(page, name)
    .getByRole('button', { name: `Details of ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Plugin frames drawn in the message list, top to bottom. */
export const messageFrames = (page: Page) => messageLog(page).locator('iframe[sandbox]');

/** The frame that draws the plugin message holding (in its fallback) `text`. */
export function frameOf(page: Page, text: string | RegExp): FrameLocator {
  return messageItem(page, text).locator('iframe[sandbox]').contentFrame();
}

/** The single plugin frame drawn in the message list. */
export const onlyFrame = (page: Page): FrameLocator => messageFrames(page).contentFrame();
