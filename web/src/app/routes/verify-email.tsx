import { useTranslation } from '@/i18n/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';
import { PATHS } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useCurrentUser } from '@/shared/lib/session';

/** `/verify-email?token=…`, opened from the verification mail, signed in or not. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  useDocumentTitle(t('auth.verify.title'));
  return (
    <VerifyEmailStatus
      token={params.get('token')}
      continueLabel={user ? t('auth.verify.toHome') : t('auth.verify.toLogin')}
      onContinue={() => void navigate(user ? PATHS.home : PATHS.login, { replace: true })}
    />
  );
}
