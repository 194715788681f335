import Box from '@mui/material/Box';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { validatePassword, validatePasswordConfirm } from '@/shared/lib/validation';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { SubmitButton } from '@/shared/ui/submit-button';
import { confirmPasswordReset } from '../api/auth-api';
import { AuthHeading } from './auth-heading';
import { NewPasswordFields } from '@/shared/ui/new-password-fields';

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
    <Box>
      <AuthHeading title={t('auth.reset.title')} lead={t('auth.reset.lead')} />
      <LabelledForm form={form} label={t('auth.reset.title')}>
        <NewPasswordFields form={form} label={t('auth.fields.newPassword')} />
        <SubmitButton busy={form.submitting} sx={{ mt: 2 }}>
          {t('auth.reset.submit')}
        </SubmitButton>
      </LabelledForm>
    </Box>
  );
}
