import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
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
    <Box
      data-testid="root-shell"
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        backgroundImage: user ? `url("${user.backgroundUrl}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        backgroundAttachment: { md: 'fixed' },
      }}
    >
      {busy && (
        <LinearProgress
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip', height: 3 }}
        />
      )}
      <Outlet />
    </Box>
  );
}
