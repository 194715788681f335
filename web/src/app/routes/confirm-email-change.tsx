import { useTranslation } from '@/i18n/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmEmailChangeForm } from '@/features/auth/components/confirm-email-change-form';
import { PATHS } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { clearSession } from '@/shared/lib/session';
import { notify } from '@/shared/ui/notify';

/** `/confirm-email-change?token=…`, opened from the email-change mail, signed in or not. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('auth.emailChange.title'));
  const onDone = (email: string | null) => {
    // The new address ends every session; sign in again with it.
    clearSession();
    notify.success(t('auth.emailChange.done'));
    // In the history entry's state, as forget.tsx does: no URL, log or Referer sees it.
    void navigate(PATHS.login, { replace: true, state: email ? { email } : null });
  };
  return <ConfirmEmailChangeForm token={params.get('token')} onDone={onDone} />;
}
