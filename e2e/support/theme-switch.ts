import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ThemeName } from './screens';

/** The app's bar colour per theme (`web/src/shared/pwa/theme-color.ts`): it shows a theme is on. */
const THEME_COLORS: Record<ThemeName, string> = {
  white: '#ffffff',
  warm: '#fff8f0',
  mist: '#f3f6fa',
  night: '#1c1f26',
};

/**
 * Turns colour fades off in `page` (until it navigates): axe must see where a theme's colours end,
 * and waiting for fades has proved unreliable, since a later style change can start new ones.
 */
async function stopFades(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById('no-fades')) return;
    const style = document.createElement('style');
    style.id = 'no-fades';
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
  });
}

/** Stores `theme` and tells the app, as another tab would; waits until the app has applied it. */
export async function switchTheme(page: Page, theme: ThemeName): Promise<void> {
  await stopFades(page);
  await page.evaluate((name) => {
    localStorage.setItem('theme', name);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: name }));
  }, theme);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    THEME_COLORS[theme],
  );
  // Should a fade still run (one started before the fades were turned off), wait until a frame
  // starts with none running. (Only transitions: a spinner's animation never finishes.)
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (;;) {
      await nextFrame();
      await nextFrame();
      const fades = document.getAnimations().filter((fade) => fade instanceof CSSTransition);
      if (fades.length === 0) return;
      await Promise.all(fades.map((fade) => fade.finished.catch(() => null)));
    }
  });
}
