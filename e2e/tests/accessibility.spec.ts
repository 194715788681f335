import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { expect, test as base } from '../support/fixtures';
import type { LanguageName, ThemeName, Tour, ViewportName } from '../support/screens';
import { switchTheme } from '../support/theme-switch';
import {
  SCREENS,
  seedTour,
  showScreen,
  signInTour,
  THEMES,
  useLook,
  VIEWPORTS,
} from '../support/screens';

/**
 * Issue 15: every screen, in every theme and at phone and desktop width, has no serious or
 * critical accessibility violation that axe finds (WCAG 2.1 A and AA, and axe's best practices).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const WIDTHS: readonly ViewportName[] = ['desktop', 'phone'];

/** The tour's data, made once per worker and shared by its tests (each only reads it). */
const test = base.extend<object, { tour: Tour }>({
  tour: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({
        baseURL: process.env['HEARTH_E2E_URL'],
      });
      const tour = await seedTour(request);
      await use(tour);
      tour.dispose();
      await request.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/**
 * Walks every screen in one page and checks each: its serious and critical violations fail the
 * test, one line each (screen, rule, impact, element), and the tour goes on to the next screen.
 */
async function checkTour(
  browser: Browser,
  baseURL: string | undefined,
  tour: Tour,
  look: { themes: readonly ThemeName[]; viewport: ViewportName; language: LanguageName },
): Promise<void> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[look.viewport] });
  await useLook(context, { theme: look.themes[0] ?? 'white', language: look.language });
  const page = await context.newPage();
  // A step that cannot reach its screen fails in good time, not at the end of the whole tour.
  page.setDefaultTimeout(30_000);
  let signedIn = false;
  for (const screen of SCREENS) {
    if (screen.signedIn && !signedIn) {
      await signInTour(page, tour);
      signedIn = true;
    }
    await test.step(screen.name, async () => {
      await showScreen(page, screen, { tour, viewport: look.viewport, language: look.language });
      for (const theme of look.themes) {
        await switchTheme(page, theme);
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const found = violations
          .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
          .flatMap((violation) =>
            violation.nodes.map(
              (node) =>
                `${screen.name} in ${theme}: ${violation.id} (${violation.impact}) at ` +
                `${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
            ),
          );
        expect.soft(found, found.join('\n')).toEqual([]);
      }
    });
  }
  await context.close();
}

// A tour visits every screen in turn: on a busy machine that takes a few minutes.
const TOUR_TIMEOUT_MS = 900_000;

// Each screen is checked in every theme where it stands, switching the theme in place as a
// second tab of the app would: reaching a screen costs far more than checking it.
for (const viewport of WIDTHS) {
  test(`every screen in every theme at ${viewport} width has no serious or critical violation`, async ({
    browser,
    baseURL,
    tour,
  }) => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    await checkTour(browser, baseURL, tour, { themes: THEMES, viewport, language: 'en' });
  });
}

// The language changes little of the colours and layout, but its own rules (`lang`, names).
for (const language of ['zh', 'ja'] as const) {
  test(`every screen in ${language} has no serious or critical violation`, async ({
    browser,
    baseURL,
    tour,
  }) => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    await checkTour(browser, baseURL, tour, { themes: ['white'], viewport: 'desktop', language });
  });
}
