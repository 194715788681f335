import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { SESSION_KEY, expect, test as base } from '../support/fixtures';
import { callAs } from '../support/people';
import type { LanguageName, ThemeName, Tour, ViewportName } from '../support/screens';
import { SCREENS, VIEWPORTS, seedTour, showScreen, useLook } from '../support/screens';

/**
 * Visual regression: the main screens, photographed in each language and theme and compared
 * with the reviewed baselines in e2e/visual-baselines/ (README, "Visual baselines"), so a
 * layout break shows in review. What is on screen is the same on every run: fixed names and
 * texts, a fixed clock and time zone, no animation, a pinned plugin catalogue; what cannot be
 * (the times the server stamps, a picture of random pixels) is masked.
 */

/** One pass: a look, and the screens photographed in it. */
interface Pass {
  language: LanguageName;
  theme: ThemeName;
  viewport: ViewportName;
  screens: readonly string[];
}

/**
 * The main screens, signed-out ones first: the pass signs in before the first signed-in one
 * and stays signed in (the not-found page, which a signed-out visitor never sees, comes after).
 */
const MAIN = [
  'login-password',
  'register',
  'home',
  'not-found',
  'me',
  'me-profile',
  'me-setting',
  'chat-list',
  'chat-conversation',
  'friend-all',
  'plugin',
];
/** The screens that carry most of a theme's colours: a form, cards, bubbles, a list. */
const THEMED = ['login-password', 'home', 'me-profile', 'chat-conversation', 'friend-all'];

const PASSES: readonly Pass[] = [
  ...(['en', 'zh', 'ja'] as const).map((language): Pass => ({
    language,
    theme: 'white',
    viewport: 'desktop',
    screens: MAIN,
  })),
  ...(['warm', 'mist', 'night'] as const).map((theme): Pass => ({
    language: 'en',
    theme,
    viewport: 'desktop',
    screens: THEMED,
  })),
  ...(['white', 'night'] as const).map((theme): Pass => ({
    language: 'en',
    theme,
    viewport: 'phone',
    screens: THEMED,
  })),
];

/** The names the tour's people and group take here, so every run draws the same words. */
const NAMES = {
  me: 'Ann Lindqvist',
  friend: 'Bob Okafor',
  groupFriend: 'Dee Moreau',
  requester: 'Eve Santos',
  asked: 'Fay Nakamura',
  blocked: 'Gus Keller',
  suggested: 'Cid Varga',
} as const;
const GROUP_TITLE = 'Lake trip';
/** The address shown for the tour's person, whose real one must be unique on the server. */
const SHOWN_EMAIL = 'ann.lindqvist@example.com';
/** When the tour's people joined, as their records say ("Joined March 2026" on /me). */
const JOINED = '2026-03-02 08:00:00.000Z';
/** The plugins a fresh install comes with; other tests install more, at any time. */
const FIRST_PARTY_PLUGINS = ['poll', 'checklist'];

/**
 * The moment the pages believe it is: 09:30 UTC today, a morning (the home page greets by the
 * part of the day) on the day the tour's messages are sent, so they show under "Today".
 */
function morningToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9, 30));
}

/** Gives the tour's people and group the names of `NAMES`, on the server and in `tour`. */
async function nameTour(request: APIRequestContext, tour: Tour): Promise<void> {
  // note: Object.keys loses the literal keys; these are exactly NAMES's.
  for (const role of Object.keys(NAMES) as (keyof typeof NAMES)[]) {
    const person = tour[role];
    await callAs(request, person, 'PATCH', `/api/collections/users/records/${person.id}`, {
      nickname: NAMES[role],
    });
    person.nickname = NAMES[role];
  }
  await callAs(request, tour.me, 'PATCH', `/api/collections/chats/records/${tour.group}`, {
    title: GROUP_TITLE,
  });
  tour.groupTitle = GROUP_TITLE;
}

// One tour per test, not per worker: the friend it keeps online would drop off after the
// server's five idle minutes while a worker runs other files.
const test = base.extend<{ tour: Tour }>({
  tour: async ({ request }, use) => {
    const tour = await seedTour(request);
    await nameTour(request, tour);
    await use(tour);
    tour.dispose();
  },
});

/**
 * `value` (a JSON answer) with `email` shown as `SHOWN_EMAIL` and every user record joined at
 * `JOINED`: the parts of a user the server makes different on every run.
 */
function pinUsers(value: unknown, email: string): unknown {
  if (typeof value === 'string') return value === email ? SHOWN_EMAIL : value;
  if (Array.isArray(value)) return value.map((item) => pinUsers(item, email));
  if (typeof value !== 'object' || value === null) return value;
  const pinned = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, pinUsers(item, email)]),
  );
  return pinned['collectionName'] === 'users'
    ? { ...pinned, created: JOINED, updated: JOINED }
    : pinned;
}

/**
 * Answers the API the same way on every run: users as `pinUsers` shows them, the plugin
 * catalogue with the first-party plugins only, and no plugin installed meanwhile appearing live.
 */
async function pinAnswers(context: BrowserContext, tour: Tour): Promise<void> {
  await context.route(
    // The person's own record comes from the users collection (others' addresses are hidden).
    (url) => /^\/api\/collections\/(users|plugins)\//.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      if (!(response.headers()['content-type'] ?? '').includes('json')) {
        await route.fulfill({ response });
        return;
      }
      let answer = pinUsers(await response.json(), tour.me.email);
      if (new URL(route.request().url()).pathname === '/api/collections/plugins/records') {
        // note: a list answer of the records API.
        const list = answer as { items: { pluginId: string }[]; totalItems: number };
        const items = list.items.filter((item) => FIRST_PARTY_PLUGINS.includes(item.pluginId));
        answer = { ...list, items, totalItems: items.length };
      }
      await route.fulfill({ response, json: answer });
    },
  );
  await context.route('**/api/realtime', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') {
      await route.fallback();
      return;
    }
    // note: the SDK's subscription call, `{ clientId, subscriptions }`.
    const sent = request.postDataJSON() as { clientId: string; subscriptions: string[] };
    const subscriptions = sent.subscriptions.filter((topic) => !topic.startsWith('plugins/'));
    await route.fallback({ postData: JSON.stringify({ ...sent, subscriptions }) });
  });
}

/**
 * Signs the tour's person in as the app would store it, without the sign-in form: the form's
 * own look is photographed signed out, and a loaded machine can take longer to hash the password
 * than the form's journey waits.
 */
async function signIn(page: Page, request: APIRequestContext, tour: Tour): Promise<void> {
  const response = await request.post('/api/collections/users/auth-with-password', {
    data: { identity: tour.me.email, password: tour.me.password },
    timeout: 60_000,
  });
  expect(response.ok(), await response.text()).toBe(true);
  // note: PocketBase's auth answer, `{ token, record }`, is what the SDK stores.
  const { token, record } = (await response.json()) as { token: string; record: unknown };
  const session = JSON.stringify({ token, record: pinUsers(record, tour.me.email) });
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: session,
  });
}

/** Counts the page's requests in flight, but for the realtime stream, which never ends. */
function trackRequests(page: Page): () => number {
  const pending = new Set<object>();
  page.on('request', (request) => {
    const stream =
      request.method() === 'GET' && new URL(request.url()).pathname === '/api/realtime';
    if (!stream) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/** Waits until nothing is loading: requests, fonts and the pictures in view. */
async function settled(page: Page, inFlight: () => number): Promise<void> {
  await expect.poll(inFlight).toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
}

/**
 * Fails with the reason, rather than comparing empty boxes, when Chromium has no font for
 * Chinese or Japanese (`npm test` installs Debian's fonts-noto-cjk: scripts/ensure-chromium.mjs).
 */
async function expectCjkFonts(page: Page): Promise<void> {
  const drawn = await page.evaluate(() => {
    const draw = (text: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const context = canvas.getContext('2d');
      if (!context) return '';
      context.font = '48px sans-serif';
      context.fillText(text, 0, 48);
      return canvas.toDataURL();
    };
    // With no font for them, different characters are all drawn as the same empty box.
    return { zh: draw('服') !== draw('务'), ja: draw('あ') !== draw('い') };
  });
  expect(
    drawn,
    'Chromium has no Chinese or Japanese font, so zh and ja would be compared as empty boxes: ' +
      'install Debian\'s "fonts-noto-cjk" (npm test does when it may)',
  ).toEqual({ zh: true, ja: true });
}

/** The chat list's times: the caption beside each chat's name. */
const LIST_TIMES = '.chat-title ~ .MuiTypography-caption';

/**
 * What differs from run to run, hidden behind boxes of one colour: the times the server stamps
 * (a message's day separator says "Today" whatever the hour), and the tour's picture, which
 * is random pixels.
 */
const masks = (page: Page): Locator[] => [
  page.locator(`time, ${LIST_TIMES}`),
  page.getByRole('log').locator('img[src*="thumb="]'),
];

/** Gives the masked times one width (see the file). */
const SCREENSHOT_STYLE = fileURLToPath(new URL('visual.css', import.meta.url));

async function newLookContext(
  browser: Browser,
  baseURL: string | undefined,
  pass: Pass,
  tour: Tour,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[pass.viewport],
    locale: { en: 'en-US', zh: 'zh-CN', ja: 'ja-JP' }[pass.language],
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  await context.clock.install({ time: morningToday() });
  await useLook(context, { theme: pass.theme, language: pass.language });
  await pinAnswers(context, tour);
  return context;
}

for (const pass of PASSES) {
  const look = `${pass.language}-${pass.theme}-${pass.viewport}`;
  test(`the main screens look as reviewed: ${look}`, async ({
    browser,
    baseURL,
    request,
    tour,
  }) => {
    test.setTimeout(300_000);
    const screens = pass.screens.map((name) => {
      const screen = SCREENS.find((candidate) => candidate.name === name);
      if (!screen) throw new Error(`the tour has no screen "${name}"`);
      return screen;
    });
    const context = await newLookContext(browser, baseURL, pass, tour);
    const page = await context.newPage();
    if (pass.language !== 'en') await expectCjkFonts(page);
    const inFlight = trackRequests(page);
    let signedIn = false;
    for (const screen of screens) {
      if (screen.signedIn && !signedIn) {
        await signIn(page, request, tour);
        signedIn = true;
      }
      // A loaded machine can outlast a step's waits: the step starts over with a fresh load.
      await expect(async () => {
        await showScreen(page, screen, { tour, viewport: pass.viewport, language: pass.language });
      }).toPass({ timeout: 60_000 });
      await settled(page, inFlight);
      await expect
        .soft(page, `${screen.name} in ${look}`)
        .toHaveScreenshot([screen.name, `${look}.png`], {
          mask: masks(page),
          stylePath: SCREENSHOT_STYLE,
          // A loaded machine takes seconds per screenshot; two equal ones in a row are needed.
          timeout: 30_000,
        });
    }
    await context.close();
  });
}

test('every baseline is a screenshot the test takes', () => {
  const folder = new URL('../visual-baselines/', import.meta.url);
  const taken = PASSES.flatMap((pass) =>
    pass.screens.map((screen) => `${screen}/${pass.language}-${pass.theme}-${pass.viewport}.png`),
  );
  const files = existsSync(folder)
    ? readdirSync(folder, { recursive: true, encoding: 'utf8' })
    : [];
  const stored = files.filter((file) => file.endsWith('.png'));
  // A screen or look taken out of the passes leaves its picture behind: delete it.
  expect(stored.filter((file) => !taken.includes(file)).sort()).toEqual([]);
});
