import { readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect as playwrightExpect } from '@playwright/test';
import { directChat, groupChat, markRead, postMessage } from './chat';
import type { Person } from './people';
import { befriend, callAs, createPeople, tokenOf, uniqueTag } from './people';
import { enablePlugin, pluginNamed } from './plugins';
import { mailedLink } from './outbox';
import { noisePng } from './png';

/**
 * A tour of every screen of the app, each a named step that brings a page to that screen in a
 * realistic state: the accessibility checks walk it in every theme and width, and the visual
 * checks photograph it. `seedTour` makes the people and data once (per worker), `SCREENS` lists
 * the steps, `showScreen` takes a page to one of them.
 */

/**
 * Expectations that wait longer than the suite's 7 s: a screen of a tour often waits for a lazy
 * route, its data and the highlighter, on a machine that runs other tours at the same time.
 */
const expect = playwrightExpect.configure({ timeout: 20_000 });

/** The surface colours (`theme` in local storage): spec section 1. */
export const THEMES = ['white', 'warm', 'mist', 'night'] as const;
export type ThemeName = (typeof THEMES)[number];

/** The widths every screen is checked at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** What `seedTour` made: the person whose screens are toured, the people around them, chats. */
export interface Tour {
  /** The person signed in for the tour (Ann). */
  me: Person;
  /** A friend with a direct chat full of messages, kept online by `seedTour`. */
  friend: Person;
  /** A second friend, in the group. */
  groupFriend: Person;
  /** Someone who asked `me` to be friends (pending, incoming). */
  requester: Person;
  /** Someone `me` asked to be friends (pending, outgoing). */
  asked: Person;
  /** Someone `me` blocked. */
  blocked: Person;
  /** A friend of `friend` only: `me`'s suggestion. */
  suggested: Person;
  /** The direct chat of `me` and `friend`. */
  chat: string;
  /** The group of `me`, `friend` and `groupFriend`, and its title. */
  group: string;
  groupTitle: string;
  /** A word the direct chat's messages contain, for the chat search panel. */
  searchWord: string;
  /** The reset-password page of a real reset link mailed to `requester` (path and query). */
  resetPath: string;
  /** Ends what the tour keeps running (the friend's realtime connection). */
  dispose: () => void;
}

/** The languages the app ships (spec section 4). */
export const LANGUAGES = ['en', 'zh', 'ja'] as const;
export type LanguageName = (typeof LANGUAGES)[number];

/** What a screen's steps may use. */
export interface ScreenContext {
  tour: Tour;
  viewport: ViewportName;
  language: LanguageName;
}

/** One screen of the tour. */
export interface Screen {
  /** A unique, stable, file-name-safe name (`chat-conversation`). */
  name: string;
  /** Whether the screen needs the tour's person signed in (`signInTour`) or nobody signed in. */
  signedIn: boolean;
  /** Where the screen starts; `showScreen` opens it with a fresh page load. */
  path: (tour: Tour) => string;
  /** Brings the opened page to the screen's state and waits until it is shown. */
  prepare: (page: Page, context: ScreenContext) => Promise<void>;
}

/** Asks for a password reset of `person` and waits for the mail: the link's path and query. */
async function resetLinkOf(request: APIRequestContext, person: Person): Promise<string> {
  const response = await request.post('/api/collections/users/request-password-reset', {
    data: { email: person.email },
  });
  expect(response.ok(), await response.text()).toBe(true);
  let link: string | null = null;
  await expect
    .poll(() => {
      link = mailedLink(person.email, '/forget');
      return link;
    })
    .not.toBeNull();
  return link ?? '';
}

/**
 * Keeps `person` online for their friends: a realtime connection bound to their auth, as their
 * open app would hold, until the returned function ends it.
 */
async function keepOnline(request: APIRequestContext, person: Person): Promise<() => void> {
  const base = process.env['HEARTH_E2E_URL'] ?? '';
  const controller = new AbortController();
  const stream = await fetch(`${base}/api/realtime`, { signal: controller.signal });
  const reader = stream.body?.getReader();
  if (!reader) throw new Error('the realtime stream has no body');
  let received = '';
  let clientId: string | undefined;
  while (!clientId) {
    const chunk = await reader.read();
    if (chunk.done) throw new Error('the realtime stream ended before PB_CONNECT');
    received += Buffer.from(chunk.value).toString('utf8');
    clientId = /^id:(\w+)$/m.exec(received)?.[1];
  }
  // The stream must be read for the server to keep writing to it; nothing here needs its events.
  const drain = async () => {
    while (!(await reader.read()).done);
  };
  drain().catch(() => undefined);
  const subscribed = await request.post('/api/realtime', {
    headers: { Authorization: await tokenOf(request, person) },
    data: { clientId, subscriptions: ['hearth/presence'] },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  return () => controller.abort();
}

/** `author` sends a picture with `text` to `chat` through the API: the message's id. */
async function postPicture(
  request: APIRequestContext,
  author: Person,
  chat: string,
  text: string,
): Promise<string> {
  const response = await request.post('/api/collections/messages/records', {
    headers: { Authorization: await tokenOf(request, author) },
    multipart: {
      chat,
      author: author.id,
      kind: 'text',
      text,
      attachments: { name: 'lake.png', mimeType: 'image/png', buffer: noisePng(240, 160) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // note: the records API answers a created record, with its id.
  return ((await response.json()) as { id: string }).id;
}

/** `person` reacts to `message` with `emoji` through the API. */
async function react(
  request: APIRequestContext,
  person: Person,
  message: string,
  emoji: string,
): Promise<void> {
  await callAs(request, person, 'POST', '/api/collections/reactions/records', {
    message,
    user: person.id,
    emoji,
  });
}

/** Fills the direct chat with what a conversation holds: a reply, reactions, code, a link, a picture. */
async function fillConversation(
  request: APIRequestContext,
  me: Person,
  friend: Person,
  chat: string,
  searchWord: string,
): Promise<void> {
  const question = await postMessage(
    request,
    friend,
    chat,
    `Are you coming to the **${searchWord}** on Saturday?`,
  );
  const answer = await postMessage(request, me, chat, "Yes! I'll bring the snacks.", {
    replyTo: question,
  });
  await react(request, me, question, '👍');
  await react(request, friend, answer, '🎉');
  await postMessage(request, friend, chat, 'Directions: https://example.com/lake');
  await postPicture(request, me, chat, `The ${searchWord} last summer`);
  // The newest, so the conversation opens on it (the list draws only what is near the view).
  const last = await postMessage(
    request,
    friend,
    chat,
    // Every kind of token the highlighter colours: comment, keyword, title, type, string, number.
    [
      'The packing list, as code:',
      '```ts',
      '// what goes in the bag',
      'function pack(bag: string[]): number {',
      "  return bag.push('towel', 'snacks') + 42;",
      '}',
      '```',
    ].join('\n'),
  );
  await markRead(request, me, chat, last);
}

/**
 * Makes the tour's people and data through the API (once per worker: everything is unique to
 * it): Ann with friends online and not, requests both ways, a blocked person, a suggestion, a
 * direct chat with a full conversation, a group, Poll turned on, and a mailed reset link.
 */
export async function seedTour(request: APIRequestContext): Promise<Tour> {
  const [me, friend, groupFriend, requester, asked, blocked, suggested] = await createPeople(
    request,
    'Ann',
    'Bob',
    'Dee',
    'Eve',
    'Fay',
    'Gus',
    'Cid',
  );
  await befriend(request, me, friend);
  await befriend(request, me, groupFriend);
  await befriend(request, friend, suggested);
  for (const [from, to] of [
    [requester, me],
    [me, asked],
  ] as const) {
    await callAs(request, from, 'POST', '/api/collections/friendships/records', {
      requester: from.id,
      addressee: to.id,
      status: 'pending',
    });
  }
  await callAs(request, me, 'POST', '/api/collections/blocks/records', {
    blocker: me.id,
    blocked: blocked.id,
  });
  const searchWord = 'lake';
  const chat = await directChat(request, me, friend);
  await fillConversation(request, me, friend, chat, searchWord);
  const groupTitle = `Lake trip ${uniqueTag()}`;
  const group = await groupChat(request, me, groupTitle, [friend, groupFriend]);
  await postMessage(request, groupFriend, group, 'Who has a tent?');
  await enablePlugin(request, me, await pluginNamed(request, 'poll'));
  const resetPath = await resetLinkOf(request, requester);
  const dispose = await keepOnline(request, friend);
  return {
    me,
    friend,
    groupFriend,
    requester,
    asked,
    blocked,
    suggested,
    chat,
    group,
    groupTitle,
    searchWord,
    resetPath,
    dispose,
  };
}

/**
 * Sets the surface colour and the language every page of `context` starts with, as the
 * settings page and the language menu store them.
 */
export async function useLook(
  context: BrowserContext,
  look: { theme: ThemeName; language?: LanguageName },
): Promise<void> {
  await context.addInitScript(
    ({ theme, language }) => {
      localStorage.setItem('theme', theme);
      localStorage.setItem('app-lang', language);
    },
    { theme: look.theme, language: look.language ?? 'en' },
  );
}

/** Signs the tour's person in through the login page (in whatever language it shows). */
export async function signInTour(page: Page, tour: Tour): Promise<void> {
  await page.goto('/login');
  await appShown(page);
  await page.locator('input[type=email]').fill(tour.me.email);
  await page.locator('input[type=password]').fill(tour.me.password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Waits until the app itself shows the page: index.html's first-paint picture of a signed-out
 * page is gone (the app took its place).
 */
async function appShown(page: Page): Promise<void> {
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
}

/** The page's first-level heading, whatever its text. */
async function headingShown(page: Page): Promise<void> {
  await appShown(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** The dialog or menu a step opened (the newest) is shown and done moving. */
async function overlayShown(page: Page, role: 'dialog' | 'menu'): Promise<void> {
  const overlay = page.getByRole(role).last();
  await expect(overlay).toBeVisible();
  // MUI fades overlays in: axe and screenshots need the final colours, not a half-opaque frame.
  await expect(overlay).toHaveCSS('opacity', '1');
}

const fixed = (path: string) => () => path;

/**
 * Makes this page's server offer sign-in by emailed code too, by adding OTP to its answer about
 * the sign-in methods: the test server keeps its defaults (passwords only), which other tests
 * running at the same time rely on.
 */
async function offerEmailCodes(page: Page): Promise<void> {
  await page.route('**/api/collections/users/auth-methods*', async (route) => {
    const response = await route.fetch();
    // note: PocketBase's auth-methods answer, whose `otp` says whether codes are offered.
    const methods = (await response.json()) as { otp?: { enabled: boolean; duration: number } };
    await route.fulfill({ response, json: { ...methods, otp: { enabled: true, duration: 180 } } });
  });
}

type Messages = { [key: string]: string | Messages };
const messageFiles = new Map<string, Messages>();

/**
 * The app's message `key` in `language` with `values` filled in, read from its locale files
 * (the plugin screens' own, for `plugins.*`), so a step finds a control by the name a user hears
 * in any language.
 */
function say(language: LanguageName, key: string, values: Record<string, string> = {}): string {
  const folder = key.startsWith('plugins.') ? 'plugins/' : '';
  const file = `../../web/src/i18n/locales/${folder}${language}.json`;
  let messages = messageFiles.get(file);
  if (!messages) {
    // note: the locale files are JSON objects of strings and objects (web/src/i18n).
    messages = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Messages;
    messageFiles.set(file, messages);
  }
  let found: string | Messages | undefined = messages;
  for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  if (typeof found !== 'string') throw new Error(`no message ${key} in ${language}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => values[name] ?? '');
}

/** The name of the first-party plugin `id` in `language`, from its manifest. */
function pluginName(id: string, language: LanguageName): string {
  const file = new URL(`../../plugins/${id}/manifest.json`, import.meta.url);
  // note: a plugin manifest's `name` maps languages to names (packages/plugin-sdk).
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name: Record<string, string> };
  return manifest.name[language] ?? manifest.name['en'] ?? id;
}

/** Every screen, signed-out ones first; each in the state a user would meet it in. */
export const SCREENS: readonly Screen[] = [
  { name: 'login-password', signedIn: false, path: fixed('/login'), prepare: headingShown },
  {
    name: 'login-code',
    signedIn: false,
    path: fixed('/login'),
    prepare: async (page) => {
      await offerEmailCodes(page);
      await page.reload();
      await headingShown(page);
      await page.locator('#tab-code').click();
      await expect(page.locator('#tab-code')).toHaveAttribute('aria-selected', 'true');
      await page.unroute('**/api/collections/users/auth-methods*');
    },
  },
  { name: 'register', signedIn: false, path: fixed('/register'), prepare: headingShown },
  { name: 'forget', signedIn: false, path: fixed('/forget'), prepare: headingShown },
  {
    name: 'reset-password',
    signedIn: false,
    path: (tour) => tour.resetPath,
    prepare: async (page) => {
      await headingShown(page);
      await expect(page.locator('input[type=password]').first()).toBeVisible();
    },
  },
  { name: 'not-found', signedIn: false, path: fixed('/common/404'), prepare: headingShown },
  {
    name: 'home',
    signedIn: true,
    path: fixed('/home'),
    prepare: async (page, { tour }) => {
      await headingShown(page);
      // The online friend and the request are the dashboard's live parts.
      await expect(page.getByText(tour.friend.nickname).first()).toBeVisible();
      await expect(page.getByText(tour.requester.nickname).first()).toBeVisible();
    },
  },
  { name: 'me', signedIn: true, path: fixed('/me'), prepare: headingShown },
  {
    name: 'me-profile',
    signedIn: true,
    path: fixed('/me/profile'),
    prepare: async (page) => {
      await headingShown(page);
      await expect(page.locator('form input').first()).toBeVisible();
    },
  },
  {
    name: 'me-setting',
    signedIn: true,
    path: fixed('/me/setting'),
    prepare: async (page, { language }) => {
      await headingShown(page);
      // The list of signed-in devices is the last section to load.
      const devices = page.getByRole('list', { name: say(language, 'sessions.listLabel') });
      await expect(devices.getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'chat-list',
    signedIn: true,
    path: fixed('/chat'),
    prepare: async (page, { tour }) => {
      await appShown(page);
      await expect(page.getByRole('link', { name: new RegExp(tour.groupTitle) })).toBeVisible();
    },
  },
  {
    name: 'chat-conversation',
    signedIn: true,
    path: (tour) => `/chat/${tour.chat}`,
    prepare: async (page) => {
      await appShown(page);
      const log = page.getByRole('log');
      // The highlighter is loaded on demand: the code is coloured once it is in.
      await expect(log.locator('pre .hljs-string').first()).toBeVisible();
      await expect(log.locator('img[src*="thumb="]')).toBeVisible();
      await expect
        .poll(() =>
          log
            .locator('img[src*="thumb="]')
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
    },
  },
  {
    name: 'chat-search',
    signedIn: true,
    path: (tour) => `/chat/${tour.chat}`,
    prepare: async (page, { tour, language }) => {
      await appShown(page);
      await expect(page.getByRole('log').getByRole('article').first()).toBeVisible();
      await page.getByRole('button', { name: say(language, 'chat.search.open') }).click();
      await page
        .getByRole('searchbox', { name: say(language, 'chat.search.field') })
        .fill(tour.searchWord);
      const results = page.getByRole('list', { name: say(language, 'chat.search.messages') });
      await expect(results.getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'chat-new-group',
    signedIn: true,
    path: fixed('/chat'),
    prepare: async (page, { tour, language }) => {
      await appShown(page);
      await expect(page.getByRole('link', { name: new RegExp(tour.groupTitle) })).toBeVisible();
      await page.getByRole('button', { name: say(language, 'chat.list.newGroup') }).click();
      await overlayShown(page, 'dialog');
    },
  },
  ...(['online', 'all', 'pending', 'blocked', 'suggestions'] as const).map((tab): Screen => ({
    name: `friend-${tab}`,
    signedIn: true,
    path: fixed(`/friend?tab=${tab}`),
    prepare: async (page) => {
      await headingShown(page);
      await expect(
        page.locator(`#friends-panel-${tab}`).getByRole('listitem').first(),
      ).toBeVisible();
    },
  })),
  {
    name: 'friend-confirm-remove',
    signedIn: true,
    path: fixed('/friend?tab=all'),
    prepare: async (page, { tour, language }) => {
      await headingShown(page);
      const name = say(language, 'people.actions.removeNamed', {
        name: tour.groupFriend.nickname,
      });
      await page.getByRole('button', { name }).click();
      await overlayShown(page, 'dialog');
    },
  },
  {
    name: 'plugin',
    signedIn: true,
    path: fixed('/plugin'),
    prepare: async (page) => {
      await headingShown(page);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'plugin-details',
    signedIn: true,
    path: fixed('/plugin'),
    prepare: async (page, { language }) => {
      await headingShown(page);
      const name = say(language, 'plugins.card.detailsNamed', {
        name: pluginName('poll', language),
      });
      await page.getByRole('button', { name }).click();
      await overlayShown(page, 'dialog');
    },
  },
  {
    name: 'avatar-menu',
    signedIn: true,
    path: fixed('/home'),
    prepare: async (page, { tour, language }) => {
      await headingShown(page);
      const name = say(language, 'nav.accountMenu', { name: tour.me.nickname });
      await page.getByRole('button', { name }).click();
      await overlayShown(page, 'menu');
    },
  },
  {
    name: 'people-search',
    signedIn: true,
    path: fixed('/home'),
    prepare: async (page, { tour, viewport, language }) => {
      await headingShown(page);
      // Phones open the search in a dialog from the navbar; wide screens have it in the navbar.
      if (viewport === 'phone') {
        await page.getByRole('button', { name: say(language, 'search.open') }).click();
        await overlayShown(page, 'dialog');
      }
      await page
        .getByRole('combobox', { name: say(language, 'search.label') })
        .fill(tour.suggested.nickname);
      await expect(page.getByRole('option').first()).toBeVisible();
    },
  },
];

/** Opens `screen` in `page` (a fresh load of its path) and brings it to its state. */
export async function showScreen(
  page: Page,
  screen: Screen,
  context: ScreenContext,
): Promise<void> {
  await page.goto(screen.path(context.tour));
  await screen.prepare(page, context);
}
