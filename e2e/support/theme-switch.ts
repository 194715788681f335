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

/** Stores `theme` and tells the app, as another tab would; waits until the app has applied it. */
export async function switchTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.evaluate((name) => {
    localStorage.setItem('theme', name);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: name }));
  }, theme);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    THEME_COLORS[theme],
  );
  // Colours fade from one theme to the next: axe must see where they end, not a blend. A fade
  // that a later style change replaces ends early (its promise rejects) while the new one goes
  // on, so wait until a frame starts with none running. (Only transitions: a spinner's animation
  // never finishes.)
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
