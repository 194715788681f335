import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { LanguageMenu } from '@/shared/ui/language-menu';
import { ConsoleNav } from './console-nav';
import { SkipLink } from './skip-link';
import { SuperuserMenu } from './superuser-menu';

const SIDEBAR_WIDTH = 220;
const MAIN_ID = 'console-main';

/** The signed-in console: top bar, side navigation (a drawer on phones) and the page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width:600px)');
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink target={MAIN_ID} />
      <AppBar
        position="fixed"
        color="default"
        elevation={1}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {phone && (
            <IconButton
              edge="start"
              color="inherit"
              aria-label={t('console.shell.openNavigation')}
              aria-expanded={drawerOpen ? 'true' : 'false'}
              aria-controls="console-drawer"
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="p" noWrap sx={{ flex: 1 }}>
            {t('console.shell.name')}
          </Typography>
          {!phone && (
            <Button color="inherit" component={Link} to="/">
              {t('console.shell.backToApp')}
            </Button>
          )}
          <LanguageMenu compact={phone} />
          <SuperuserMenu />
        </Toolbar>
      </AppBar>
      {phone ? (
        <Drawer id="console-drawer" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <Box sx={{ width: SIDEBAR_WIDTH }}>
            <ConsoleNav onNavigate={() => setDrawerOpen(false)} />
            <Button component={Link} to="/" sx={{ mx: 2 }}>
              {t('console.shell.backToApp')}
            </Button>
          </Box>
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{
            width: SIDEBAR_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH },
          }}
        >
          <Toolbar />
          <ConsoleNav />
        </Drawer>
      )}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, outline: 'none' }}
      >
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
