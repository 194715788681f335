import { useTranslation } from '@/i18n/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { ForgetRequestForm } from '@/features/auth/components/forget-request-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { PATHS } from '@/shared/config/paths';
import { useSignedOutTitle } from '@/shared/hooks/use-signed-out-title';
import { clearSession } from '@/shared/lib/session';
import { notify } from '@/shared/ui/notify';

/** `/forget`: request a reset link, or (with `?token=` from the mail) set the new password. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  useSignedOutTitle(token ? t('auth.reset.title') : t('auth.forget.title'));
  if (!token) return <ForgetRequestForm />;

  const onDone = (email: string | null) => {
    // A new password ends every session, this browser's included.
    clearSession();
    notify.success(t('auth.reset.done'));
    // The address goes in the history entry's state, not the URL, so no log or Referer sees it.
    void navigate(PATHS.login, { replace: true, state: email ? { email } : null });
  };
  return <ResetPasswordForm token={token} onDone={onDone} />;
}
