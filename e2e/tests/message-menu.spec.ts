import type { Locator, Page } from '@playwright/test';
import {
  chatList,
  chatRow,
  closeAll,
  directChat,
  markRead,
  messageItem,
  messageLog,
  messageMenu,
  openChat,
  postMessage,
  signIn,
} from '../support/chat';
import { expect, test } from '../support/fixtures';
import { befriend, callAs, createPeople, uniqueTag } from '../support/people';

// A message's menu the ways other than a mouse opens it: a finger, and the keyboard.
test.slow();

/**
 * Rests a finger on `target` for a second (a long press: the menu opens after half of that), the
 * way a touch screen does it: through the browser's gesture handling, which sends no click after.
 */
async function longPress(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.synthesizeTapGesture', {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    duration: 1000,
    gestureSourceType: 'touch',
  });
  await cdp.detach();
}

test.describe('phone width (390 px, touch)', () => {
  test('a long press opens the menu to react; search in a chat and in the list', async ({
    browser,
    baseURL,
    request,
  }) => {
    const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
    await befriend(request, ann, bob);
    const chat = await directChat(request, ann, bob);
    const tag = uniqueTag();
    const question = `Lunch at the noodle place? ${tag}`;
    for (let n = 1; n <= 8; n += 1) {
      await postMessage(request, bob, chat, `Plan, part ${n}: the trail, the water, the weather`);
    }
    const greeting = await postMessage(request, bob, chat, `Morning ${tag}`);
    await markRead(request, ann, chat, await postMessage(request, bob, chat, question));
    await callAs(request, bob, 'POST', '/api/collections/reactions/records', {
      message: greeting,
      user: bob.id,
      emoji: '👍',
    });
    const [annPage] = await signIn(browser, baseURL, [ann], {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const [bobPage] = await signIn(browser, baseURL, [bob]);
    const pages = [annPage, bobPage];
    await openChat(bobPage, chat, ann.nickname);
    // The chat's reactions come late, after the messages are on screen.
    let release = () => {};
    const late = new Promise<void>((resolve) => (release = resolve));
    await annPage.route('**/api/collections/reactions/records?*', async (route) => {
      if (route.request().method() === 'GET') await late;
      await route.continue();
    });
    const bottomNav = annPage.getByRole('navigation', { name: 'Main' }).last();
    await bottomNav.getByRole('link', { name: /^Chat/ }).tap();
    await chatRow(annPage, bob.nickname).tap();
    await expect(annPage).toHaveURL(new RegExp(`/chat/${chat}$`));
    await expect(messageItem(annPage, question)).toBeInViewport({ ratio: 1 });
    // When they come, what they add above does not push the newest message under the composer.
    release();
    await expect(messageItem(annPage, `Morning ${tag}`).getByRole('group')).toBeVisible();
    await expect(messageItem(annPage, question)).toBeInViewport({ ratio: 1 });

    // Ann rests her finger on Bob's question: its menu opens, and she reacts from it.
    const bubble = messageItem(annPage, question).getByText(question);
    await longPress(annPage, bubble);
    await expect(messageMenu(annPage)).toBeVisible();
    await messageMenu(annPage).getByRole('menuitem', { name: 'React with 😂' }).tap();
    await expect(messageMenu(annPage)).toBeHidden();
    await expect(
      messageItem(annPage, question).getByRole('button', { name: /^😂/ }),
    ).toHaveAccessibleName('😂 1: you');
    await expect(
      messageItem(bobPage, question).getByRole('button', { name: /^😂/ }),
    ).toHaveAccessibleName(`😂 1: ${ann.nickname}`);

    // The chat's search takes the screen; a result shows the conversation again, at the message.
    await annPage.getByRole('button', { name: 'Search in this chat' }).tap();
    await expect(messageLog(annPage)).toHaveCount(0);
    await annPage.getByRole('searchbox', { name: 'Search in this chat' }).fill('morning');
    const hit = annPage.getByRole('list', { name: 'Messages' }).getByRole('link');
    await expect(hit.locator('mark')).toHaveText('Morning');
    await hit.tap();
    const morning = messageItem(annPage, `Morning ${tag}`);
    await expect(morning).toHaveAttribute('data-highlighted', '');
    await expect(morning).toBeInViewport();
    // Closing the search goes back to the conversation.
    await annPage.getByRole('button', { name: 'Search in this chat' }).tap();
    await annPage.getByRole('button', { name: 'Close search' }).tap();
    await expect(messageLog(annPage)).toBeVisible();

    // Back in the list, its search finds the message; clearing it shows the chats again.
    await annPage.getByRole('link', { name: 'Back to chats' }).tap();
    await annPage.getByRole('searchbox', { name: 'Search chats and messages' }).fill('noodle');
    await expect(hit.locator('mark')).toHaveText('noodle');
    await expect(chatList(annPage)).toHaveCount(0);
    await annPage.getByRole('button', { name: 'Clear search' }).tap();
    await expect(chatRow(annPage, bob.nickname)).toBeVisible();
    await expect(hit).toHaveCount(0);
    const width = await annPage.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await closeAll(pages);
  });
});

test('the keyboard: Tab into the messages, arrows between them, the context-menu key', async ({
  browser,
  baseURL,
  request,
}) => {
  const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
  await befriend(request, ann, bob);
  const chat = await directChat(request, ann, bob);
  const tag = uniqueTag();
  const texts = ['one', 'two', 'three'].map((word) => `Message ${word} ${tag}`);
  for (const text of texts) await postMessage(request, bob, chat, text);
  const pages = await signIn(browser, baseURL, [ann]);
  const [annPage] = pages;
  await openChat(annPage, chat, bob.nickname);
  const [one, two, three] = texts.map((text) => messageItem(annPage, text)) as [
    Locator,
    Locator,
    Locator,
  ];

  // From the header's last button, Tab goes to the scrolling list, then to the newest message.
  await expect(three).toBeVisible();
  await annPage.getByRole('button', { name: 'Notifications for this chat' }).focus();
  await annPage.keyboard.press('Tab');
  await annPage.keyboard.press('Tab');
  await expect(three).toBeFocused();
  await annPage.keyboard.press('ArrowUp');
  await expect(two).toBeFocused();
  await annPage.keyboard.press('ArrowUp');
  await expect(one).toBeFocused();
  await annPage.keyboard.press('ArrowDown');
  await expect(two).toBeFocused();

  // The context-menu key opens the focused message's menu; Escape closes it, focus comes back.
  await annPage.keyboard.press('ContextMenu');
  await expect(messageMenu(annPage)).toBeVisible();
  await expect(messageMenu(annPage).getByRole('menuitem').first()).toBeFocused();
  await annPage.keyboard.press('Escape');
  await expect(messageMenu(annPage)).toBeHidden();
  await expect(two).toBeFocused();
  // Shift+F10 does it too, and the menu acts on that message.
  await annPage.keyboard.press('Shift+F10');
  await messageMenu(annPage).getByRole('menuitem', { name: 'React with ❤️' }).click();
  await expect(two.getByRole('button', { name: '❤️ 1: you' })).toBeVisible();
  await expect(one.getByRole('group', { name: 'Reactions' })).toHaveCount(0);
  await closeAll(pages);
});
