import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useUserInfo } from '@/shared/hooks/use-user-info';
import { AppStatusSlot } from '@/shared/pwa/app-status-slot';
import { clearChunkReloadFlag } from '../lazy-route';

/**
 * The root shell (spec section 2): a full-height area around the router outlet whose background
 * is the signed-in user's background image. Plain elements styled by app/base.css: it paints
 * before any component library has loaded.
 */
export function RootShell() {
  const user = useUserInfo();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';

  useEffect(() => {
    if (!busy) clearChunkReloadFlag();
  }, [busy]);

  return (
    <div className="h-shell">
      {user && (
        // A fixed layer rather than `background-attachment: fixed`, which phones ignore; the veil
        // of the page colour keeps text readable on any picture, light or dark.
        <div
          aria-hidden="true"
          data-testid="user-background"
          className="h-shell-background"
          style={{
            backgroundImage: `linear-gradient(var(--h-veil), var(--h-veil)), url("${user.backgroundUrl}")`,
          }}
        />
      )}
      {busy && <div className="h-progress" role="progressbar" />}
      <AppStatusSlot />
      <div className="h-shell-content">
        <Outlet />
      </div>
    </div>
  );
}
