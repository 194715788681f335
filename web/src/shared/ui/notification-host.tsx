import type { ComponentType } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onNotificationDemand } from './notify';

type AreaProps = { mode: 'light' | 'dark' };

const Notifications = lazy((): Promise<{ default: ComponentType<AreaProps> }> =>
  import('./notifications')
    .then((module) => ({ default: module.Notifications }))
    .catch((error: unknown) => {
      // eslint-disable-next-line no-console -- notifications are a nicety; the app goes on without.
      console.error('Failed to load the notification area:', error);
      return { default: () => null };
    }),
);

/**
 * Mounts the notification area when the first notification is raised: most visits to the sign-in
 * page raise none, so the notification library is not part of what that page loads.
 */
export function NotificationHost({ mode }: { mode: 'light' | 'dark' }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onNotificationDemand(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications mode={mode} />
    </Suspense>
  );
}
