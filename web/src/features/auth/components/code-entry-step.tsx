import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { validateRequired } from '@/shared/lib/validation';
import { FormField } from '@/shared/ui/form-field';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { SubmitButton } from '@/shared/ui/submit-button';
import { signInWithCode } from '../api/auth-api';

/** Code sign-in, step two: the mailed code, or back to choose another address. */
export function CodeEntryStep(props: {
  email: string;
  otpId: string;
  onBack: () => void;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ code: '' }), []);
  const validate = useCallback(
    (values: typeof initial) => ({ code: validateRequired(values.code) }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async ({ code }) => {
      await signInWithCode(props.otpId, code);
      props.onSignedIn();
    },
  });
  return (
    <LabelledForm form={form} label={t('auth.login.codeTab')}>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }} role="status">
        {t('auth.code.sent', { email: props.email })}
      </Typography>
      <FormField
        form={form}
        field="code"
        label={t('auth.fields.code')}
        autoComplete="one-time-code"
        autoFocus
        inputMode="numeric"
        letterSpacing="0.3em"
      />
      <SubmitButton busy={form.submitting}>{t('auth.code.verify')}</SubmitButton>
      <Button fullWidth onClick={props.onBack} sx={{ mt: 1 }}>
        {t('auth.code.useAnother')}
      </Button>
    </LabelledForm>
  );
}
