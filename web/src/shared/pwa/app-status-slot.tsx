import { Suspense, lazy } from 'react';

const AppStatus = lazy(() =>
  import('./app-status').then((module) => ({ default: module.AppStatus })),
);

/**
 * Where the offline notice and the update prompt show, on every page. What draws them is a chunk
 * of its own, loaded after the page's first paint (the sign-in page's budget leaves no room).
 */
export function AppStatusSlot() {
  return (
    <Suspense fallback={null}>
      <AppStatus />
    </Suspense>
  );
}
