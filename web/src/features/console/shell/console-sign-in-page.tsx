import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { FormAlert } from '@/shared/ui/form-alert';
import { LanguageMenu } from '@/shared/ui/language-menu';
import { PasswordField } from '@/shared/ui/password-field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TextInput } from '@/shared/ui/text-input';
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
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 420 }}
      >
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
        >
          <Button component={Link} to="/" size="small">
            {t('console.shell.backToApp')}
          </Button>
          <LanguageMenu compact />
        </Stack>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('console.shell.signIn.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {flow.step.kind === 'code'
            ? `${flow.step.mfaId ? `${t('console.shell.signIn.mfaLead')} ` : ''}${t('console.shell.signIn.codeLead', { email: flow.step.email })}`
            : t('console.shell.signIn.lead')}
        </Typography>
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
            <TextInput
              label={t('console.shell.signIn.email')}
              name="email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="username"
              autoFocus
              required
            />
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
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
