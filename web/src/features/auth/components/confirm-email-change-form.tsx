import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { validateRequired } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { PasswordField } from '@/shared/ui/password-field';
import { confirmEmailChange } from '../api/auth-api';
import { AuthHeading } from './auth-heading';
import { SubmitButton } from '@/shared/ui/submit-button';

/** Confirms an email change from the mailed link; PocketBase asks for the current password. */
export function ConfirmEmailChangeForm({
  token,
  onDone,
}: {
  token: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ password: '' }), []);
  const validate = useCallback(
    (values: typeof initial) => ({ password: validateRequired(values.password) }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async ({ password }) => {
      if (!token) return;
      await confirmEmailChange(token, password);
      onDone();
    },
  });

  return (
    <Box>
      <AuthHeading title={t('auth.emailChange.title')} lead={t('auth.emailChange.lead')} />
      {!token ? (
        <Alert severity="error" role="alert">
          {t('auth.verify.missingToken')}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit}
          aria-label={t('auth.emailChange.title')}
        >
          <FormAlert error={form.formError} />
          <PasswordField
            label={t('auth.fields.currentPassword')}
            autoComplete="current-password"
            {...form.field('password')}
            margin="dense"
            required
          />
          <SubmitButton busy={form.submitting}>{t('auth.emailChange.submit')}</SubmitButton>
        </Box>
      )}
    </Box>
  );
}
