import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { FormAlert } from '@/shared/ui/form-alert';
import { PasswordField } from '@/shared/ui/password-field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { ConsoleAuthCard } from './console-auth-card';
import { consoleClient, SUPERUSERS } from './console-session';
import { useConsoleAction } from './use-console-action';

/**
 * `/_/confirm-password-reset?token=…`: a superuser chooses a new password from the mailed link.
 * A link that no longer works says so (the server's reason) and offers a new one.
 */
export function ConsoleConfirmResetPage() {
  const { t } = useTranslation();
  const title = t('console.shell.reset.confirmTitle');
  useDocumentTitle(t('console.shell.documentTitle', { title }));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [done, setDone] = useState(false);
  const action = useConsoleAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const superusers = (await consoleClient()).collection(SUPERUSERS);
      await superusers.confirmPasswordReset(token, password, passwordConfirm);
      setDone(true);
    });
  };

  return (
    <ConsoleAuthCard title={title} lead={t('console.shell.reset.confirmLead')} onSubmit={submit}>
      <FormAlert error={action.error} />
      <Stack spacing={2}>
        {done ? (
          <Alert severity="success" role="status">
            {t('console.shell.reset.done')}
          </Alert>
        ) : (
          <>
            <PasswordField
              label={t('console.shell.reset.newPassword')}
              name="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="new-password"
              autoFocus
              required
            />
            <PasswordField
              label={t('console.shell.reset.confirmPassword')}
              name="passwordConfirm"
              value={passwordConfirm}
              onChange={(event) => setPasswordConfirm(event.target.value)}
              autoComplete="new-password"
              required
            />
            <SubmitButton busy={action.busy}>{t('console.shell.reset.submit')}</SubmitButton>
            {action.error !== null && (
              <Button component={Link} to="/_/request-password-reset">
                {t('console.shell.reset.newLink')}
              </Button>
            )}
          </>
        )}
        <Button component={Link} to="/_/login" variant={done ? 'contained' : 'text'}>
          {t('console.shell.reset.backToSignIn')}
        </Button>
      </Stack>
    </ConsoleAuthCard>
  );
}
