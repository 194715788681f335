import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { RootShell } from './layouts/root-shell';
import { lazyRoute, trackNavigationTarget } from './lazy-route';
import type { PageName } from './page-modules';
import { navigationGuard } from './navigation-guard';
import { RouteError } from './route-error';
import { setSignedInPreload } from './signed-in-preload';

const child = (path: string) => path.replace(/^\//, '');
/** Loads a page beyond the sign-in ones through the table of page modules (`page-modules.ts`). */
const loadPage = async (name: PageName) => (await import('./page-modules')).PAGE_MODULES[name]();
/** The `lazy` of a route whose module is in that table. */
const page = (name: PageName) => lazyRoute(() => loadPage(name));

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
        lazy: page('muiTheme'),
        children: [
          {
            lazy: lazyRoute(() => import('./layouts/auth-layout')),
            children: [
              {
                path: child(PATHS.verifyEmail),
                lazy: page('verifyEmail'),
              },
              {
                path: child(PATHS.confirmEmailChange),
                lazy: page('confirmEmailChange'),
              },
            ],
          },
          {
            lazy: page('defaultLayout'),
            children: [
              {
                path: child(PATHS.home),
                lazy: page('home'),
              },
              { path: child(PATHS.me), lazy: page('me') },
              {
                path: child(PATHS.profile),
                lazy: page('profile'),
              },
              {
                path: child(PATHS.settings),
                lazy: page('settings'),
              },
              {
                path: child(PATHS.chat),
                lazy: page('chat'),
                children: [
                  { index: true, lazy: page('chatIndex') },
                  {
                    path: ':chatId',
                    lazy: page('chatConversation'),
                  },
                ],
              },
              { path: child(PATHS.friend), lazy: page('friend') },
              {
                path: child(PATHS.plugin),
                lazy: page('plugin'),
              },
            ],
          },
          { path: child(PATHS.notFound), lazy: page('notFound') },
          { path: '*', lazy: page('notFound') },
        ],
      },
    ],
  },
  // The superuser console: beside the root route, so the users' navigation guard never runs there.
  { path: '/_/*', lazy: page('console'), HydrateFallback: PageLoader },
];

/** The first signed-in page's modules and messages; errors show again, and are handled, on use. */
function preloadHome(): void {
  const ignore = () => undefined;
  for (const name of ['muiTheme', 'defaultLayout', 'home'] as const) {
    void loadPage(name).catch(ignore);
  }
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
