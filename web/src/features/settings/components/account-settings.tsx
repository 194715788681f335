import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { resendVerification } from '@/shared/lib/account-api';
import { notify } from '@/shared/ui/notify';
import { VerifiedChip } from '@/shared/ui/verified-chip';
import { SettingsSection } from './settings-section';

/** The account's verification state (with a resend), and signing out of this device. */
export function AccountSettings(props: { email: string; verified: boolean; onLogOut: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const resend = () => {
    setBusy(true);
    resendVerification(props.email)
      .then(() => notify.success(t('verification.sent', { email: props.email })))
      .catch((error: unknown) => notify.error(errorText(error)))
      .finally(() => setBusy(false));
  };

  return (
    <SettingsSection title={t('settings.account.title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('settings.account.email')}</Typography>
          <Typography color="text.secondary" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {props.email}
          </Typography>
        </Box>
        {props.verified ? (
          <VerifiedChip />
        ) : (
          <Button variant="outlined" onClick={resend} loading={busy}>
            {t('verification.resend')}
          </Button>
        )}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('settings.account.logOutTitle')}</Typography>
          <Typography color="text.secondary" variant="body2">
            {t('settings.account.logOutBody')}
          </Typography>
        </Box>
        <Button variant="outlined" color="inherit" startIcon={<Logout />} onClick={props.onLogOut}>
          {t('nav.logOut')}
        </Button>
      </Box>
    </SettingsSection>
  );
}
