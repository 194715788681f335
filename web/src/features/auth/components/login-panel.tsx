import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { whenIdle } from '@/shared/lib/idle';
import type { SignInMethods } from '../api/auth-api';
import { fetchSignInMethods } from '../api/auth-api';
import { AuthHeading } from './auth-heading';
import { CodeSignInForm } from './code-sign-in-form';
import { PasswordSignInForm } from './password-sign-in-form';
import { ProviderButtons } from './provider-buttons';

// Until the server answers, offer what a default install has: the password.
const ASSUMED_METHODS: SignInMethods = { password: true, otp: false, providers: [] };

function useSignInMethods(): SignInMethods {
  const [methods, setMethods] = useState(ASSUMED_METHODS);
  useEffect(() => {
    let current = true;
    // Asked once the page is idle: the form is usable before the SDK has even loaded.
    whenIdle(() => {
      fetchSignInMethods()
        .then((answer) => current && setMethods(answer))
        // eslint-disable-next-line no-console -- the defaults still let people sign in.
        .catch((error: unknown) => console.warn('Could not list the sign-in methods:', error));
    });
    return () => {
      current = false;
    };
  }, []);
  return methods;
}

/** The sign-in page's content: password or emailed code, OAuth2 providers, and the way to register. */
export function LoginPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const methods = useSignInMethods();
  const [tab, setTab] = useState<'password' | 'code'>('password');
  const showTabs = methods.password && methods.otp;
  const current = !methods.password ? 'code' : !methods.otp ? 'password' : tab;

  return (
    <Box>
      <AuthHeading title={t('auth.login.title')} lead={t('auth.login.lead')} />
      {showTabs && (
        <Tabs
          value={current}
          onChange={(_event, value: 'password' | 'code') => setTab(value)}
          variant="fullWidth"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="password"
            label={t('auth.login.passwordTab')}
            id="tab-password"
            aria-controls="panel-login"
          />
          <Tab
            value="code"
            label={t('auth.login.codeTab')}
            id="tab-code"
            aria-controls="panel-login"
          />
        </Tabs>
      )}
      <Box
        id="panel-login"
        role={showTabs ? 'tabpanel' : undefined}
        aria-labelledby={showTabs ? `tab-${current}` : undefined}
      >
        {current === 'password' ? (
          <PasswordSignInForm onSignedIn={onSignedIn} />
        ) : (
          <CodeSignInForm onSignedIn={onSignedIn} />
        )}
      </Box>
      <ProviderButtons providers={methods.providers} onSignedIn={onSignedIn} />
      <Typography sx={{ mt: 4, textAlign: 'center' }} color="text.secondary">
        {t('auth.login.noAccount')}{' '}
        <Link component={RouterLink} to={PATHS.register} sx={{ fontWeight: 600 }}>
          {t('auth.login.createAccount')}
        </Link>
      </Typography>
    </Box>
  );
}
