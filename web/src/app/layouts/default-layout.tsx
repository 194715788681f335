import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Outlet, useNavigate } from 'react-router';
import { UserPreviewDialog } from '@/features/search/components/user-preview-dialog';
import { PATHS } from '@/shared/config/paths';
import type { UserRecord } from '@/shared/lib/user-record';
import { MobileNav } from './mobile-nav';
import { Navbar } from './navbar';

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

/** The signed-in pages: navbar on top, the page below, section links at the bottom on phones. */
export function Component() {
  const navigate = useNavigate();
  const [preview, setPreview] = useState<UserRecord | null>(null);
  const goWith = (path: string) => (user: UserRecord) => {
    setPreview(null);
    void navigate(`${path}?user=${encodeURIComponent(user.id)}`);
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Navbar onSelectUser={setPreview} />
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
      <UserPreviewDialog
        user={preview}
        onClose={() => setPreview(null)}
        onMessage={goWith(PATHS.chat)}
        onAddFriend={goWith(PATHS.friend)}
      />
    </Box>
  );
}
