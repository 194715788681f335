import {
  chatRow,
  closeAll,
  composer,
  directChat,
  markRead,
  messageItem,
  messageLog,
  postMany,
  send,
  signIn,
} from '../support/chat';
import { expect, test } from '../support/fixtures';
import { befriend, createPeople, mainNav, uniqueTag } from '../support/people';
import {
  BUNDLES,
  enablePlugin,
  findPlugin,
  frameOf,
  installPlugin,
  listAs,
  postPluginMessage,
} from '../support/plugins';

/**
 * What the hostile test plugin does, by its message's `payload.mode` (e2e/plugins/hostile). The
 * endless loop comes on its own, later: every plugin frame of the page runs in the same browser
 * process (Chromium groups sandboxed frames by site), so while one loops none of them answers.
 */
const MODES = ['throw', 'malformed', 'ungranted', 'navigate', 'popup', 'alert', 'form'] as const;

test('a hostile plugin breaks nothing: the page, composer and list go on, and a stuck frame is unloaded', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const hostile =
    (await findPlugin(request, 'hostile')) ?? (await installPlugin(request, BUNDLES.hostile));
  const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
  await befriend(request, ann, bob);
  const chat = await directChat(request, ann, bob);
  await enablePlugin(request, ann, hostile);
  const tag = uniqueTag();
  const fallback = (mode: string) => `hostile ${mode} ${tag}`;
  // The plugin may not send (it asks for chat.read only): the superuser plants its messages as
  // if Bob had sent them.
  const plant = (mode: string) =>
    postPluginMessage(
      request,
      bob,
      chat,
      { plugin: 'hostile', type: 'hostile', payload: { mode }, fallback: fallback(mode) },
      { bySuperuser: true },
    );
  // Enough conversation before the plugin's messages for the list to scroll a long way.
  const first = `before the storm ${tag} 1`;
  await postMany(request, bob, chat, `before the storm ${tag}`, 40);
  let newest = '';
  for (const mode of MODES) newest = await plant(mode);
  await markRead(request, ann, chat, newest);

  // A tall window: every one of the plugin's messages is on screen, so every frame is created.
  const [annPage] = await signIn(browser, baseURL, [ann], {
    viewport: { width: 1280, height: 1600 },
  });
  const popups: string[] = [];
  const dialogs: string[] = [];
  annPage.context().on('page', (page) => popups.push(page.url()));
  annPage.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await mainNav(annPage).getByRole('link', { name: /^Chat/ }).click();
  await chatRow(annPage, bob.nickname).click();
  await expect(annPage).toHaveURL(new RegExp(`/chat/${chat}$`));
  const url = annPage.url();

  // Each frame ran its mode; every call it was not granted was refused.
  for (const mode of MODES.filter((mode) => mode !== 'ungranted')) {
    await expect(frameOf(annPage, fallback(mode)).getByText(`hostile: ${mode}`)).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(
    frameOf(annPage, fallback('ungranted')).getByText(/^(capability_denied ?){7}$/),
  ).toBeVisible();

  // The app stays where it was: no navigation, no window, no dialog behind its back.
  expect(annPage.url()).toBe(url);
  expect(popups).toEqual([]);
  expect(dialogs).toEqual([]);
  const said = `still here ${tag}`;
  await send(annPage, said);
  await expect(messageLog(annPage).getByText(said)).toBeVisible();

  // A frame that floods the bridge (thousands of calls a second) is unloaded before it slows the
  // app, and the composer goes on.
  await plant('flood');
  const flood = messageItem(annPage, fallback('flood'));
  await expect(flood.getByText('This plugin stopped responding.')).toBeVisible({ timeout: 30_000 });
  await expect(flood.locator('iframe')).toHaveCount(0);
  const afterFlood = `after the flood ${tag}`;
  await send(annPage, afterFlood);
  await expect(messageLog(annPage).getByText(afterFlood)).toBeVisible();

  // A frame that loops forever arrives; while it loops, the composer takes text and sends it.
  await plant('loop');
  const loop = messageItem(annPage, fallback('loop'));
  await expect(loop.locator('iframe')).toHaveCount(1, { timeout: 30_000 });
  const during = `typed during the loop ${tag}`;
  await send(annPage, during);
  await expect(messageLog(annPage).getByText(during)).toBeVisible();
  // It is found out and replaced, with a way to load it again.
  await expect(loop.getByText('This plugin stopped responding.')).toBeVisible({ timeout: 30_000 });
  await expect(loop.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(loop.locator('iframe')).toHaveCount(0);
  await expect(composer(annPage)).toBeEditable();

  // The list still scrolls, up to the start of the conversation (an older page loads on the way).
  await messageLog(annPage).hover();
  await expect(async () => {
    await annPage.mouse.wheel(0, -3000);
    await expect(messageLog(annPage).getByText(first, { exact: true })).toBeInViewport({
      timeout: 1000,
    });
  }).toPass({ timeout: 60_000 });
  expect(annPage.url()).toBe(url);
  expect(popups).toEqual([]);
  expect(dialogs).toEqual([]);

  // What the plugin was not granted left no trace: no message of its own, nothing stored or
  // shared, and its activity shows only what it may do (read).
  const planted = await listAs<{ author: string; plugin: string }>(
    request,
    ann,
    'messages',
    `chat = "${chat}" && kind = "plugin"`,
  );
  expect(planted.map((message) => [message.author, message.plugin])).toEqual(
    [...MODES, 'flood', 'loop'].map(() => [bob.id, 'hostile']),
  );
  expect(await listAs(request, ann, 'plugin_storage', `plugin = "${hostile.id}"`)).toEqual([]);
  expect(await listAs(request, ann, 'plugin_state', `chat = "${chat}"`)).toEqual([]);
  const activity = await listAs<{ action: string }>(
    request,
    ann,
    'plugin_activity',
    `plugin = "${hostile.id}"`,
  );
  expect(activity.filter((entry) => entry.action !== 'read')).toEqual([]);
  await closeAll([annPage]);
});
