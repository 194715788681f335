import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { signInSuperuser } from '@/shared/lib/superuser-client';
import { validateEmail, validateRequired } from '@/shared/lib/validation';
import { FormField } from '@/shared/ui/form-field';
import { LabelledForm } from '@/shared/ui/labelled-form';
import { SubmitButton } from '@/shared/ui/submit-button';

/** A superuser's email and password; the sign-in is kept in memory only, for this page. */
export function SuperuserSignInForm() {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ email: '', password: '' }), []);
  const validate = useCallback(
    (values: typeof initial) => ({
      email: validateEmail(values.email),
      password: validateRequired(values.password),
    }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: (values) => signInSuperuser(values.email, values.password),
  });
  return (
    <LabelledForm form={form} label={t('plugins.superuser.signInLabel')}>
      <FormField
        form={form}
        field="email"
        name="email"
        label={t('plugins.superuser.email')}
        type="email"
        autoComplete="username"
      />
      <FormField
        form={form}
        field="password"
        name="password"
        label={t('plugins.superuser.password')}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton busy={form.submitting} sx={{ mt: 0, width: { sm: 'auto' } }}>
        {t('plugins.superuser.signIn')}
      </SubmitButton>
    </LabelledForm>
  );
}
