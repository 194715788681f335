import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { FormAlert } from '@/shared/ui/form-alert';
import { SubmitButton } from '@/shared/ui/submit-button';
import { ConsoleAuthCard } from './console-auth-card';
import { ConsoleEmailField } from './console-email-field';
import { consoleClient, SUPERUSERS } from './console-session';
import { useConsoleAction } from './use-console-action';

/**
 * `/_/request-password-reset`: a superuser who forgot the password asks for a link by email.
 * The answer is the same whether or not the address belongs to a superuser.
 */
export function ConsoleRequestResetPage() {
  const { t } = useTranslation();
  const title = t('console.shell.reset.requestTitle');
  useDocumentTitle(t('console.shell.documentTitle', { title }));
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const action = useConsoleAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    void action.run(async () => {
      await (await consoleClient()).collection(SUPERUSERS).requestPasswordReset(address);
      setSentTo(address);
    });
  };

  return (
    <ConsoleAuthCard title={title} lead={t('console.shell.reset.requestLead')} onSubmit={submit}>
      <FormAlert error={action.error} />
      <Stack spacing={2}>
        {sentTo ? (
          <Alert severity="success" role="status">
            {t('console.shell.reset.sent', { email: sentTo })}
          </Alert>
        ) : (
          <>
            <ConsoleEmailField value={email} onChange={setEmail} />
            <SubmitButton busy={action.busy}>{t('console.shell.reset.send')}</SubmitButton>
          </>
        )}
        <Button component={Link} to="/_/login">
          {t('console.shell.reset.backToSignIn')}
        </Button>
      </Stack>
    </ConsoleAuthCard>
  );
}
