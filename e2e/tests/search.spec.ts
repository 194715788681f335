import type { Page } from '@playwright/test';
import {
  chatRow,
  closeAll,
  directChat,
  expectHighlighted,
  groupChat,
  markRead,
  messageItem,
  postMany,
  postMessage,
  recordHighlights,
  signIn,
} from '../support/chat';
import { expect, test } from '../support/fixtures';
import { befriend, createPeople, mainNav, uniqueTag } from '../support/people';

// Each test seeds a few chats with history through the API before signing in.
test.slow();

const listSearch = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search chats and messages' });
/** The found messages (the list of results, not the conversation's log). */
const results = (page: Page) => page.getByRole('list', { name: 'Messages' });

test('the chat list finds messages in Chinese, Japanese and English and opens them', async ({
  browser,
  baseURL,
  request,
}) => {
  const [ann, bob, cid] = await createPeople(request, 'Ann', 'Bob', 'Cid');
  await befriend(request, ann, bob);
  await befriend(request, ann, cid);
  await befriend(request, bob, cid);
  const direct = await directChat(request, ann, bob);
  const title = `Trip ${uniqueTag()}`;
  const group = await groupChat(request, ann, title, [bob, cid]);
  const secret = await directChat(request, bob, cid);
  await postMessage(request, bob, direct, '我们明天说中文吧');
  await postMessage(request, ann, direct, 'Running late, see you at the café');
  await postMessage(request, cid, group, '明日東京へ行きます');
  await postMessage(request, bob, group, 'どうもありがとうございました');
  await postMessage(request, cid, group, 'See you at the station');
  // Only in a chat Ann is not in.
  await postMessage(request, cid, secret, 'Surprise party for Ann, keep it 秘密');
  // Newer chatter, read: what is found is not among the messages a chat first loads (30).
  await markRead(request, ann, direct, (await postMany(request, bob, direct, 'filler', 60)).id);
  await markRead(request, ann, group, (await postMany(request, cid, group, 'filler', 60)).id);
  const pages = await signIn(browser, baseURL, [ann]);
  const [annPage] = pages;
  await mainNav(annPage).getByRole('link', { name: /^Chat/ }).click();
  await expect(chatRow(annPage, title)).toBeVisible();
  await recordHighlights(annPage);

  // 中文: the one message, the match marked, with its chat and author; it opens at the message.
  await listSearch(annPage).fill('中文');
  const hit = results(annPage).getByRole('link');
  await expect(hit).toHaveCount(1);
  await expect(hit.locator('mark')).toHaveText('中文');
  await expect(hit).toContainText('我们明天说中文吧');
  await expect(hit).toContainText(bob.nickname);
  await hit.click();
  await expect(annPage).toHaveURL(new RegExp(`/chat/${direct}$`));
  const chinese = messageItem(annPage, '我们明天说中文吧');
  await expectHighlighted(annPage, '我们明天说中文吧');
  await expect(chinese).toBeInViewport();

  // 東京 in the group: its title and Cid, who wrote it.
  await listSearch(annPage).fill('東京');
  await expect(hit).toHaveCount(1);
  await expect(hit.locator('mark')).toHaveText('東京');
  await expect(hit).toContainText(title);
  await expect(hit).toContainText(cid.nickname);
  await expect(hit).not.toContainText(bob.nickname);
  await hit.click();
  await expect(annPage).toHaveURL(new RegExp(`/chat/${group}$`));
  const tokyo = messageItem(annPage, '明日東京へ行きます');
  await expectHighlighted(annPage, '明日東京へ行きます');
  await expect(tokyo).toBeInViewport();

  // Words inside Japanese, words without their accents, and the start of a word.
  for (const [query, marked, text] of [
    ['ありがとう', 'ありがとう', 'どうもありがとうございました'],
    ['cafe', 'café', 'Running late, see you at the café'],
    ['Runn', 'Runn', 'Running late, see you at the café'],
  ] as const) {
    await listSearch(annPage).fill(query);
    await expect(hit.locator('mark')).toHaveText(marked);
    await expect(hit).toContainText(text);
    await expect(hit).toHaveCount(1);
  }

  // What only a chat she is not in holds, she does not find.
  for (const query of ['Surprise', '秘密']) {
    await listSearch(annPage).fill(query);
    await expect(annPage.getByText(`No messages match “${query}”.`)).toBeVisible();
    await expect(results(annPage)).toHaveCount(0);
  }

  // "see" is in both chats; the group's own search finds only the group's.
  await listSearch(annPage).fill('see');
  await expect(hit).toHaveCount(2);
  await annPage.getByRole('button', { name: 'Search in this chat' }).click();
  const inChat = annPage.getByRole('searchbox', { name: 'Search in this chat' });
  await expect(inChat).toBeFocused();
  await inChat.fill('see');
  await expect(hit).toHaveCount(1);
  await expect(hit.locator('mark')).toHaveText('See');
  await expect(hit).toContainText('See you at the station');
  await expect(hit).toContainText(cid.nickname);
  await hit.click();
  const station = messageItem(annPage, 'See you at the station');
  await expectHighlighted(annPage, 'See you at the station');
  await expect(station).toBeInViewport();
  await closeAll(pages);
});
