import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startI18n } from '@/i18n/i18n';
import { readEnv } from '@/shared/config/env';
import { whenIdle } from '@/shared/lib/idle';
import { loadPb } from '@/shared/lib/load-pb';
import { ensureVisitorId, fetchVisitorId } from '@/shared/lib/visitor-id';
import { Providers } from './providers';
import { createAppRouter } from './router';

/** Computes the visitor id once the page is idle, so it never competes with the first paint. */
function scheduleVisitorId(): void {
  const env = readEnv();
  const run = () =>
    void ensureVisitorId({
      getCookies: () => document.cookie,
      setCookie: (cookie) => {
        document.cookie = cookie;
      },
      fetchVisitorId: () => fetchVisitorId(env.fingerprintProKey, env.fingerprintProRegion),
      // eslint-disable-next-line no-console -- failures are logged and never block the app.
      logError: (...args) => console.error(...args),
    });
  whenIdle(run, 3000);
}

/** Starts the app in `container` (spec section 2: the element with id `app`). */
export async function startApp(container: HTMLElement): Promise<void> {
  await startI18n();
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  scheduleVisitorId();
  // The SDK is not needed for the first paint; have it ready before the first click.
  whenIdle(() => void loadPb().catch(() => undefined));
}
