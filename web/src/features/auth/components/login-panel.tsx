import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import { useStoredSuspensionNotice } from '@/shared/moderation/suspension-signal';
import { AuthFooterLink } from './auth-footer-link';
import { AuthHeading } from './auth-heading';
import { CodeSignInForm } from './code-sign-in-form';
import { PasswordSignInForm } from './password-sign-in-form';
import { ProviderButtons } from './provider-buttons';
import type { SignInTab } from './sign-in-tabs';
import { SignInTabs } from './sign-in-tabs';
import { useSignInMethods } from '../hooks/use-sign-in-methods';

/** Loaded only when there is a suspension to tell about: most visits have none. */
const SuspensionNotice = lazy(async () => ({
  default: (await import('@/shared/moderation/suspension-notice')).SuspensionNotice,
}));

/**
 * The sign-in page's content: password or emailed code, OAuth2 providers, and the way to register.
 * `email` is the address to offer (after a password reset or an email change), else empty; both
 * happen only where passwords are in use, so the password form is the one that offers it.
 */
export function LoginPanel({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const methods = useSignInMethods();
  const [tab, setTab] = useState<SignInTab>('password');
  const showTabs = methods.password && methods.otp;
  const current = !methods.password ? 'code' : !methods.otp ? 'password' : tab;
  const suspended = useStoredSuspensionNotice() !== null;

  return (
    <div>
      <AuthHeading title={t('auth.login.title')} lead={t('auth.login.lead')} />
      {suspended && (
        <Suspense fallback={null}>
          <SuspensionNotice />
        </Suspense>
      )}
      {showTabs && <SignInTabs value={current} onChange={setTab} />}
      <div
        id="panel-login"
        role={showTabs ? 'tabpanel' : undefined}
        aria-labelledby={showTabs ? `tab-${current}` : undefined}
      >
        {current === 'password' ? (
          <PasswordSignInForm email={email} onSignedIn={onSignedIn} />
        ) : (
          <CodeSignInForm onSignedIn={onSignedIn} />
        )}
      </div>
      <ProviderButtons providers={methods.providers} onSignedIn={onSignedIn} />
      <AuthFooterLink lead={t('auth.login.noAccount')} to={PATHS.register}>
        {t('auth.login.createAccount')}
      </AuthFooterLink>
    </div>
  );
}
