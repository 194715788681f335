import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '@/shared/ui/text-input';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { validateEmail, validateRequired } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { requestSignInCode, signInWithCode } from '../api/auth-api';
import { SubmitButton } from '@/shared/ui/submit-button';

function EmailStep({ onSent }: { onSent: (email: string, otpId: string) => void }) {
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
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={t('auth.login.codeTab')}
    >
      <FormAlert error={form.formError} />
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {t('auth.code.explain')}
      </Typography>
      <TextInput
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
        margin="dense"
        required
      />
      <SubmitButton busy={form.submitting}>{t('auth.code.send')}</SubmitButton>
    </Box>
  );
}

function CodeStep(props: {
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
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={t('auth.login.codeTab')}
    >
      <FormAlert error={form.formError} />
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }} role="status">
        {t('auth.code.sent', { email: props.email })}
      </Typography>
      <TextInput
        label={t('auth.fields.code')}
        autoComplete="one-time-code"
        {...form.field('code')}
        margin="dense"
        required
        autoFocus
        inputMode="numeric"
        letterSpacing="0.3em"
      />
      <SubmitButton busy={form.submitting}>{t('auth.code.verify')}</SubmitButton>
      <Button fullWidth onClick={props.onBack} sx={{ mt: 1 }}>
        {t('auth.code.useAnother')}
      </Button>
    </Box>
  );
}

/** Sign-in with a one-time code mailed to the user (PocketBase OTP). */
export function CodeSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [sent, setSent] = useState<{ email: string; otpId: string } | null>(null);
  if (!sent) return <EmailStep onSent={(email, otpId) => setSent({ email, otpId })} />;
  return <CodeStep {...sent} onBack={() => setSent(null)} onSignedIn={onSignedIn} />;
}
