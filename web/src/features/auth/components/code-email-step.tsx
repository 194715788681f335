import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { validateEmail } from '@/shared/lib/validation';
import { FormField } from '@/shared/ui/form-field';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { SubmitButton } from '@/shared/ui/submit-button';
import { requestSignInCode } from '../api/auth-api';

/** Code sign-in, step one: the address the code is mailed to. */
export function CodeEmailStep({ onSent }: { onSent: (email: string, otpId: string) => void }) {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ email: '' }), []);
  const validate = useCallback(
    (values: typeof initial) => ({ email: validateEmail(values.email) }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async ({ email }) => onSent(email.trim(), await requestSignInCode(email)),
  });
  return (
    <LabelledForm form={form} label={t('auth.login.codeTab')}>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {t('auth.code.explain')}
      </Typography>
      <FormField
        form={form}
        field="email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
      />
      <SubmitButton busy={form.submitting}>{t('auth.code.send')}</SubmitButton>
    </LabelledForm>
  );
}
