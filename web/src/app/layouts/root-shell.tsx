import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useUserInfo } from '@/shared/hooks/use-user-info';
import { clearChunkReloadFlag } from '../lazy-route';

/**
 * The root shell (spec section 2): a full-height area around the router outlet whose background
 * is the signed-in user's background image.
 */
export function RootShell() {
  const user = useUserInfo();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';

  useEffect(() => {
    if (!busy) clearChunkReloadFlag();
  }, [busy]);

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', position: 'relative' }}>
      {user && (
        // A fixed layer rather than `background-attachment: fixed`, which phones ignore.
        <Box
          aria-hidden="true"
          data-testid="user-background"
          sx={(theme) => {
            // A veil of the page colour keeps text readable on any picture, light or dark.
            const veil = alpha(
              theme.palette.background.default,
              theme.palette.mode === 'dark' ? 0.8 : 0.55,
            );
            return {
              position: 'fixed',
              inset: 0,
              backgroundImage: `linear-gradient(${veil}, ${veil}), url("${user.backgroundUrl}")`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            };
          }}
        />
      )}
      {busy && (
        <LinearProgress
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip', height: 3 }}
        />
      )}
      <Box sx={{ position: 'relative' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
