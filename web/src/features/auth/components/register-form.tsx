import type { Language } from '@hearth/shared';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import { useForm } from '@/shared/hooks/use-form';
import { NICKNAME_MAX_LENGTH } from '@/shared/lib/validation';
import { SubmitButton } from '@/shared/ui/plain/button';
import { Field } from '@/shared/ui/plain/field';
import { Form } from '@/shared/ui/plain/form';
import { NewPasswordFields } from '@/shared/ui/plain/new-password-fields';
import { register } from '../api/auth-api';
import { AuthFooterLink } from './auth-footer-link';
import { AuthHeading } from './auth-heading';
import { EMPTY_REGISTRATION, validateRegistration } from './registration-rules';

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
    <div>
      <AuthHeading title={t('auth.register.title')} lead={t('auth.register.lead')} />
      <Form form={form} label={t('auth.register.title')}>
        <Field
          form={form}
          field="nickname"
          name="nickname"
          label={t('auth.fields.nickname')}
          autoComplete="nickname"
          hint={t('auth.register.nicknameHint', { max: NICKNAME_MAX_LENGTH })}
        />
        <Field
          form={form}
          field="email"
          name="email"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
        />
        <NewPasswordFields form={form} label={t('auth.fields.password')} named />
        <SubmitButton busy={form.submitting} gap={2}>
          {t('auth.register.submit')}
        </SubmitButton>
      </Form>
      <AuthFooterLink lead={t('auth.register.haveAccount')} to={PATHS.login}>
        {t('auth.register.signIn')}
      </AuthFooterLink>
    </div>
  );
}
