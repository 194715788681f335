import './base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startI18n } from '@/i18n/i18n';
import { readEnv } from '@/shared/config/env';
import { whenIdle } from '@/shared/lib/idle';
import { loadPb } from '@/shared/lib/load-pb';
import { notify } from '@/shared/ui/notify';
import { Providers } from './providers';
import { createAppRouter } from './router';

/** How long after the page has loaded the visitor id is computed: it is never urgent. */
export const VISITOR_ID_DELAY_MS = 5000;

/**
 * Computes the visitor id well after the page has loaded and is idle: the fingerprint agent is
 * CPU-heavy, so it must not compete with the first paint or the first clicks.
 */
function scheduleVisitorId(): void {
  const env = readEnv();
  // note: the module itself loads only when it runs, seconds after the first paint.
  const run = async () => {
    const { ensureVisitorId, fetchVisitorId } = await import('@/shared/lib/visitor-id');
    await ensureVisitorId({
      getCookies: () => document.cookie,
      setCookie: (cookie) => {
        document.cookie = cookie;
      },
      fetchVisitorId: () => fetchVisitorId(env.fingerprintProKey, env.fingerprintProRegion),
      // eslint-disable-next-line no-console -- failures are logged and never block the app.
      logError: (...args) => console.error(...args),
    });
  };
  const start = () =>
    // eslint-disable-next-line no-console -- the visitor id is never worth breaking the app for.
    run().catch((error: unknown) => console.error('Could not get the visitor identifier:', error));
  const later = () => setTimeout(() => whenIdle(() => void start(), 5000), VISITOR_ID_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * Lets code outside the React tree (extensions, and the browser tests) raise a notification:
 * `dispatchEvent(new CustomEvent('hearth:notify', {detail: {type: 'info', message: 'Hi'}}))`.
 */
function listenForNotifications(): void {
  window.addEventListener('hearth:notify', (event) => {
    if (!(event instanceof CustomEvent)) return;
    const detail: unknown = event.detail;
    if (typeof detail !== 'object' || detail === null) return;
    const type = 'type' in detail ? detail.type : 'info';
    const message = 'message' in detail ? detail.message : null;
    if (typeof message !== 'string' || !message) return;
    if (type === 'success' || type === 'info' || type === 'warning' || type === 'error') {
      notify[type](message);
    }
  });
}

/** Starts the app in `container` (spec section 2: the element with id `app`). */
export async function startApp(container: HTMLElement): Promise<void> {
  // The router starts loading the page's modules (and the guard runs) while the messages load.
  const router = createAppRouter();
  await startI18n();
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  listenForNotifications();
  scheduleVisitorId();
  // The SDK is not needed for the first paint; have it ready before the first click.
  whenIdle(() => void loadPb().catch(() => undefined));
}
