import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { validatePassword, validatePasswordConfirm } from '@/shared/lib/validation';
import { SubmitButton } from '@/shared/ui/plain/button';
import { Form } from '@/shared/ui/plain/form';
import { NewPasswordFields } from '@/shared/ui/plain/new-password-fields';
import { confirmPasswordReset } from '../api/auth-api';
import { AuthHeading } from './auth-heading';

/** Step two of a forgotten password, opened from the mailed link: choose the new password. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ password: '', passwordConfirm: '' }), []);
  const validate = useCallback(
    (values: typeof initial) => ({
      password: validatePassword(values.password),
      passwordConfirm: validatePasswordConfirm(values.passwordConfirm, values.password),
    }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async (values) => {
      await confirmPasswordReset(token, values.password, values.passwordConfirm);
      onDone();
    },
  });

  return (
    <div>
      <AuthHeading title={t('auth.reset.title')} lead={t('auth.reset.lead')} />
      <Form form={form} label={t('auth.reset.title')}>
        <NewPasswordFields form={form} label={t('auth.fields.newPassword')} />
        <SubmitButton busy={form.submitting} gap={2}>
          {t('auth.reset.submit')}
        </SubmitButton>
      </Form>
    </div>
  );
}
