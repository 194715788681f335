import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from '@/i18n/i18n';
import { Outlet } from 'react-router';
import { openPersonCard } from '@/shared/social/person-card-request';
import { ChatLive } from './chat-live';
import { MobileNav } from './mobile-nav';
import { Navbar } from './navbar';
import { PersonCardHost } from './person-card-host';
import { SessionLive } from './session-live';
import { SocialLive } from './social-live';

function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('nav.skipToContent')}
    </Link>
  );
}

/**
 * The signed-in pages: navbar on top, the page below, section links at the bottom on phones, and
 * the one person card any page can open. While shown, the social data stays live and the
 * device's session is watched (signed out elsewhere, it goes to `/login`).
 */
export function Component() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SessionLive />
      <SocialLive />
      <ChatLive />
      <Navbar onSelectUser={openPersonCard} />
      <Container
        component="main"
        id="content"
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 2, sm: 4 }, pb: { xs: 12, md: 6 }, outline: 'none' }}
      >
        <Outlet />
      </Container>
      <MobileNav />
      <PersonCardHost />
    </Box>
  );
}
