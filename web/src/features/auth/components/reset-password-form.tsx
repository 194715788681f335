import Box from '@mui/material/Box';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { validatePassword, validatePasswordConfirm } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { PasswordField } from '@/shared/ui/password-field';
import { confirmPasswordReset } from '../api/auth-api';
import { AuthHeading } from './auth-heading';
import { SubmitButton } from '@/shared/ui/submit-button';

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
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label={t('auth.reset.title')}
      >
        <FormAlert error={form.formError} />
        <PasswordField
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          {...form.field('password', t('auth.register.passwordHint'))}
          margin="dense"
          required
        />
        <PasswordField
          label={t('auth.fields.passwordConfirm')}
          autoComplete="new-password"
          {...form.field('passwordConfirm')}
          margin="dense"
          required
        />
        <SubmitButton busy={form.submitting} sx={{ mt: 2 }}>
          {t('auth.reset.submit')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
