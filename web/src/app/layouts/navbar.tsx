import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { NavLink, Link as RouterLink } from 'react-router';
import { UserSearch } from '@/features/search/components/user-search';
import { PATHS } from '@/shared/config/paths';
import type { UserRecord } from '@/shared/lib/pb';
import { Brand } from '@/shared/ui/brand';
import { LanguageMenu } from '@/shared/ui/language-menu';
import { selectedColor } from '@/shared/ui/selected-style';
import { AvatarMenu } from './avatar-menu';
import { NAV_ITEMS } from './nav-items';

/**
 * The default layout's navigation bar: product name, section links, user search, the language
 * switcher and the avatar menu. On phones the links move to the bottom bar and search to a dialog.
 */
export function Navbar({ onSelectUser }: { onSelectUser: (user: UserRecord) => void }) {
  const { t } = useTranslation();
  const [searchOpen, setSearchOpen] = useState(false);

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
        <Box
          component="nav"
          aria-label={t('nav.main')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}
        >
          {NAV_ITEMS.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              color="inherit"
              sx={{
                px: 1.5,
                color: 'text.secondary',
                '&.active': { color: selectedColor, bgcolor: 'action.selected' },
              }}
            >
              {t(`nav.${item.labelKey}`)}
            </Button>
          ))}
        </Box>
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
        <IconButton
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          onClick={() => setSearchOpen(true)}
          aria-label={t('search.open')}
        >
          <SearchIcon />
        </IconButton>
        <LanguageMenu compact />
        <AvatarMenu />
      </Toolbar>
      <Dialog
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        fullWidth
        aria-labelledby="search-dialog-title"
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      >
        <DialogTitle id="search-dialog-title">{t('search.label')}</DialogTitle>
        <DialogContent sx={{ minHeight: 280 }} role="search">
          <UserSearch
            autoFocus
            onSelect={(user) => {
              setSearchOpen(false);
              onSelectUser(user);
            }}
          />
        </DialogContent>
      </Dialog>
    </AppBar>
  );
}
