import type { PersonRef } from '@hearth/shared';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from '@/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { UserSearch } from '@/features/search/components/user-search';
import { PATHS } from '@/shared/config/paths';
import { Brand } from '@/shared/ui/brand';
import { LanguageMenu } from '@/shared/ui/language-menu';
import { AvatarMenu } from './avatar-menu';
import { DesktopNav } from './desktop-nav';
import { MobileSearch } from './mobile-search';

/**
 * The default layout's navigation bar: product name, section links, user search, the language
 * switcher and the avatar menu. On phones the links move to the bottom bar and search to a screen
 * of its own.
 */
export function Navbar({ onSelectUser }: { onSelectUser: (person: PersonRef) => void }) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        backdropFilter: 'saturate(180%) blur(12px)',
      }}
    >
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 60 } }}>
        <Link
          component={RouterLink}
          to={PATHS.home}
          color="inherit"
          underline="none"
          aria-label={t('nav.homeLink')}
        >
          <Brand size={30} />
        </Link>
        <DesktopNav />
        <Box
          sx={{
            flex: 1,
            display: { xs: 'none', sm: 'flex' },
            justifyContent: 'center',
            maxWidth: 420,
            mx: 'auto',
          }}
          role="search"
        >
          <UserSearch onSelect={onSelectUser} />
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
        <MobileSearch onSelectUser={onSelectUser} />
        <LanguageMenu compact />
        <AvatarMenu />
      </Toolbar>
    </AppBar>
  );
}
