import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { validateRequired } from '@/shared/lib/validation';
import { FormField } from '@/shared/ui/form-field';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { SubmitButton } from '@/shared/ui/submit-button';
import { confirmEmailChange } from '../api/auth-api';
import { AuthHeading } from './auth-heading';

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
        <LabelledForm form={form} label={t('auth.emailChange.title')}>
          <FormField
            form={form}
            field="password"
            label={t('auth.fields.currentPassword')}
            type="password"
            autoComplete="current-password"
          />
          <SubmitButton busy={form.submitting}>{t('auth.emailChange.submit')}</SubmitButton>
        </LabelledForm>
      )}
    </Box>
  );
}
