import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { CONSOLE_NAV, isCurrent } from './console-nav-items';

/** The console's page list; the current page is marked for assistive technology too. */
export function ConsoleNav(props: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('console.shell.nav.label')}>
      <List>
        {CONSOLE_NAV.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <ListItem key={item.path} disablePadding>
              <ListItemButton
                component={Link}
                to={item.path}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={props.onNavigate}
              >
                <ListItemText primary={t(item.label)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
