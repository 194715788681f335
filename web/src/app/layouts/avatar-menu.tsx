import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useUserInfo } from '@/shared/hooks/use-user-info';
import { clearSession } from '@/shared/lib/session';
import { notify } from '@/shared/ui/notify';

/** The signed-in user's avatar, opening the personal menu. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  const go = (to: string) => {
    setAnchor(null);
    void navigate(to);
  };
  const logOut = () => {
    setAnchor(null);
    clearSession();
    notify.info(t('auth.loggedOut'));
    void navigate(PATHS.login);
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('nav.accountMenu', { name: user.nickname })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar src={user.avatarUrl} alt="" sx={{ width: 36, height: 36 }} />
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 650 }} noWrap>
            {user.nickname}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={() => go(PATHS.me)}>
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          {t('nav.me')}
        </MenuItem>
        <MenuItem onClick={() => go(PATHS.profile)}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          {t('nav.profile')}
        </MenuItem>
        <MenuItem onClick={() => go(PATHS.settings)}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          {t('nav.settings')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={logOut}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('nav.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
