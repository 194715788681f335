import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { TextInput } from '@/shared/ui/text-input';
import Typography from '@mui/material/Typography';
import type { Language } from '@hearth/shared';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useForm } from '@/shared/hooks/use-form';
import {
  NICKNAME_MAX_LENGTH,
  validateEmail,
  validateNickname,
  validatePassword,
  validatePasswordConfirm,
} from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { PasswordField } from '@/shared/ui/password-field';
import { register } from '../api/auth-api';
import { AuthHeading } from './auth-heading';
import { SubmitButton } from '@/shared/ui/submit-button';

const EMPTY = { nickname: '', email: '', password: '', passwordConfirm: '' };
type RegisterValues = typeof EMPTY;

/** The server's rules for a new account, checked as the user types. */
export function validateRegistration(values: RegisterValues) {
  return {
    nickname: validateNickname(values.nickname),
    email: validateEmail(values.email),
    password: validatePassword(values.password),
    passwordConfirm: validatePasswordConfirm(values.passwordConfirm, values.password),
  };
}

/** Account creation: on success the user is signed in and a verification mail is on its way. */
export function RegisterForm(props: {
  language: Language;
  onRegistered: (email: string, verificationSent: boolean) => void;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => EMPTY, []);
  const form = useForm({
    initial,
    validate: validateRegistration,
    onSubmit: async (values) => {
      const { verificationSent } = await register({ ...values, language: props.language });
      props.onRegistered(values.email.trim(), verificationSent);
    },
  });
  const field = (name: keyof RegisterValues, hint?: string) => ({
    ...form.field(name, hint),
    name,
    margin: 'dense' as const,
    required: true,
  });

  return (
    <Box>
      <AuthHeading title={t('auth.register.title')} lead={t('auth.register.lead')} />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label={t('auth.register.title')}
      >
        <FormAlert error={form.formError} />
        <TextInput
          {...field('nickname', t('auth.register.nicknameHint', { max: NICKNAME_MAX_LENGTH }))}
          label={t('auth.fields.nickname')}
          autoComplete="nickname"
        />
        <TextInput
          {...field('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
        />
        <PasswordField
          {...field('password', t('auth.register.passwordHint'))}
          label={t('auth.fields.password')}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('passwordConfirm')}
          label={t('auth.fields.passwordConfirm')}
          autoComplete="new-password"
        />
        <SubmitButton busy={form.submitting} sx={{ mt: 2 }}>
          {t('auth.register.submit')}
        </SubmitButton>
      </Box>
      <Typography sx={{ mt: 4, textAlign: 'center' }} color="text.secondary">
        {t('auth.register.haveAccount')}{' '}
        <Link component={RouterLink} to={PATHS.login} sx={{ fontWeight: 600 }}>
          {t('auth.register.signIn')}
        </Link>
      </Typography>
    </Box>
  );
}
