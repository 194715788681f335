import type { PluginContext } from '../protocol.js';

/**
 * Dresses the page in the app's theme: `color-scheme` (so form controls and scroll bars match
 * light or dark) and the CSS variables `--hearth-primary`, `--hearth-background` and
 * `--hearth-text` on `root`. Call it again on `onContextChange`: the user may switch themes.
 *
 * @example
 * const hearth = connect();
 * applyTheme((await hearth.context()).theme);
 * hearth.onContextChange((context) => applyTheme(context.theme));
 * // style.css: button { background: var(--hearth-primary); color: var(--hearth-background); }
 */
export function applyTheme(
  theme: PluginContext['theme'],
  root: HTMLElement = document.documentElement,
): void {
  root.style.colorScheme = theme.mode === 'dark' ? 'dark' : 'light';
  root.dataset.theme = theme.mode === 'dark' ? 'dark' : 'light';
  root.style.setProperty('--hearth-primary', theme.primary);
  root.style.setProperty('--hearth-background', theme.background);
  root.style.setProperty('--hearth-text', theme.text);
}
