import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useUserInfo } from '@/shared/hooks/use-user-info';
import { signOut } from '@/shared/sessions/sign-out';
import { notify } from '@/shared/ui/notify';
import { AccountMenu } from './account-menu';

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
    void signOut();
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
      <AccountMenu
        user={user}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        onGo={go}
        onLogOut={logOut}
      />
    </>
  );
}
