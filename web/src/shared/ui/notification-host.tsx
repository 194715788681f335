import type { ComponentType } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle';
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

/** Mounts the notification area when the page is idle or a notification is raised, whichever is first. */
export function NotificationHost({ mode }: { mode: 'light' | 'dark' }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    whenIdle(() => setWanted(true));
    return onNotificationDemand(() => setWanted(true));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications mode={mode} />
    </Suspense>
  );
}
