import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Brand } from '@/shared/ui/brand';
import { LanguageButtons } from '@/shared/ui/language-buttons';
import { AuthHero } from './auth-hero';

/** The signed-out pages: a brand panel beside the form (the form alone on phones). */
export function Component() {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
      }}
    >
      <AuthHero />
      <Box sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}
        >
          <Box sx={{ display: { md: 'none' } }}>
            <Brand size={28} />
          </Box>
          <Box sx={{ ml: 'auto' }}>
            <LanguageButtons />
          </Box>
        </Box>
        <Box
          component="main"
          id="content"
          sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}
        >
          <Box sx={{ width: '100%', maxWidth: 420 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
