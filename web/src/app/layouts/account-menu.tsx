import ChevronRight from '@mui/icons-material/ChevronRight';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Logout from '@mui/icons-material/Logout';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import type { UserInfo } from '@/shared/lib/user-info';

const LINKS = [
  { to: PATHS.profile, labelKey: 'editProfile', icon: <EditOutlined fontSize="small" /> },
  { to: PATHS.settings, labelKey: 'settings', icon: <SettingsOutlined fontSize="small" /> },
] as const;

/**
 * The personal menu. Its head is who is signed in (avatar, nickname, email) and opens the
 * personal area; below it, the two things to do there (edit the profile, the settings) and
 * signing out: one entry per destination, each named for what it does.
 */
export function AccountMenu(props: {
  user: UserInfo;
  anchor: HTMLElement | null;
  onClose: () => void;
  onGo: (to: string) => void;
  onLogOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      id="account-menu"
      anchorEl={props.anchor}
      open={Boolean(props.anchor)}
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 288, maxWidth: 'calc(100vw - 32px)', mt: 1 } } }}
    >
      <MenuItem onClick={() => props.onGo(PATHS.me)} sx={{ gap: 1.5, py: 1.5 }}>
        <Avatar src={props.user.avatarUrl} alt="" sx={{ width: 44, height: 44 }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 650 }} noWrap>
            {props.user.nickname}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {props.user.email}
          </Typography>
          <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
            {t('nav.openMe')}
          </Typography>
        </Box>
        <ChevronRight aria-hidden="true" color="action" />
      </MenuItem>
      <Divider />
      {LINKS.map((link) => (
        <MenuItem key={link.to} onClick={() => props.onGo(link.to)}>
          <ListItemIcon>{link.icon}</ListItemIcon>
          {t(`nav.${link.labelKey}`)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem onClick={props.onLogOut}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('nav.logOut')}
      </MenuItem>
    </Menu>
  );
}
