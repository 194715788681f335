import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { FormAlert } from '@/shared/ui/form-alert';
import { PasswordField } from '@/shared/ui/password-field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TextInput } from '@/shared/ui/text-input';
import { ConsoleAuthCard } from './console-auth-card';
import { ConsoleEmailField } from './console-email-field';
import { afterSignInPath } from './console-redirect';
import { consoleClient, SUPERUSERS, useConsoleSuperuser } from './console-session';
import { useConsoleSignIn } from './use-console-sign-in';

/** Whether superusers may sign in with a one-time code instead of a password. */
function useOtpEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let current = true;
    void consoleClient()
      .then((client) => client.collection(SUPERUSERS).listAuthMethods())
      .then((methods) => current && setEnabled(methods.otp.enabled))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return enabled;
}

/** `/_/login`: a superuser signs in to the console; the user's own session is left alone. */
export function ConsoleSignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('console.shell.documentTitle', { title: t('console.shell.signIn.title') }));
  const superuser = useConsoleSuperuser();
  const location = useLocation();
  const navigate = useNavigate();
  const target = afterSignInPath(location.search);
  const flow = useConsoleSignIn(() => void navigate(target, { replace: true }));
  const otpEnabled = useOtpEnabled();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  if (superuser) return <Navigate to={target} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.step.kind === 'code') void flow.verify(code.trim());
    else void flow.signIn(email.trim(), password);
  };

  return (
    <ConsoleAuthCard
      title={t('console.shell.signIn.title')}
      lead={
        flow.step.kind === 'code'
          ? `${flow.step.mfaId ? `${t('console.shell.signIn.mfaLead')} ` : ''}${t('console.shell.signIn.codeLead', { email: flow.step.email })}`
          : t('console.shell.signIn.lead')
      }
      onSubmit={submit}
    >
      <FormAlert error={flow.error} />
      {flow.step.kind === 'code' ? (
        <Stack spacing={2}>
          <TextInput
            label={t('console.shell.signIn.code')}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            required
          />
          <SubmitButton busy={flow.busy}>{t('console.shell.signIn.verify')}</SubmitButton>
          <Button onClick={flow.back}>{t('console.shell.signIn.back')}</Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <ConsoleEmailField value={email} onChange={setEmail} />
          <PasswordField
            label={t('console.shell.signIn.password')}
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            required
          />
          <SubmitButton busy={flow.busy}>{t('console.shell.signIn.submit')}</SubmitButton>
          {otpEnabled && (
            <Button
              disabled={flow.busy || !email.trim()}
              onClick={() => void flow.sendCode(email.trim())}
            >
              {t('console.shell.signIn.sendCode')}
            </Button>
          )}
          <Button component={Link} to="/_/request-password-reset">
            {t('console.shell.reset.forgot')}
          </Button>
        </Stack>
      )}
    </ConsoleAuthCard>
  );
}
