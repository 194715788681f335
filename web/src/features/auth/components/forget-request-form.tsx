import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { TextInput } from '@/shared/ui/text-input';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useForm } from '@/shared/hooks/use-form';
import { validateEmail } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { requestPasswordReset } from '../api/auth-api';
import { AuthHeading } from './auth-heading';
import { SubmitButton } from '@/shared/ui/submit-button';

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
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit}
          aria-label={t('auth.forget.title')}
        >
          <FormAlert error={form.formError} />
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            {...form.field('email')}
            margin="dense"
            required
          />
          <SubmitButton busy={form.submitting}>{t('auth.forget.submit')}</SubmitButton>
        </Box>
      )}
      <Typography sx={{ mt: 4, textAlign: 'center' }}>
        <Link component={RouterLink} to={PATHS.login} sx={{ fontWeight: 600 }}>
          {t('auth.forget.backToLogin')}
        </Link>
      </Typography>
    </Box>
  );
}
