import type { Page } from '@playwright/test';
import {
  chatRow,
  closeAll,
  composer,
  directChat,
  escapeRegExp,
  friendsInChat,
  groupChat,
  markRead,
  messageItem,
  messageLog,
  openBusyChat,
  openChat,
  openMessageMenu,
  postMany,
  postMessage,
  send,
  signIn,
} from '../support/chat';
import { expect, test } from '../support/fixtures';
import { befriend, createPeople, mainNav, uniqueTag } from '../support/people';

// Every test here has two people signed in at once, each in a browser of their own.
test.slow();

/** The chip of `emoji` under the message holding `text`. */
const chip = (page: Page, text: string, emoji: string) =>
  messageItem(page, text)
    .getByRole('group', { name: 'Reactions' })
    .getByRole('button', { name: new RegExp(`^${emoji} `) });

test('the author edits (Up, Enter), cancels an edit (Esc) and deletes; both see it live', async ({
  browser,
  baseURL,
  request,
}) => {
  const { annPage, bobPage, pages } = await friendsInChat(browser, baseURL, request);
  const tag = uniqueTag();
  const first = `See you at 6 ${tag}`;
  const fixed = `See you at 7 ${tag}`;
  await send(annPage, first);
  await expect(messageItem(bobPage, first)).toBeVisible();

  // Up in the empty composer edits her last message; Enter saves it.
  await composer(annPage).press('ArrowUp');
  await expect(annPage.getByText('Editing message')).toBeVisible();
  await expect(composer(annPage)).toHaveValue(first);
  await composer(annPage).fill(fixed);
  await composer(annPage).press('Enter');
  await expect(annPage.getByText('Editing message')).toBeHidden();
  for (const page of [annPage, bobPage]) {
    await expect(messageItem(page, fixed)).toContainText('edited');
    await expect(messageItem(page, first)).toHaveCount(0);
  }

  // Esc leaves an edit without saving it.
  await composer(annPage).press('ArrowUp');
  await expect(composer(annPage)).toHaveValue(fixed);
  await composer(annPage).fill(`Never mind ${tag}`);
  await composer(annPage).press('Escape');
  await expect(annPage.getByText('Editing message')).toBeHidden();
  await expect(composer(annPage)).toHaveValue('');
  await expect(messageLog(bobPage).getByText(`Never mind ${tag}`)).toHaveCount(0);
  await expect(messageLog(annPage).getByText(`Never mind ${tag}`)).toHaveCount(0);

  // Deleting asks first, then leaves a placeholder on both sides.
  await (await openMessageMenu(annPage, fixed)).getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = annPage.getByRole('dialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  for (const page of [annPage, bobPage]) {
    await expect(messageLog(page).getByText('Message deleted', { exact: true })).toBeVisible();
    await expect(messageLog(page).getByText(fixed)).toHaveCount(0);
  }
  await closeAll(pages);
});

test("a group's owner deletes a member's message; a member cannot delete the owner's", async ({
  browser,
  baseURL,
  request,
}) => {
  const [ann, bob, cid] = await createPeople(request, 'Ann', 'Bob', 'Cid');
  await befriend(request, ann, bob);
  await befriend(request, ann, cid);
  const title = `Moderated ${uniqueTag()}`;
  const chat = await groupChat(request, ann, title, [bob, cid]);
  const rule = `Be kind ${uniqueTag()}`;
  const spam = `Buy cheap watches ${uniqueTag()}`;
  await postMessage(request, ann, chat, rule);
  await postMessage(request, bob, chat, spam);
  const pages = await signIn(browser, baseURL, [ann, bob]);
  const [annPage, bobPage] = pages;
  await openChat(annPage, chat, title);
  await openChat(bobPage, chat, title);

  // Bob, a member, may not delete the owner's message.
  const bobsMenu = await openMessageMenu(bobPage, rule);
  await expect(bobsMenu.getByRole('menuitem', { name: 'Reply' })).toBeVisible();
  await expect(bobsMenu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await bobPage.keyboard.press('Escape');
  await expect(bobsMenu).toBeHidden();

  await (await openMessageMenu(annPage, spam)).getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = annPage.getByRole('dialog', { name: `Delete ${bob.nickname}'s message?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  for (const page of [annPage, bobPage]) {
    await expect(messageLog(page).getByText('Message deleted', { exact: true })).toBeVisible();
    await expect(messageLog(page).getByText(spam)).toHaveCount(0);
    await expect(messageLog(page).getByText(rule)).toBeVisible();
  }
  await closeAll(pages);
});

test('a reply quoting a message long gone up the history jumps to it, highlighted', async ({
  browser,
  baseURL,
  request,
}) => {
  const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
  await befriend(request, ann, bob);
  const chat = await directChat(request, ann, bob);
  const tag = uniqueTag();
  const original = `The plan from last month ${tag}`;
  const originalId = await postMessage(request, ann, chat, original);
  // 80 more, all read: both open at the newest, and the first page (30) is far from the original.
  const newest = await postMany(request, ann, chat, `filler ${tag}`, 80);
  await markRead(request, bob, chat, newest.id);
  const pages = await signIn(browser, baseURL, [ann, bob]);
  const [annPage, bobPage] = pages;
  await openBusyChat(annPage, chat, bob.nickname, newest.text);
  await openBusyChat(bobPage, chat, ann.nickname, newest.text);
  await expect(messageItem(annPage, original)).toHaveCount(0);

  const reply = `Still on for that? ${tag}`;
  await postMessage(request, bob, chat, reply, { replyTo: originalId });
  const quote = messageItem(annPage, reply).getByRole('button', { name: /^In reply to/ });
  await expect(quote).toBeVisible();

  await quote.click();
  const target = messageItem(annPage, original);
  await expect(target).toHaveAttribute('data-highlighted', '');
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();
  // The highlight is for a moment only; the message stays in view.
  await expect(target).not.toHaveAttribute('data-highlighted', { timeout: 10_000 });
  await expect(target).toBeInViewport();

  // Back down; the original is loaded now, so the quote says what it answers.
  await annPage.getByRole('button', { name: 'Jump to the newest messages' }).click();
  await expect(quote).toBeInViewport();
  await expect(quote).toContainText(original);
  await expect(quote).toHaveAccessibleName(/^In reply to You/);

  // Ann answers the reply from its menu; Bob sees his message quoted.
  await (await openMessageMenu(annPage, reply)).getByRole('menuitem', { name: 'Reply' }).click();
  await expect(annPage.getByText(`Replying to ${bob.nickname}`)).toBeVisible();
  await expect(composer(annPage)).toBeFocused();
  const answer = `Yes, at noon ${tag}`;
  await send(annPage, answer);
  await expect(
    messageItem(bobPage, answer).getByRole('button', { name: /^In reply to You/ }),
  ).toContainText(reply);
  await closeAll(pages);
});

test('reactions: quick row, a second person, toggling off, and the full picker', async ({
  browser,
  baseURL,
  request,
}) => {
  const { ann, bob, annPage, bobPage, pages } = await friendsInChat(browser, baseURL, request);
  const text = `Passed my driving test ${uniqueTag()}`;
  await send(annPage, text);
  await expect(messageItem(bobPage, text)).toBeVisible();

  // Ann reacts from the row the hover button opens.
  const item = messageItem(annPage, text);
  await item.hover();
  await item.getByRole('button', { name: 'Add a reaction' }).click();
  await annPage
    .getByRole('group', { name: 'Add a reaction' })
    .getByRole('button', { name: 'React with 👍' })
    .click();
  await expect(chip(annPage, text, '👍')).toHaveAccessibleName('👍 1: you');
  await expect(chip(bobPage, text, '👍')).toHaveAccessibleName(`👍 1: ${ann.nickname}`);
  await expect(chip(bobPage, text, '👍')).toHaveAttribute('aria-pressed', 'false');
  await expect(chip(bobPage, text, '👍')).toHaveText('👍1');

  // Bob adds his own with the chip: two for both; his chip is pressed.
  await chip(bobPage, text, '👍').click();
  await expect(chip(bobPage, text, '👍')).toHaveAccessibleName(`👍 2: ${ann.nickname} and you`);
  await expect(chip(bobPage, text, '👍')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(annPage, text, '👍')).toHaveAccessibleName(`👍 2: ${bob.nickname} and you`);

  // And takes it back.
  await chip(bobPage, text, '👍').click();
  await expect(chip(bobPage, text, '👍')).toHaveAccessibleName(`👍 1: ${ann.nickname}`);
  await expect(chip(annPage, text, '👍')).toHaveAccessibleName('👍 1: you');

  // Any emoji from the full picker, found by its name.
  await (
    await openMessageMenu(annPage, text)
  )
    .getByRole('menuitem', { name: 'More reactions' })
    .click();
  const picker = annPage.getByRole('dialog', { name: 'Choose a reaction' });
  await picker.getByRole('textbox', { name: 'Search emoji' }).fill('tada');
  await picker.getByRole('gridcell', { name: 'party popper' }).click();
  await expect(picker).toBeHidden();
  await expect(chip(annPage, text, '🎉')).toHaveAccessibleName('🎉 1: you');
  await expect(chip(bobPage, text, '🎉')).toHaveAccessibleName(`🎉 1: ${ann.nickname}`);
  await expect(messageItem(bobPage, text).getByRole('group', { name: 'Reactions' })).toHaveText(
    '👍1🎉1',
  );
  await closeAll(pages);
});

test('a mention gets through a mute: "@" in the list, a notice, highlighted until read', async ({
  browser,
  baseURL,
  request,
}) => {
  const [ann, bob, cid] = await createPeople(request, 'Ann', 'Bob', 'Cid');
  await befriend(request, ann, bob);
  await befriend(request, ann, cid);
  const title = `Climbing ${uniqueTag()}`;
  const chat = await groupChat(request, ann, title, [bob, cid]);
  const pages = await signIn(browser, baseURL, [ann, bob]);
  const [annPage, bobPage] = pages;
  await openChat(annPage, chat, title);

  // Bob mutes the group, and goes back to his list of chats.
  await openChat(bobPage, chat, title);
  await bobPage.getByRole('button', { name: 'Notifications for this chat' }).click();
  await bobPage.getByRole('menuitem', { name: 'Mute until I turn it back on' }).click();
  const row = chatRow(bobPage, title);
  await expect(row.getByRole('img', { name: 'Muted' })).toBeVisible();
  await mainNav(bobPage).getByRole('link', { name: /^Chat/ }).click();
  await expect(bobPage).toHaveURL(/\/chat$/);
  await expect(messageLog(bobPage)).toHaveCount(0);

  // A plain message stays quiet in the muted group.
  const plain = `Anyone up for Saturday? ${uniqueTag()}`;
  await postMessage(request, cid, chat, plain);
  await expect(row).toHaveAccessibleName(new RegExp(`${escapeRegExp(plain)}.*1 unread message$`));

  // Ann mentions Bob, completing his name from the first letters, with the keyboard.
  await composer(annPage).pressSequentially(`@${bob.nickname.slice(0, 2)}`);
  const suggestions = annPage.getByRole('listbox', { name: 'People to mention' });
  await expect(suggestions.getByRole('option')).toHaveText([bob.nickname]);
  await expect(suggestions.getByRole('option', { name: bob.nickname })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await composer(annPage).press('Enter');
  await expect(suggestions).toBeHidden();
  await expect(composer(annPage)).toHaveValue(`@${bob.nickname} `);
  const asked = `are you coming? ${uniqueTag()}`;
  const notice = bobPage
    .locator('.Toastify')
    .getByText(`${ann.nickname} mentioned you in ${title}: @${bob.nickname} ${asked}`);
  const noticed = expect(notice).toBeVisible({ timeout: 15_000 });
  await composer(annPage).pressSequentially(asked);
  await composer(annPage).press('Enter');
  await expect(composer(annPage)).toHaveValue('');
  await noticed;
  await expect(bobPage.locator('.Toastify').getByText(plain)).toHaveCount(0);

  // In Ann's view Bob's name is a mention, not hers.
  const mine = messageItem(annPage, asked);
  await expect(mine.locator('[data-mention="other"]')).toHaveText(`@${bob.nickname}`);
  await expect(mine.locator('[data-mentions-me]')).toHaveCount(0);

  // Bob's row carries the "@" mark, in words too.
  await expect(row.getByTestId('mention-mark')).toHaveText('@');
  await expect(row).toHaveAccessibleName(/2 unread messages 1 message mentions you$/);

  // He opens the chat: the message stands out for him, and the mark goes.
  await row.click();
  const mention = messageItem(bobPage, asked);
  await expect(mention.locator('[data-mentions-me]')).toBeVisible();
  await expect(mention.locator('[data-mention="me"]')).toHaveText(`@${bob.nickname}`);
  await expect(mention).toContainText('Mentions you');
  await expect(messageItem(bobPage, plain).locator('[data-mentions-me]')).toHaveCount(0);
  await expect(row.getByTestId('mention-mark')).toHaveCount(0);
  await expect(row).not.toHaveAccessibleName(/mentions you/);
  await closeAll(pages);
});

test('Markdown is formatted, code highlighted, and markup or scripts never run', async ({
  browser,
  baseURL,
  request,
}) => {
  const { annPage, bobPage, pages } = await friendsInChat(browser, baseURL, request);
  const tag = uniqueTag();
  const text = [
    `**bold** _it_ ~~gone~~ \`code\` ${tag}`,
    '',
    '```ts',
    'const answer: number = 42;',
    '```',
    '',
    '> a wise quote',
    '',
    '- first item',
    '- second item',
    '',
    'Docs at https://example.com/docs and :tada:',
  ].join('\n');
  await send(annPage, text);

  const item = messageItem(bobPage, tag);
  await expect(item.locator('strong')).toHaveText('bold');
  await expect(item.locator('em')).toHaveText('it');
  await expect(item.locator('del')).toHaveText('gone');
  await expect(item.locator(':not(pre) > code')).toHaveText('code');
  const block = item.locator('pre');
  await expect(block).toHaveText('const answer: number = 42;');
  // Highlighted once the highlighter has loaded: highlight.js's classes on its tokens.
  await expect(block.locator('span.hljs-keyword').first()).toHaveText('const');
  await expect(block.locator('span.hljs-number')).toHaveText('42');
  await expect(item.locator('blockquote')).toHaveText('a wise quote');
  await expect(item.locator('li')).toHaveText(['first item', 'second item']);
  const link = item.getByRole('link', { name: 'https://example.com/docs' });
  await expect(link).toHaveAttribute('href', 'https://example.com/docs');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
  await expect(item).toContainText('Docs at https://example.com/docs and 🎉');
  await expect(item).not.toContainText(':tada:');

  // Markup shows as typed and makes no element; a javascript: link is no link.
  const markup = `<img src=x onerror="window.hacked=1"><b>x</b> ${tag}`;
  const script = `[x](javascript:alert(1)) ${tag}`;
  await send(annPage, markup);
  await send(annPage, script);
  for (const page of [bobPage, annPage]) {
    await expect(messageItem(page, script)).toBeVisible();
    await expect(messageLog(page).getByText(markup, { exact: true })).toBeVisible();
    await expect(messageLog(page).locator('img[src=x], b')).toHaveCount(0);
    await expect(messageItem(page, script).getByRole('link')).toHaveCount(0);
    await expect(messageLog(page).locator('a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
  }
  await closeAll(pages);
});

test('a pin shows live in the bar and jumps; a copied message link opens at the message', async ({
  browser,
  baseURL,
  request,
}) => {
  const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
  await befriend(request, ann, bob);
  const chat = await directChat(request, ann, bob);
  const tag = uniqueTag();
  const address = `The address is 12 Harbour Road ${tag}`;
  await postMessage(request, ann, chat, address);
  // The chat went on: the address is more than a page (30) up.
  const newest = await postMany(request, ann, chat, `chatter ${tag}`, 40);
  await markRead(request, bob, chat, newest.id);
  const pages = await signIn(browser, baseURL, [ann, bob], {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const [annPage, bobPage] = pages;
  await openBusyChat(annPage, chat, bob.nickname, newest.text);
  await openBusyChat(bobPage, chat, ann.nickname, newest.text);

  // Bob scrolls up to the address and pins it from its menu; the bar comes up for Ann.
  await messageLog(bobPage).hover();
  await expect(async () => {
    await bobPage.mouse.wheel(0, -2000);
    await expect(messageItem(bobPage, address)).toBeInViewport({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await (await openMessageMenu(bobPage, address)).getByRole('menuitem', { name: 'Pin' }).click();
  const bar = annPage.getByRole('button', { name: /^Pinned message/ });
  await expect(bar).toContainText(address);
  await expect(bobPage.getByRole('button', { name: /^Pinned message/ })).toContainText(address);

  // Ann, at the newest messages, follows the bar to it.
  await expect(messageItem(annPage, address)).toHaveCount(0);
  await bar.click();
  const pinned = messageItem(annPage, address);
  await expect(pinned).toHaveAttribute('data-highlighted', '');
  await expect(pinned).toBeInViewport();
  await expect(pinned).toBeFocused();
  await expect(pinned).not.toHaveAttribute('data-highlighted', { timeout: 10_000 });
  await expect(pinned).toBeInViewport();

  // She copies its link and opens it in a new tab, which loads that part of the chat to show it.
  await (
    await openMessageMenu(annPage, address)
  )
    .getByRole('menuitem', { name: 'Copy link' })
    .click();
  await expect(annPage.locator('.Toastify').getByText('Link copied')).toBeVisible();
  const link = await annPage.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${escapeRegExp(baseURL ?? '')}/chat/${chat}\\?message=\\w+$`));
  const tab = await annPage.context().newPage();
  await tab.goto(link);
  const shown = messageItem(tab, address);
  // A new tab boots the whole app before it opens the chat and jumps: room for a busy machine.
  await expect(shown).toHaveAttribute('data-highlighted', '', { timeout: 20_000 });
  await expect(shown).toBeInViewport();
  await expect(shown).toBeFocused();
  await expect(messageLog(tab).getByText(newest.text, { exact: true })).not.toBeInViewport();
  // The address loses the parameter, so a reload does not jump again.
  await expect(tab).toHaveURL(new RegExp(`/chat/${chat}$`));
  await closeAll(pages);
});
