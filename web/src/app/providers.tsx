import type { ReactNode } from 'react';
import { useLayoutEffect } from 'react';
import { SURFACES, useSurface } from '@/shared/lib/theme-preference';
import { NotificationHost } from '@/shared/ui/notification-host';

/**
 * Everything every page relies on: the stored surface on `<html>` (app/base.css colours the page
 * from it, before any component library has loaded) and notifications.
 */
export function Providers({ children }: { children: ReactNode }) {
  const surface = useSurface();
  useLayoutEffect(() => {
    document.documentElement.dataset['surface'] = surface;
  }, [surface]);
  return (
    <>
      {children}
      <NotificationHost mode={SURFACES[surface].mode} />
    </>
  );
}
