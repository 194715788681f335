import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { fieldErrorsOf } from '@/shared/lib/api-error';
import { useFieldErrorText } from '@/shared/hooks/use-error-text';
import { confirmVerification } from '../api/auth-api';
import { AuthHeading } from './auth-heading';

type Status = { state: 'working' } | { state: 'done' } | { state: 'failed'; error: unknown };

/** Confirms an email address from the mailed link, as soon as the page opens. */
export function VerifyEmailStatus(props: {
  token: string | null;
  onContinue: () => void;
  continueLabel: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const [status, setStatus] = useState<Status>(
    props.token ? { state: 'working' } : { state: 'failed', error: null },
  );
  const started = useRef(false);

  useEffect(() => {
    // note: StrictMode runs effects twice in development; a token is confirmed once.
    if (!props.token || started.current) return;
    started.current = true;
    confirmVerification(props.token)
      .then(() => setStatus({ state: 'done' }))
      .catch((error: unknown) => setStatus({ state: 'failed', error }));
  }, [props.token]);

  const tokenError = status.state === 'failed' ? fieldErrorsOf(status.error)['token'] : undefined;

  return (
    <Box>
      <AuthHeading title={t('auth.verify.title')} />
      {status.state === 'working' && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          {t('auth.verify.working')}
        </Box>
      )}
      {status.state === 'done' && (
        <Alert severity="success" role="status">
          {t('auth.verify.done')}
        </Alert>
      )}
      {status.state === 'failed' && (
        <Alert severity="error" role="alert">
          {!props.token
            ? t('auth.verify.missingToken')
            : tokenError
              ? fieldErrorText(tokenError)
              : errorText(status.error)}
        </Alert>
      )}
      {status.state !== 'working' && (
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
          onClick={props.onContinue}
        >
          {props.continueLabel}
        </Button>
      )}
    </Box>
  );
}
