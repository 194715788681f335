import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { signOutOfConsole, useConsoleSuperuser } from './console-session';

/** The top bar's account menu: who is signed in, and sign-out (of the console only). */
export function SuperuserMenu() {
  const { t } = useTranslation();
  const superuser = useConsoleSuperuser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('console.shell.account.menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'console-account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu
        id="console-account-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
      >
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('console.shell.account.signedInAs', { email: superuser?.email ?? '' })}
        </Typography>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOutOfConsole();
          }}
        >
          {t('console.shell.account.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
