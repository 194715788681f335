import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { RootShell } from './layouts/root-shell';
import { loadAllMessages, loadPluginMessages } from '@/i18n/i18n';
import { lazyRoute, trackNavigationTarget } from './lazy-route';
import { navigationGuard } from './navigation-guard';
import { RouteError } from './route-error';
import { setSignedInPreload } from './signed-in-preload';

const child = (path: string) => path.replace(/^\//, '');
/** A module of the pages beyond the signed-out ones, ready once all their messages are in. */
const withAllMessages = async <T,>(module: Promise<T>): Promise<T> =>
  (await Promise.all([module, loadAllMessages()]))[0];
/** A page module that shows plugins, ready once the plugin screens' messages are in. */
const withPluginMessages = async <T,>(page: Promise<T>): Promise<T> =>
  (await Promise.all([page, loadPluginMessages()]))[0];

/**
 * Spec section 2: history mode with base `/`, every page loaded lazily, one root shell, the
 * signed-in pages inside the default layout and any unmatched path on the not-found page.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: PATHS.root,
    loader: navigationGuard,
    // note: the guard must run on every navigation, not only when params change.
    shouldRevalidate: () => true,
    Component: RootShell,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        // The sign-in pages: plain elements, so their first paint carries no component library.
        lazy: lazyRoute(() => import('./layouts/auth-layout')),
        children: [
          { path: child(PATHS.login), lazy: lazyRoute(() => import('./routes/login')) },
          { path: child(PATHS.register), lazy: lazyRoute(() => import('./routes/register')) },
          { path: child(PATHS.forget), lazy: lazyRoute(() => import('./routes/forget')) },
        ],
      },
      {
        // Every other page is built with the component library and its theme.
        lazy: lazyRoute(() => withAllMessages(import('./layouts/mui-theme'))),
        children: [
          {
            lazy: lazyRoute(() => import('./layouts/auth-layout')),
            children: [
              {
                path: child(PATHS.verifyEmail),
                lazy: lazyRoute(() => import('./routes/verify-email')),
              },
              {
                path: child(PATHS.confirmEmailChange),
                lazy: lazyRoute(() => import('./routes/confirm-email-change')),
              },
            ],
          },
          {
            lazy: lazyRoute(() => import('./layouts/default-layout')),
            children: [
              {
                path: child(PATHS.home),
                lazy: lazyRoute(() => withPluginMessages(import('./routes/home'))),
              },
              { path: child(PATHS.me), lazy: lazyRoute(() => import('./routes/me')) },
              {
                path: child(PATHS.profile),
                lazy: lazyRoute(() => import('./routes/me-profile')),
              },
              {
                path: child(PATHS.settings),
                lazy: lazyRoute(() => import('./routes/me-setting')),
              },
              {
                path: child(PATHS.chat),
                lazy: lazyRoute(() => withPluginMessages(import('./routes/chat'))),
                children: [
                  { index: true, lazy: lazyRoute(() => import('./routes/chat-index')) },
                  {
                    path: ':chatId',
                    lazy: lazyRoute(() => import('./routes/chat-conversation')),
                  },
                ],
              },
              { path: child(PATHS.friend), lazy: lazyRoute(() => import('./routes/friend')) },
              {
                path: child(PATHS.plugin),
                lazy: lazyRoute(() => withPluginMessages(import('./routes/plugin'))),
              },
            ],
          },
          { path: child(PATHS.notFound), lazy: lazyRoute(() => import('./routes/not-found')) },
          { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/** The first signed-in page's modules and messages; errors show again, and are handled, on use. */
function preloadHome(): void {
  const ignore = () => undefined;
  void withAllMessages(import('./layouts/mui-theme')).catch(ignore);
  void import('./layouts/default-layout').catch(ignore);
  void withPluginMessages(import('./routes/home')).catch(ignore);
}

/** Creates the browser router (history mode). */
export function createAppRouter() {
  setSignedInPreload(preloadHome);
  const router = createBrowserRouter(routes);
  trackNavigationTarget(() => {
    const target = router.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : null;
  });
  return router;
}
