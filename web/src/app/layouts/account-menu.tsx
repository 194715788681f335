import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
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
  { to: PATHS.me, labelKey: 'me', icon: <AccountCircleOutlined fontSize="small" /> },
  { to: PATHS.profile, labelKey: 'profile', icon: <PersonOutline fontSize="small" /> },
  { to: PATHS.settings, labelKey: 'settings', icon: <SettingsOutlined fontSize="small" /> },
] as const;

/** The personal menu: who is signed in, their pages, and signing out. */
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
      slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
    >
      {/* note: MenuList hands its first child the focus props, so this stays a direct child. */}
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography sx={{ fontWeight: 650 }} noWrap>
          {props.user.nickname}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {props.user.email}
        </Typography>
      </Box>
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
