import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useTranslation } from '@/i18n/i18n';
import { NavLink, useLocation, useMatch } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { NavCountBadge, NavCountText } from './nav-count';
import { NAV_ITEMS } from './nav-items';

/** The section links at the bottom of a phone screen, within reach of a thumb. */
export function MobileNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = NAV_ITEMS.find((item) => pathname.startsWith(item.to))?.to ?? false;
  // A conversation takes the whole phone screen, as in any messenger; its back button leads out.
  const inConversation = useMatch(`${PATHS.chat}/:chatId`) !== null;
  if (inConversation) return null;
  return (
    <Paper
      component="nav"
      aria-label={t('nav.main')}
      elevation={0}
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation value={active} showLabels>
        {NAV_ITEMS.map((item) => (
          <BottomNavigationAction
            key={item.to}
            value={item.to}
            label={
              <>
                {t(`nav.${item.labelKey}`)}
                <NavCountText kind={item.badge} />
              </>
            }
            icon={<NavCountBadge kind={item.badge}>{item.icon}</NavCountBadge>}
            component={NavLink}
            to={item.to}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
