import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { SettingsSection } from './settings-sections';
import { SETTINGS_SECTIONS } from './settings-sections';

const labelKey = {
  application: 'console.settings.application.title',
  mail: 'console.settings.mail.title',
  'sign-in': 'console.settings.signIn.title',
  'rate-limits': 'console.settings.rateLimits.title',
  'trusted-proxy': 'console.settings.trustedProxy.title',
  tokens: 'console.settings.tokens.title',
  logs: 'console.settings.logs.title',
} as const;

/** The sections: tabs on wide screens, a list on phones (the open section marked). */
export function SettingsMenu({ current }: { current: SettingsSection }) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  if (wide) {
    return (
      <Tabs
        value={current}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('console.settings.sections')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {SETTINGS_SECTIONS.map((section) => (
          <Tab
            key={section}
            value={section}
            label={t(labelKey[section])}
            component={Link}
            to={`/_/settings/${section}`}
          />
        ))}
      </Tabs>
    );
  }
  return (
    <nav aria-label={t('console.settings.sections')}>
      <List dense sx={{ mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {SETTINGS_SECTIONS.map((section) => (
          <ListItem key={section} disablePadding>
            <ListItemButton
              component={Link}
              to={`/_/settings/${section}`}
              selected={section === current}
              aria-current={section === current ? 'page' : undefined}
            >
              <ListItemText primary={t(labelKey[section])} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}

/** A section's title key, for the tab title. */
export function sectionTitleKey(section: SettingsSection) {
  return labelKey[section];
}
