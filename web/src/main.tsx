import { startApp } from './app/app';
// note: in the entry's stylesheet, so that the signed-out pages' first paint (index.html's shell,
// vite.config.ts) has its styles before any script has run.
import '@fontsource-variable/inter/wght.css';
import './app/layouts/auth-layout.css';
import './shared/ui/plain/plain.css';

/**
 * Shows the app in place of index.html's first-paint shell once it has rendered a page (not the
 * loader it shows meanwhile), in one frame, so the page never blinks.
 */
function replaceShellWhenRendered(container: HTMLElement): void {
  const shell = document.querySelector('[data-first-paint]');
  if (!shell) return;
  const observer = new MutationObserver(() => {
    if (!container.firstElementChild || container.querySelector('.h-loader')) return;
    observer.disconnect();
    shell.remove();
    container.hidden = false;
  });
  observer.observe(container, { childList: true, subtree: true });
}

const container = document.getElementById('app');
if (container) {
  replaceShellWhenRendered(container);
  void startApp(container);
}
