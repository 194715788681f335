import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { TextInput } from '@/shared/ui/text-input';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useForm } from '@/shared/hooks/use-form';
import { validateEmail, validateRequired } from '@/shared/lib/validation';
import { SubmitButton } from '@/shared/ui/submit-button';
import { FormAlert } from '@/shared/ui/form-alert';
import { PasswordField } from '@/shared/ui/password-field';
import { signInWithPassword } from '../api/auth-api';

/** Email and password sign-in. */
export function PasswordSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ identity: '', password: '' }), []);
  const validate = useCallback(
    (values: typeof initial) => ({
      identity: validateEmail(values.identity),
      password: validateRequired(values.password),
    }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async (values) => {
      await signInWithPassword(values.identity, values.password);
      onSignedIn();
    },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={t('auth.login.passwordTab')}
    >
      <FormAlert error={form.formError} />
      <TextInput
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        name="email"
        {...form.field('identity')}
        margin="dense"
        required
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        name="password"
        {...form.field('password')}
        margin="dense"
        required
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Link component={RouterLink} to={PATHS.forget} variant="body2">
          {t('auth.login.forgot')}
        </Link>
      </Box>
      <SubmitButton busy={form.submitting} sx={{ mt: 0 }}>
        {t('auth.login.submit')}
      </SubmitButton>
    </Box>
  );
}
