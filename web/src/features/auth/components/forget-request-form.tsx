import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import { useForm } from '@/shared/hooks/use-form';
import { validateEmail } from '@/shared/lib/validation';
import { FormField } from '@/shared/ui/form-field';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { SubmitButton } from '@/shared/ui/submit-button';
import { requestPasswordReset } from '../api/auth-api';
import { AuthFooterLink } from './auth-footer-link';
import { AuthHeading } from './auth-heading';

/** Step one of a forgotten password: mail a reset link. */
export function ForgetRequestForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const initial = useMemo(() => ({ email: '' }), []);
  const validate = useCallback(
    (values: typeof initial) => ({ email: validateEmail(values.email) }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async ({ email }) => {
      await requestPasswordReset(email);
      setSentTo(email.trim());
    },
  });

  return (
    <Box>
      <AuthHeading title={t('auth.forget.title')} lead={t('auth.forget.lead')} />
      {sentTo ? (
        <Alert icon={<MarkEmailReadOutlined />} severity="success" role="status">
          {t('auth.forget.sent', { email: sentTo })}
        </Alert>
      ) : (
        <LabelledForm form={form} label={t('auth.forget.title')}>
          <FormField
            form={form}
            field="email"
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
          />
          <SubmitButton busy={form.submitting}>{t('auth.forget.submit')}</SubmitButton>
        </LabelledForm>
      )}
      <AuthFooterLink to={PATHS.login}>{t('auth.forget.backToLogin')}</AuthFooterLink>
    </Box>
  );
}
