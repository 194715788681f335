import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser (stack.md); overridable for other machines. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Browser tests against the built web app and a real server, started once by the global setup
 * on a free port with a throw-away data directory.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // Visual regression (tests/visual.spec.ts; README, "Visual baselines"): reviewed baselines
    // under visual-baselines/, named by screen and look, with nothing of the machine in the path.
    toHaveScreenshot: {
      pathTemplate: '{testDir}/../visual-baselines/{arg}{ext}',
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Chromium draws the same page identically run after run; the tolerance only absorbs
      // anti-aliasing at glyph edges (threshold: per-pixel colour distance, as Playwright's
      // default) and a few stray pixels, while a moved block, a wrapped line or a lost
      // padding changes thousands (0.1% is ~1000 pixels of a 1280x800 page, ~330 of a phone's).
      threshold: 0.2,
      maxDiffPixelRatio: 0.001,
    },
  },
  forbidOnly: Boolean(process.env['CI']),
  reporter: process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ? [['list'], ['json']] : [['list']],
  use: {
    browserName: 'chromium',
    locale: 'en-US',
    trace: 'off',
    screenshot: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
