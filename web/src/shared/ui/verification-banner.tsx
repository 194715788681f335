import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '../hooks/use-error-text';
import { resendVerification } from '../lib/account-api';
import { notify } from './notify';

/** Reminds an unverified user to confirm their address, with a resend button. */
export function VerificationBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const resend = () => {
    setBusy(true);
    resendVerification(email)
      .then(() => notify.success(t('verification.sent', { email })))
      .catch((error: unknown) => notify.error(errorText(error)))
      .finally(() => setBusy(false));
  };
  return (
    <Alert
      severity="info"
      // A long address wraps rather than scrolling the message sideways on a phone.
      sx={{ mb: 3, alignItems: 'center', '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      action={
        <Button color="inherit" size="small" onClick={resend} loading={busy}>
          {t('verification.resend')}
        </Button>
      }
    >
      {t('verification.pending', { email })}
    </Alert>
  );
}
