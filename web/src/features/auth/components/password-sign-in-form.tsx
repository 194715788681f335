import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useForm } from '@/shared/hooks/use-form';
import { validateEmail, validateRequired } from '@/shared/lib/validation';
import { FormField } from '@/shared/ui/form-field';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { SubmitButton } from '@/shared/ui/submit-button';
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
    <LabelledForm form={form} label={t('auth.login.passwordTab')}>
      <FormField
        form={form}
        field="identity"
        name="email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
      />
      <FormField
        form={form}
        field="password"
        name="password"
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Link component={RouterLink} to={PATHS.forget} variant="body2">
          {t('auth.login.forgot')}
        </Link>
      </Box>
      <SubmitButton busy={form.submitting} sx={{ mt: 0 }}>
        {t('auth.login.submit')}
      </SubmitButton>
    </LabelledForm>
  );
}
