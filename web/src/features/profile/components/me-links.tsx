import ChevronRight from '@mui/icons-material/ChevronRight';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '@/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** Where to change what the personal area shows: the profile and the settings. */
export function MeLinks() {
  const { t } = useTranslation();
  const links = [
    {
      to: PATHS.profile,
      icon: <EditOutlined />,
      title: t('me.editProfile'),
      body: t('me.editProfileBody'),
    },
    {
      to: PATHS.settings,
      icon: <SettingsOutlined />,
      title: t('me.settings'),
      body: t('me.settingsBody'),
    },
  ];
  return (
    <Card>
      <List disablePadding>
        {links.map((link) => (
          // A list holds items: each link sits in one.
          <ListItem key={link.to} disablePadding>
            <ListItemButton component={RouterLink} to={link.to} sx={{ py: 2 }}>
              <ListItemIcon sx={{ color: 'primary.main' }}>{link.icon}</ListItemIcon>
              <ListItemText primary={link.title} secondary={link.body} />
              <ChevronRight aria-hidden="true" color="action" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
