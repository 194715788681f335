import type { SurfaceName } from '../lib/theme-preference';
import { SURFACES } from '../lib/theme-preference';

/**
 * The browser's bar (and an installed app's title bar) per surface: the surface colour itself,
 * which is the navbar's, so the bar and the page read as one.
 */
export const THEME_COLORS: Readonly<Record<SurfaceName, string>> = {
  white: SURFACES.white.surface,
  warm: SURFACES.warm.surface,
  mist: SURFACES.mist.surface,
  night: SURFACES.night.surface,
};

/** Points the page's `theme-color` meta tag at `surface`'s colour. */
export function applyThemeColor(surface: SurfaceName, doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = THEME_COLORS[surface];
}

/**
 * index.html's inline script (vite.config.ts): the same as `applyThemeColor` for the stored
 * surface, run before the page paints and before any module has loaded.
 */
export function themeColorScript(themeKey: string): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `try{var c=${json(THEME_COLORS)}[localStorage.getItem(${json(themeKey)})];if(typeof c==='string')document.querySelector('meta[name="theme-color"]').content=c}catch(e){}`;
}
