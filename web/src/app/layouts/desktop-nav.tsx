import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/i18n';
import { NavLink } from 'react-router';
import { selectedColor } from '@/shared/ui/selected-style';
import { NavCountBadge, NavCountText } from './nav-count';
import { NAV_ITEMS } from './nav-items';

/** The section links in the navbar on wider screens (phones get the bottom bar instead). */
export function DesktopNav() {
  const { t } = useTranslation();
  return (
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
          <NavCountBadge kind={item.badge} inline>
            <span>{t(`nav.${item.labelKey}`)}</span>
          </NavCountBadge>
          <NavCountText kind={item.badge} />
        </Button>
      ))}
    </Box>
  );
}
