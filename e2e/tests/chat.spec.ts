import type { Page } from '@playwright/test';
import {
  chatList,
  chatRow,
  closeAll,
  composer,
  directChat,
  escapeRegExp,
  friendsInChat,
  messageLog,
  openChat,
  postMessage,
  send,
  signIn,
  texts,
} from '../support/chat';
import { expect, test } from '../support/fixtures';
import { befriend, createPeople, mainNav, personRow, uniqueTag } from '../support/people';
import { noisePng } from '../support/png';

// Every test here has two or three people signed in at once, each in a browser of their own.
test.slow();

test('a message arrives live with its unread counts, and the sender sees it read', async ({
  browser,
  baseURL,
  request,
}) => {
  const [ann, bob, cid] = await createPeople(request, 'Ann', 'Bob', 'Cid');
  await befriend(request, ann, bob);
  await befriend(request, bob, cid);
  const pages = await signIn(browser, baseURL, [ann, bob]);
  const [annPage, bobPage] = pages;

  // Ann opens the chat from Bob's row in her friends list.
  await mainNav(annPage).getByRole('link', { name: 'Friends' }).click();
  await annPage.getByRole('tab', { name: /^All/ }).click();
  await personRow(annPage, 'All friends', bob.nickname)
    .getByRole('button', { name: `Send ${bob.nickname} a message` })
    .click();
  await expect(annPage).toHaveURL(/\/chat\/[a-z0-9]+$/);
  await expect(annPage.getByRole('heading', { name: bob.nickname, level: 2 })).toBeVisible();
  await expect(composer(annPage)).toBeFocused();

  // Bob waits on his chats; he and Cid talk after Ann opened hers, so Cid's is on top.
  await mainNav(bobPage).getByRole('link', { name: 'Chat' }).click();
  await expect(chatRow(bobPage, ann.nickname)).toBeVisible();
  await postMessage(request, bob, await directChat(request, bob, cid), 'See you at eight');
  await expect(chatList(bobPage).getByRole('link')).toHaveCount(2);
  await expect(chatList(bobPage).getByRole('link').first()).toHaveAccessibleName(
    new RegExp(`^${escapeRegExp(cid.nickname)}.*You: See you at eight`),
  );
  await expect(bobPage).toHaveTitle('Chat · Hearth');

  const hello = `Hello Bob, it's Ann ${uniqueTag()}`;
  await send(annPage, hello);
  await expect(messageLog(annPage).getByText(hello)).toBeVisible();

  // Ann's chat moves to the top of Bob's list, unread, and the navigation and the title count it.
  const top = chatList(bobPage).getByRole('link').first();
  await expect(top).toHaveAccessibleName(
    new RegExp(`^${escapeRegExp(ann.nickname)}.*${escapeRegExp(hello)}.*1 unread message$`),
  );
  await expect(top.getByTestId('unread-badge')).toHaveText('1');
  await expect(chatList(bobPage).getByRole('link').nth(1)).toHaveAccessibleName(
    new RegExp(`^${escapeRegExp(cid.nickname)}`),
  );
  await expect(
    mainNav(bobPage).getByRole('link', { name: /^Chat\s*1 unread message$/ }),
  ).toBeVisible();
  await expect(bobPage.getByTestId('chat-unread-badge').first()).toContainText('1');
  await expect(bobPage).toHaveTitle('(1) Chat · Hearth');

  // Bob reads it: the counts go, and Ann sees "Seen" under her message.
  await top.click();
  await expect(messageLog(bobPage).getByText(hello)).toBeVisible();
  await expect(bobPage).toHaveTitle(`${ann.nickname} · Hearth`);
  await expect(mainNav(bobPage).getByRole('link', { name: 'Chat', exact: true })).toBeVisible();
  await expect(chatRow(bobPage, ann.nickname).getByTestId('unread-badge')).toHaveCount(0);
  // The words under the message (the double tick's icon is also called "Seen").
  await expect(
    messageLog(annPage).getByText('Seen', { exact: true }).and(annPage.locator('div')),
  ).toBeVisible();
  await expect(messageLog(annPage).getByRole('img', { name: 'Seen' })).toBeVisible();
  await closeAll(pages);
});

test('the other side sees who is typing, until they stop', async ({
  browser,
  baseURL,
  request,
}) => {
  const { ann, annPage, bobPage, pages } = await friendsInChat(browser, baseURL, request);

  const typing = bobPage.getByText(`${ann.nickname} is typing…`);
  await expect(typing).toHaveCount(0);
  // Ann types on (without sending) until Bob sees it: his subscription may still be on its way.
  await expect(async () => {
    await composer(annPage).pressSequentially('hel', { delay: 50 });
    await expect(typing).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const stoppedAt = Date.now();

  // A signal lasts 5 s; then the line goes back to Ann's presence.
  await expect(typing).toBeHidden({ timeout: 9000 });
  expect(Date.now() - stoppedAt).toBeGreaterThan(1000);
  await expect(bobPage.getByTestId('typing-line')).toHaveCount(0);
  // Nothing was sent.
  await expect(messageLog(bobPage).getByText(/hel/)).toHaveCount(0);
  await expect(composer(annPage)).toHaveValue(/^(hel)+$/);
  await closeAll(pages);
});

test('messages written offline go out once each, in order, when back online', async ({
  browser,
  baseURL,
  request,
}) => {
  const { annPage, bobPage, pages } = await friendsInChat(browser, baseURL, request);

  const tag = uniqueTag();
  const written = [1, 2, 3].map((n) => `offline ${tag} #${n}`);
  const ours = new RegExp(`^offline ${tag} #\\d$`);
  await annPage.context().setOffline(true);
  for (const text of written) await send(annPage, text);

  // They wait on Ann's side, marked as sending; Bob has none of them.
  await expect(texts(annPage, ours)).toHaveText(written);
  await expect(messageLog(annPage).getByRole('img', { name: 'Sending' })).toHaveCount(3);
  await expect(texts(bobPage, ours)).toHaveCount(0);

  await annPage.context().setOffline(false);
  await expect(texts(bobPage, ours)).toHaveText(written, { timeout: 20_000 });
  await expect(messageLog(annPage).getByRole('img', { name: 'Sending' })).toHaveCount(0, {
    timeout: 20_000,
  });

  // A later message settles it: still exactly the three, in order, on both sides.
  const marker = `after ${tag}`;
  await send(annPage, marker);
  await expect(messageLog(bobPage).getByText(marker)).toBeVisible();
  await expect(texts(bobPage, ours)).toHaveText(written);
  await expect(texts(annPage, ours)).toHaveText(written);
  await closeAll(pages);
});

/**
 * Lets the test cut the page's realtime connection: every EventSource the page opens is kept, so
 * `cutRealtime` can close it the way a dropped connection would (an `error`, which the SDK answers
 * by reconnecting).
 */
async function trackEventSources(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const opened: EventSource[] = [];
    class Tracked extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        opened.push(this);
      }
    }
    window.EventSource = Tracked;
    Object.assign(window, {
      cutRealtime() {
        for (const source of opened.splice(0)) {
          source.close();
          source.dispatchEvent(new Event('error'));
        }
      },
    });
  });
}

test('messages sent while the realtime stream is cut all arrive after it reconnects', async ({
  browser,
  baseURL,
  request,
}) => {
  const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
  await befriend(request, ann, bob);
  const chat = await directChat(request, ann, bob);
  const pages = await signIn(browser, baseURL, [ann, bob]);
  const [annPage, bobPage] = pages;
  await trackEventSources(annPage);
  await annPage.goto(`/chat/${chat}`);
  await expect(composer(annPage)).toBeVisible();
  await openChat(bobPage, chat, ann.nickname);

  // Live first: the stream works.
  const tag = uniqueTag();
  await send(bobPage, `before ${tag}`);
  await expect(messageLog(annPage).getByText(`before ${tag}`)).toBeVisible();

  // Ann's stream drops and cannot come back for now (the rest of her network is fine).
  let refused = 0;
  await annPage.route('**/api/realtime', async (route) => {
    refused += 1;
    await route.abort('connectionreset');
  });
  await annPage.evaluate(() => (window as unknown as { cutRealtime: () => void }).cutRealtime());
  await expect.poll(() => refused).toBeGreaterThan(0);

  const written = [1, 2, 3].map((n) => `while cut ${tag} #${n}`);
  const ours = new RegExp(`^while cut ${tag} #\\d$`);
  for (const text of written) await send(bobPage, text);
  await expect(messageLog(bobPage).getByRole('img', { name: 'Sending' })).toHaveCount(0);
  await expect(texts(bobPage, ours)).toHaveText(written);
  await expect(texts(annPage, ours)).toHaveCount(0);

  // The stream comes back (the SDK retries every 2 s at most): Ann catches up, without a reload.
  const navigations: string[] = [];
  // note: the page's own navigations only; a library's helper frame (the visitor agent's, loaded
  // when idle) may come and go at any time.
  annPage.on('framenavigated', (frame) => {
    if (frame === annPage.mainFrame()) navigations.push(frame.url());
  });
  await annPage.unroute('**/api/realtime');
  await expect(texts(annPage, ours)).toHaveText(written, { timeout: 15_000 });

  // And stays live: a message after the reconnection arrives once, the others stay put.
  await send(bobPage, `after ${tag}`);
  await expect(messageLog(annPage).getByText(`after ${tag}`)).toBeVisible();
  await expect(texts(annPage, ours)).toHaveText(written);
  await expect(messageLog(annPage).getByText(`before ${tag}`)).toHaveCount(1);
  expect(navigations).toEqual([]);
  await closeAll(pages);
});

test('Enter that confirms an input method candidate does not send', async ({
  browser,
  baseURL,
  request,
}) => {
  const { bob, annPage, bobPage, pages } = await friendsInChat(browser, baseURL, request);
  await composer(annPage).click();

  // Ann composes 日本 with an input method, and confirms the candidate with Enter: Chromium
  // reports that Enter's keydown as `key: 'Enter'` with `isComposing` (as on macOS).
  await annPage.evaluate(() => {
    const seen: { key: string; isComposing: boolean }[] = [];
    Object.assign(window, { seenKeys: seen });
    document.activeElement?.addEventListener('keydown', (event) => {
      if (event instanceof KeyboardEvent) {
        seen.push({ key: event.key, isComposing: event.isComposing });
      }
    });
  });
  const cdp = await annPage.context().newCDPSession(annPage);
  await cdp.send('Input.imeSetComposition', { text: 'にほん', selectionStart: 3, selectionEnd: 3 });
  await expect(composer(annPage)).toHaveValue('にほん');
  const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...enter });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...enter });
  await cdp.send('Input.insertText', { text: '日本' });
  await expect(composer(annPage)).toHaveValue('日本');
  expect(
    await annPage.evaluate(() => (window as unknown as { seenKeys: unknown }).seenKeys),
  ).toEqual([{ key: 'Enter', isComposing: true }]);

  // Nothing went out: the text is still in the composer, the chat still empty.
  await expect(annPage.getByText('This is the start of the conversation.')).toBeVisible();
  await expect(chatRow(annPage, bob.nickname)).toHaveAccessibleName(/No messages yet$/);
  await expect(messageLog(annPage).getByText('日本')).toHaveCount(0);

  // A plain Enter sends it.
  await composer(annPage).press('Enter');
  await expect(composer(annPage)).toHaveValue('');
  await expect(messageLog(annPage).getByText('日本', { exact: true })).toBeVisible();
  await expect(messageLog(bobPage).getByText('日本', { exact: true })).toBeVisible();
  await closeAll(pages);
});

test('a picture uploads with its progress shown, then both see its thumbnail', async ({
  browser,
  baseURL,
  request,
}) => {
  const { annPage, bobPage, pages } = await friendsInChat(browser, baseURL, request);

  // About 900 KB at 256 KB/s: the upload takes a few seconds.
  const cdp = await annPage.context().newCDPSession(annPage);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const name = 'sunset.png';
  await annPage
    .getByLabel('Attach files')
    .and(annPage.locator('input[type=file]'))
    .setInputFiles({ name, mimeType: 'image/png', buffer: noisePng(560, 560) });
  await expect(
    annPage.getByRole('list', { name: 'Files to send' }).or(annPage.getByText(name)).first(),
  ).toBeVisible();
  await composer(annPage).press('Enter');

  const progress = messageLog(annPage).getByRole('progressbar', { name: 'Sending' });
  await expect(progress).toBeVisible();
  await expect(messageLog(annPage).getByRole('img', { name })).toBeVisible();
  await expect(progress).toBeHidden({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Both see the stored picture's thumbnail, loaded.
  for (const page of [annPage, bobPage]) {
    const thumb = messageLog(page)
      .getByRole('button', { name: `Open image ${name}` })
      .getByRole('img', { name });
    await expect(thumb).toBeVisible({ timeout: 15_000 });
    await expect(thumb).toHaveAttribute('src', /thumb=320x320f/);
    await expect
      .poll(() => thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await closeAll(pages);
});

test('a group of three: made live for everyone, and a message reaches the others', async ({
  browser,
  baseURL,
  request,
}) => {
  const [ann, bob, cid] = await createPeople(request, 'Ann', 'Bob', 'Cid');
  await befriend(request, ann, bob);
  await befriend(request, ann, cid);
  const pages = await signIn(browser, baseURL, [ann, bob, cid]);
  const [annPage, bobPage, cidPage] = pages;
  for (const page of pages) {
    await mainNav(page).getByRole('link', { name: 'Chat' }).click();
    await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
  }
  await expect(bobPage.getByText('No chats yet')).toBeVisible();

  const title = `Book club ${uniqueTag()}`;
  // The list's own button (an empty list offers another one).
  await annPage.getByRole('button', { name: 'New group' }).first().click();
  const dialog = annPage.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Group name').fill(title);
  await dialog.getByRole('checkbox', { name: bob.nickname }).check();
  await dialog.getByRole('checkbox', { name: cid.nickname }).check();
  await expect(dialog.getByText('2 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog).toBeHidden();

  // Ann is in it at once; Bob and Cid see it come into their lists.
  await expect(annPage.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(annPage.getByText('3 members')).toBeVisible();
  await expect(messageLog(annPage).getByText('You created the group')).toBeVisible();
  await expect(chatRow(annPage, title)).toBeVisible();
  await expect(chatRow(bobPage, title)).toBeVisible();
  // The creation counts as one unread message: it is another member's (docs/chat-data-model.md).
  await expect(chatRow(cidPage, title)).toHaveAccessibleName(
    new RegExp(`${escapeRegExp(ann.nickname)} created the group.*1 unread message$`),
  );

  await chatRow(bobPage, title).click();
  await expect(messageLog(bobPage).getByText(`${ann.nickname} created the group`)).toBeVisible();
  const hello = `Hi both, Bob here ${uniqueTag()}`;
  await send(bobPage, hello);

  await expect(messageLog(annPage).getByText(hello)).toBeVisible();
  await expect(messageLog(annPage).getByText(bob.nickname, { exact: true })).toBeVisible();
  await expect(chatRow(cidPage, title)).toHaveAccessibleName(
    new RegExp(`${escapeRegExp(`${bob.nickname}: ${hello}`)}.*2 unread messages$`),
  );
  await chatRow(cidPage, title).click();
  await expect(messageLog(cidPage).getByText(hello)).toBeVisible();
  await expect(messageLog(cidPage).getByText(`${ann.nickname} created the group`)).toBeVisible();
  await closeAll(pages);
});

test('the conversation is accessible and shows markup as typed', async ({
  browser,
  baseURL,
  request,
}) => {
  const { annPage, bobPage, pages } = await friendsInChat(browser, baseURL, request);

  await expect(composer(annPage)).toHaveAccessibleName('Message');
  // The live region must be there before the first message, or that message is not read out.
  await expect(messageLog(bobPage)).toHaveAttribute('aria-live', 'polite');

  const markup = '<b>bold</b> <img src=x onerror="window.hacked=1">';
  await send(annPage, markup);
  await expect(messageLog(bobPage)).toHaveAttribute('aria-live', 'polite');
  for (const page of [annPage, bobPage]) {
    await expect(messageLog(page).getByText(markup, { exact: true })).toBeVisible();
    await expect(messageLog(page).locator('b')).toHaveCount(0);
    await expect(messageLog(page).locator('img[src=x]')).toHaveCount(0);
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
  }
  await closeAll(pages);
});

test.describe('phone width (390 px)', () => {
  test('the chat list and the conversation are separate screens', async ({
    browser,
    baseURL,
    request,
  }) => {
    const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
    await befriend(request, ann, bob);
    const chat = await directChat(request, ann, bob);
    const greeting = `Morning ${uniqueTag()}`;
    await postMessage(request, bob, chat, greeting);
    const pages = await signIn(browser, baseURL, [ann], { viewport: { width: 390, height: 844 } });
    const [annPage] = pages;

    const bottomNav = annPage.getByRole('navigation', { name: 'Main' }).last();
    await bottomNav.getByRole('link', { name: /^Chat/ }).click();
    await expect(annPage.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
    await expect(composer(annPage)).toHaveCount(0);
    await chatRow(annPage, bob.nickname).click();

    // The conversation takes the whole screen: no list, no bottom bar; back leads to the list.
    await expect(annPage).toHaveURL(new RegExp(`/chat/${chat}$`));
    await expect(messageLog(annPage).getByText(greeting)).toBeVisible();
    await expect(composer(annPage)).toBeVisible();
    await expect(chatList(annPage)).toHaveCount(0);
    await expect(
      annPage.getByRole('navigation', { name: 'Main' }).filter({ visible: true }),
    ).toHaveCount(0);
    const width = await annPage.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await annPage.getByRole('link', { name: 'Back to chats' }).click();
    await expect(annPage).toHaveURL(/\/chat$/);
    await expect(chatRow(annPage, bob.nickname)).toBeVisible();
    await expect(composer(annPage)).toHaveCount(0);
    await closeAll(pages);
  });
});
