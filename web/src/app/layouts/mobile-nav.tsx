import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useTranslation } from '@/i18n/i18n';
import { NavLink, useLocation } from 'react-router';
import { FriendRequestsBadge, FriendRequestsCountText } from './nav-badge';
import { NAV_ITEMS } from './nav-items';

/** The section links at the bottom of a phone screen, within reach of a thumb. */
export function MobileNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = NAV_ITEMS.find((item) => pathname.startsWith(item.to))?.to ?? false;
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
                {item.requestsBadge && <FriendRequestsCountText />}
              </>
            }
            icon={
              item.requestsBadge ? (
                <FriendRequestsBadge>{item.icon}</FriendRequestsBadge>
              ) : (
                item.icon
              )
            }
            component={NavLink}
            to={item.to}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
