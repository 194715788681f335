import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Person } from './people';
import { befriend, callAs, createPeople, mainNav, signedInPage } from './people';

/** Chat the way its browser tests drive it: through the API to set up, through pages to act. */

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The direct chat of `a` and `b` (opened through the API as `a`): its id. */
export async function directChat(
  request: APIRequestContext,
  a: Person,
  b: Person,
): Promise<string> {
  const chat = await callAs<{ id: string }>(request, a, 'POST', '/api/hearth/chats/direct', {
    user: b.id,
  });
  return chat.id;
}

/** `author` sends `text` to `chat` through the API, not through a browser. */
export async function postMessage(
  request: APIRequestContext,
  author: Person,
  chat: string,
  text: string,
): Promise<void> {
  await callAs(request, author, 'POST', '/api/collections/messages/records', {
    chat,
    author: author.id,
    kind: 'text',
    text,
  });
}

export const chatList = (page: Page) => page.getByRole('list', { name: 'Chats', exact: true });
/** The chat named `title` in the list (its link's name starts with the name). */
export const chatRow = (page: Page, title: string) =>
  chatList(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}`) });
export const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
/** The message texts in the log that match `pattern`, in the order shown. */
export const texts = (page: Page, pattern: RegExp) => messageLog(page).getByText(pattern);

/** `page`'s person opens the (short) chat named `title` from their chat list. */
export async function openChat(page: Page, chat: string, title: string): Promise<void> {
  await mainNav(page).getByRole('link', { name: /^Chat/ }).click();
  await chatRow(page, title).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${chat}$`));
  await expect(composer(page)).toBeVisible();
  await expect(page.getByText('This is the start of the conversation.')).toBeVisible();
}

/** Types `text` into the composer and presses Enter. */
export async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
}

/** Signs everyone in, each in a browser of their own (one after the other: the box is small). */
export async function signIn<const People extends readonly Person[]>(
  browser: Browser,
  baseURL: string | undefined,
  people: People,
  options?: BrowserContextOptions,
): Promise<{ [K in keyof People]: Page }> {
  const pages: Page[] = [];
  for (const person of people) {
    pages.push(await signedInPage(browser, baseURL ?? '', person, options));
  }
  return pages as { [K in keyof People]: Page };
}

export async function closeAll(pages: readonly Page[]): Promise<void> {
  await Promise.all(pages.map((page) => page.context().close()));
}

/**
 * Two friends, each signed in in a browser of their own, with their direct chat open on both
 * sides: the start of most conversations under test.
 */
export async function friendsInChat(
  browser: Browser,
  baseURL: string | undefined,
  request: APIRequestContext,
  options?: BrowserContextOptions,
): Promise<{
  ann: Person;
  bob: Person;
  chat: string;
  annPage: Page;
  bobPage: Page;
  pages: readonly Page[];
}> {
  const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
  await befriend(request, ann, bob);
  const chat = await directChat(request, ann, bob);
  const pages = await signIn(browser, baseURL, [ann, bob], options);
  const [annPage, bobPage] = pages;
  await openChat(annPage, chat, bob.nickname);
  await openChat(bobPage, chat, ann.nickname);
  return { ann, bob, chat, annPage, bobPage, pages };
}
