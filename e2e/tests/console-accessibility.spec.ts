import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { directChat, postMessage } from '../support/chat';
import { signInConsole } from '../support/console';
import { expect, test } from '../support/fixtures';
import { befriend, callAs, createPeople } from '../support/people';
import type { LanguageName, ViewportName } from '../support/screens';
import { THEMES, useLook, VIEWPORTS } from '../support/screens';
import { switchTheme } from '../support/theme-switch';

/**
 * The superuser console's screens, like the app's (accessibility.spec.ts): no serious or critical
 * violation axe finds, in every theme at desktop and phone width, and in zh and ja.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** What the screens show: a person with a reported message. */
interface Seed {
  userId: string;
  reportId: string;
}

/** The console's pages for a superuser not signed in (checked before signing in). */
const SIGNED_OUT_PATHS = [
  '/_/login',
  '/_/request-password-reset',
  '/_/confirm-password-reset?token=from-a-mail',
];

/** Every console screen, by path (the sign-in page first, while no console session exists). */
function consolePaths(seed: Seed): string[] {
  return [
    '/_/',
    '/_/collections',
    '/_/collections/users',
    '/_/collections/messages/settings',
    '/_/users',
    `/_/users/${seed.userId}`,
    '/_/moderation',
    `/_/moderation/${seed.reportId}`,
    '/_/audit',
    '/_/settings',
    '/_/settings/mail',
    '/_/settings/rate-limits',
    '/_/backups',
    '/_/crons',
    '/_/logs',
  ];
}

test.describe.configure({ mode: 'parallel' });

let seed: Seed;

test.beforeAll(async ({ request }) => {
  const [ann, bob] = await createPeople(request, 'Ann', 'Bob');
  await befriend(request, ann, bob);
  const chat = await directChat(request, ann, bob);
  const message = await postMessage(request, bob, chat, 'Buy cheap watches at example.com');
  const report = await callAs<{ id: string }>(
    request,
    ann,
    'POST',
    '/api/collections/reports/records',
    {
      reporter: ann.id,
      message,
      reason: 'spam',
      note: 'Posted the same link five times.',
    },
  );
  seed = { userId: bob.id, reportId: report.id };
});

/** Waits until a console page shows its own heading and has stopped loading. */
async function pageShown(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
}

async function violations(page: Page, label: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return found
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ` +
          `${node.failureSummary ?? violation.help}`,
      ),
    );
}

const LOOKS: readonly {
  viewport: ViewportName;
  language: LanguageName;
  themes: readonly string[];
}[] = [
  { viewport: 'desktop', language: 'en', themes: THEMES },
  { viewport: 'phone', language: 'en', themes: THEMES },
  { viewport: 'desktop', language: 'zh', themes: ['white'] },
  { viewport: 'desktop', language: 'ja', themes: ['white'] },
];

for (const look of LOOKS) {
  test(`every console screen in ${look.language} at ${look.viewport} width has no serious or critical violation`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[look.viewport] });
    await useLook(context, { theme: 'white', language: look.language });
    const page = await context.newPage();
    for (const path of SIGNED_OUT_PATHS) {
      await page.goto(path);
      await pageShown(page);
      for (const theme of look.themes) {
        await switchTheme(page, theme as (typeof THEMES)[number]);
        expect.soft(await violations(page, `${path} in ${theme}`)).toEqual([]);
      }
    }
    await signInConsole(context, baseURL ?? '');
    for (const path of consolePaths(seed)) {
      await test.step(path, async () => {
        await page.goto(path);
        await pageShown(page);
        for (const theme of look.themes) {
          await switchTheme(page, theme as (typeof THEMES)[number]);
          const found = await violations(page, `${path} in ${theme}`);
          expect.soft(found, found.join('\n')).toEqual([]);
        }
      });
    }
    await context.close();
  });
}
