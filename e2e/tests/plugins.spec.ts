import type { FrameLocator, Page } from '@playwright/test';
import { closeAll, composer, friendsInChat, messageItem, openChat, signIn } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { ADMIN } from '../support/global-setup';
import { createPeople, uniqueTag } from '../support/people';
import {
  BUNDLES,
  consent,
  consentDialog,
  enablePlugin,
  listAs,
  messageFrames,
  onlyFrame,
  openDetails,
  openPlugins,
  pluginCard,
  pluginNamed,
} from '../support/plugins';

// Two people signed in at once, each in a browser of their own, with plugin frames on both sides.
test.slow();

/** The poll's button for `option` in its frame (its name starts with the option). */
const option = (poll: FrameLocator, name: string) =>
  poll.getByRole('button', { name: new RegExp(`^${name}`) });

/** Runs a slash command from the composer: its plugin sends, and the composer empties. */
async function runCommand(page: Page, command: string): Promise<void> {
  await composer(page).fill(command);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
}

test('a superuser installs hello in /plugin; it joins everyone’s catalogue', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
  const pages = await signIn(browser, baseURL, [ann, bob]);
  const [annPage, bobPage] = pages;
  await openPlugins(annPage);
  // Poll and checklist come with a fresh instance; hello, the tutorial's plugin, does not.
  await expect(pluginCard(annPage, 'Poll')).toBeVisible();
  await expect(pluginCard(annPage, 'Checklist')).toBeVisible();
  await expect(pluginCard(annPage, 'Hello')).toHaveCount(0);

  // Ann runs this Hearth: she signs in as its superuser in the install area, for this page only.
  const area = annPage.getByRole('region', { name: 'Install or update a plugin' });
  await area.getByRole('button', { name: /^Install or update a plugin/ }).click();
  await area.getByLabel(/^Superuser email/).fill(ADMIN.email);
  await area.getByLabel(/^Password/).fill(ADMIN.password);
  await area.getByRole('button', { name: 'Sign in as superuser' }).click();
  await expect(area.getByText(`Signed in as superuser ${ADMIN.email}.`)).toBeVisible();

  // The bundle is checked first and what it installs shown; nothing is installed before Install.
  await area.locator('input[type="file"]').setInputFiles(BUNDLES.hello);
  const summary = area.getByRole('region', { name: 'What this bundle installs' });
  await expect(summary).toContainText('New plugin: Hello 1.0.0');
  await expect(summary).toContainText('Send messages in your chats as you');
  await expect(pluginCard(annPage, 'Hello')).toHaveCount(0);
  await area.getByRole('button', { name: 'Install', exact: true }).click();

  const card = pluginCard(annPage, 'Hello');
  await expect(card).toBeVisible();
  await expect(card).toContainText('/hello');
  await expect(card.getByRole('button', { name: 'Enable Hello' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove Hello' })).toBeVisible();

  // Bob, no superuser, finds it in his catalogue, and no way to remove it.
  await openPlugins(bobPage);
  await expect(pluginCard(bobPage, 'Hello')).toBeVisible();
  await expect(bobPage.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await closeAll(pages);
});

test('Ann enables poll and runs /poll; Bob turns it on from the fallback; both vote, live', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const { ann, bob, chat, annPage, bobPage, pages } = await friendsInChat(
    browser,
    baseURL,
    request,
  );
  const question = `Lunch ${uniqueTag()}?`;

  // Ann turns poll on after the consent dialog, which lists what it may do, all of it on.
  await openPlugins(annPage);
  await pluginCard(annPage, 'Poll').getByRole('button', { name: 'Enable Poll' }).click();
  const dialog = consentDialog(annPage, 'Poll');
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);
  await expect(
    dialog.getByRole('checkbox', { name: /^Send messages in your chats/ }),
  ).toBeChecked();
  await expect(
    dialog.getByRole('checkbox', { name: /^Share data with the members/ }),
  ).toBeChecked();
  await consent(annPage, 'Poll');
  await expect(pluginCard(annPage, 'Poll')).toContainText('On');

  // In the chat, "/" offers poll's command; Enter on a whole command sends the poll.
  await openChat(annPage, chat, bob.nickname);
  await composer(annPage).fill('/po');
  const suggestions = annPage.getByRole('listbox', { name: 'Plugin commands' });
  await expect(suggestions.getByRole('option', { name: /\/poll/ })).toBeVisible();
  await runCommand(annPage, `/poll ${question} | Pizza | Sushi`);
  const annPoll = onlyFrame(annPage);
  await expect(annPoll.getByRole('heading', { name: question })).toBeVisible();
  await expect(option(annPoll, 'Pizza')).toBeVisible();

  // Bob has no poll: he reads the fallback text and is offered to turn it on.
  const fallback = messageItem(bobPage, question);
  await expect(fallback).toContainText('Pizza / Sushi');
  await expect(fallback.locator('iframe')).toHaveCount(0);
  await fallback.getByRole('link', { name: 'Enable Poll' }).click();
  await expect(bobPage).toHaveURL(/\/plugin\?enable=poll$/);
  await consent(bobPage, 'Poll');
  await openChat(bobPage, chat, ann.nickname);
  const bobPoll = onlyFrame(bobPage);
  await expect(bobPoll.getByRole('heading', { name: question })).toBeVisible();

  // Each votes, and sees the other's vote arrive with the counts and the voter's name.
  await option(annPoll, 'Pizza').click();
  await expect(option(annPoll, 'Pizza')).toHaveAttribute('aria-pressed', 'true');
  await expect(option(bobPoll, 'Pizza')).toContainText('1 · 100%');
  await expect(bobPoll.getByText(ann.nickname)).toBeVisible();
  await option(bobPoll, 'Sushi').click();
  await expect(option(annPoll, 'Sushi')).toContainText('1 · 50%');
  await expect(option(annPoll, 'Pizza')).toContainText('1 · 50%');
  await expect(annPoll.getByText(bob.nickname)).toBeVisible();
  await expect(annPoll.getByText('2 votes')).toBeVisible();

  // Ann's activity log says what poll sent for her.
  await openPlugins(annPage);
  const details = await openDetails(annPage, 'Poll');
  const activity = details.getByRole('list', { name: 'Activity of Poll' });
  await expect(activity.getByRole('listitem').filter({ hasText: 'Sent a message' })).toHaveCount(1);
  await closeAll(pages);
});

test('the checklist: one adds and ticks items, the other sees it live', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { ann, bob, annPage, bobPage, pages } = await friendsInChat(browser, baseURL, request);
  const checklist = await pluginNamed(request, 'checklist');
  await enablePlugin(request, ann, checklist);
  await enablePlugin(request, bob, checklist);
  const title = `Trip ${uniqueTag()}`;

  await runCommand(annPage, `/checklist ${title}`);
  const annList = onlyFrame(annPage);
  const bobList = onlyFrame(bobPage);
  await expect(annList.getByRole('heading', { name: title })).toBeVisible();
  await expect(bobList.getByRole('heading', { name: title })).toBeVisible();

  const add = (list: FrameLocator) => list.getByRole('textbox', { name: 'Add an item' });
  await add(annList).fill('Passports');
  await add(annList).press('Enter');
  await expect(bobList.getByRole('checkbox', { name: 'Passports' })).not.toBeChecked();
  await bobList.getByRole('checkbox', { name: 'Passports' }).check();
  await expect(annList.getByRole('checkbox', { name: 'Passports' })).toBeChecked();
  await expect(annList.getByText(`ticked by ${bob.nickname}`)).toBeVisible();
  await add(bobList).fill('Tickets');
  await bobList.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(annList.getByRole('checkbox', { name: 'Tickets' })).not.toBeChecked();
  await expect(annList.getByText('1 of 2 done')).toBeVisible();
  await expect(bobList.getByText('1 of 2 done')).toBeVisible();
  await closeAll(pages);
});

test('with messages.send revoked, /poll refuses with a clear message and sends nothing', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { ann, bob, chat, annPage, pages } = await friendsInChat(browser, baseURL, request);
  await enablePlugin(request, ann, await pluginNamed(request, 'poll'));

  // Ann takes back poll's right to send, in its details in /plugin: saved at once.
  await openPlugins(annPage);
  const details = await openDetails(annPage, 'Poll');
  const send = details.getByRole('switch', { name: /^Send messages in your chats/ });
  await expect(send).toBeChecked();
  await send.click();
  await expect(send).not.toBeChecked();
  await expect(details.getByText('Saved.')).toBeAttached();
  await details.getByRole('button', { name: 'Close' }).click();

  await openChat(annPage, chat, bob.nickname);
  const command = '/poll Dinner? | Soup | Salad';
  await composer(annPage).fill(command);
  await composer(annPage).press('Enter');
  await expect(annPage.getByRole('alert')).toContainText(
    'Poll is not allowed to send messages. You can allow it in Plugins.',
  );
  // The command stays in the box to try again; nothing reached the chat.
  await expect(composer(annPage)).toHaveValue(command);
  await expect(messageFrames(annPage)).toHaveCount(0);
  expect(await listAs(request, ann, 'messages', `chat = "${chat}"`)).toEqual([]);
  await closeAll(pages);
});

test.describe('at phone width (390 × 844)', () => {
  const phone = { viewport: { width: 390, height: 844 } };

  test('a poll is drawn and voted on', async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const { ann, bob, annPage, bobPage, pages } = await friendsInChat(
      browser,
      baseURL,
      request,
      phone,
    );
    const poll = await pluginNamed(request, 'poll');
    await enablePlugin(request, ann, poll);
    await enablePlugin(request, bob, poll);
    const question = `Film tonight ${uniqueTag()}?`;
    await runCommand(annPage, `/poll ${question} | Comedy | Drama`);

    const bobPoll = onlyFrame(bobPage);
    await expect(bobPoll.getByRole('heading', { name: question })).toBeVisible();
    await option(bobPoll, 'Drama').click();
    await expect(option(onlyFrame(annPage), 'Drama')).toContainText('1 · 100%');
    await expect(onlyFrame(annPage).getByText(bob.nickname)).toBeVisible();
    // The poll fits the phone: its frame and its buttons are inside the screen.
    const frame = await messageFrames(bobPage).boundingBox();
    expect((frame?.x ?? -1) >= 0 && (frame?.x ?? 0) + (frame?.width ?? 0) <= 390).toBe(true);
    await expect(option(bobPoll, 'Drama')).toBeInViewport({ ratio: 1 });
    await closeAll(pages);
  });
});
