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

/** A group `owner` makes with `members` (friends of theirs) through the API: its id. */
export async function groupChat(
  request: APIRequestContext,
  owner: Person,
  title: string,
  members: readonly Person[],
): Promise<string> {
  const chat = await callAs<{ id: string }>(request, owner, 'POST', '/api/hearth/chats/group', {
    title,
    members: members.map((member) => member.id),
  });
  return chat.id;
}

/**
 * `author` sends `text` to `chat` through the API, not through a browser, with any other fields
 * of the message (`replyTo`, `mentions`): its id.
 */
export async function postMessage(
  request: APIRequestContext,
  author: Person,
  chat: string,
  text: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const message = await callAs<{ id: string }>(
    request,
    author,
    'POST',
    '/api/collections/messages/records',
    { chat, author: author.id, kind: 'text', text, ...fields },
  );
  return message.id;
}

/**
 * `count` messages `${prefix} 1`, `${prefix} 2`… from `author`, in that order, through the API:
 * the last one's text and id.
 */
export async function postMany(
  request: APIRequestContext,
  author: Person,
  chat: string,
  prefix: string,
  count: number,
): Promise<{ text: string; id: string }> {
  let id = '';
  for (let n = 1; n <= count; n += 1) {
    id = await postMessage(request, author, chat, `${prefix} ${n}`);
  }
  return { text: `${prefix} ${count}`, id };
}

/** `reader` has read `chat` up to `message` (through the API): it opens there, not further up. */
export async function markRead(
  request: APIRequestContext,
  reader: Person,
  chat: string,
  message: string,
): Promise<void> {
  await callAs(request, reader, 'POST', `/api/hearth/chats/${chat}/read`, { message });
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

/** `page`'s person opens a chat with more than a page of messages, whose newest is `newest`. */
export async function openBusyChat(
  page: Page,
  chat: string,
  title: string,
  newest: string,
): Promise<void> {
  await mainNav(page).getByRole('link', { name: /^Chat/ }).click();
  await chatRow(page, title).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${chat}$`));
  await expect(messageLog(page).getByText(newest, { exact: true })).toBeVisible();
}

/** The message (its article in the log) whose text holds `text`. */
export const messageItem = (page: Page, text: string | RegExp) =>
  messageLog(page).getByRole('article').filter({ hasText: text });

/** The menu of a message (whichever way it was opened). */
export const messageMenu = (page: Page) => page.getByRole('menu', { name: 'Message actions' });

/** Opens the menu of the message holding `text` with its ⋮ button, shown on hover. */
export async function openMessageMenu(page: Page, text: string | RegExp) {
  const item = messageItem(page, text);
  await item.hover();
  await item.getByRole('button', { name: 'Message actions' }).click();
  await expect(messageMenu(page)).toBeVisible();
  return messageMenu(page);
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

/**
 * Notes the text of every message the page highlights from now on (a jump highlights its
 * target for a few seconds), so a test can check a highlight that a loaded machine would let
 * pass before the check polls.
 */
export async function recordHighlights(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { highlightedMessages: seen });
    // A jump marks a message already shown, or one drawn with the mark (a chat opened at it).
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      const marked = [node, ...node.querySelectorAll('[data-highlighted]')];
      for (const element of marked) {
        if (element.hasAttribute('data-highlighted')) seen.push(element.textContent ?? '');
      }
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'attributes') note(change.target);
        else change.addedNodes.forEach(note);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-highlighted'],
    });
  });
}

/** Waits until the page has highlighted a message containing `text` (see `recordHighlights`). */
export async function expectHighlighted(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          (
            (window as unknown as { highlightedMessages?: string[] }).highlightedMessages ?? []
          ).some((seen) => seen.includes(wanted)),
        text,
      ),
    )
    .toBe(true);
}
