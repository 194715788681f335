import { useTranslation } from '@/i18n/i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '@/features/auth/api/auth-api';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { PATHS } from '@/shared/config/paths';
import { useSignedOutTitle } from '@/shared/hooks/use-signed-out-title';

/** `/login` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A finished password reset passes the account's address along (forget.tsx).
  const state: unknown = useLocation().state;
  const email = state && typeof state === 'object' && 'email' in state ? String(state.email) : '';
  useSignedOutTitle(t('auth.login.title'));
  const onSignedIn = () => {
    void navigate(safeRedirect(params.get('redirect'), PATHS.home), { replace: true });
  };
  return <LoginPanel email={email} onSignedIn={onSignedIn} />;
}
