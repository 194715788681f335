import { useTranslation } from '@/i18n/i18n';
import { useNavigate } from 'react-router';
import { RegisterForm } from '@/features/auth/components/register-form';
import { currentLanguage } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import { useSignedOutTitle } from '@/shared/hooks/use-signed-out-title';
import { notify } from '@/shared/ui/notify';

/** `/register` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSignedOutTitle(t('auth.register.title'));
  const onRegistered = (email: string, verificationSent: boolean) => {
    notify.success(
      t('auth.register.done'),
      verificationSent ? t('auth.register.verificationSent', { email }) : undefined,
    );
    void navigate(PATHS.home, { replace: true });
  };
  return <RegisterForm language={currentLanguage()} onRegistered={onRegistered} />;
}
