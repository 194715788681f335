import Box from '@mui/material/Box';
import type { Language } from '@hearth/shared';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import { useForm } from '@/shared/hooks/use-form';
import { NICKNAME_MAX_LENGTH } from '@/shared/lib/validation';
import { FormField } from '@/shared/ui/form-field';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { SubmitButton } from '@/shared/ui/submit-button';
import { register } from '../api/auth-api';
import { AuthFooterLink } from './auth-footer-link';
import { AuthHeading } from './auth-heading';
import { EMPTY_REGISTRATION, validateRegistration } from './registration-rules';
import { NewPasswordFields } from '@/shared/ui/new-password-fields';

/** Account creation: on success the user is signed in and a verification mail is on its way. */
export function RegisterForm(props: {
  language: Language;
  onRegistered: (email: string, verificationSent: boolean) => void;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => EMPTY_REGISTRATION, []);
  const form = useForm({
    initial,
    validate: validateRegistration,
    onSubmit: async (values) => {
      const { verificationSent } = await register({ ...values, language: props.language });
      props.onRegistered(values.email.trim(), verificationSent);
    },
  });

  return (
    <Box>
      <AuthHeading title={t('auth.register.title')} lead={t('auth.register.lead')} />
      <LabelledForm form={form} label={t('auth.register.title')}>
        <FormField
          form={form}
          field="nickname"
          name="nickname"
          label={t('auth.fields.nickname')}
          autoComplete="nickname"
          hint={t('auth.register.nicknameHint', { max: NICKNAME_MAX_LENGTH })}
        />
        <FormField
          form={form}
          field="email"
          name="email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
        />
        <NewPasswordFields form={form} label={t('auth.fields.password')} named />
        <SubmitButton busy={form.submitting} sx={{ mt: 2 }}>
          {t('auth.register.submit')}
        </SubmitButton>
      </LabelledForm>
      <AuthFooterLink lead={t('auth.register.haveAccount')} to={PATHS.login}>
        {t('auth.register.signIn')}
      </AuthFooterLink>
    </Box>
  );
}
