import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useForm } from '@/shared/hooks/use-form';
import { validateEmail, validateRequired } from '@/shared/lib/validation';
import { SubmitButton } from '@/shared/ui/plain/button';
import { Field } from '@/shared/ui/plain/field';
import { Form } from '@/shared/ui/plain/form';
import { signInWithPassword } from '../api/auth-api';

/** Email and password sign-in; with `email` given, only the password is left to type. */
export function PasswordSignInForm({
  email,
  onSignedIn,
}: {
  email: string;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ identity: email, password: '' }), [email]);
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
      if (await signInWithPassword(values.identity, values.password)) onSignedIn();
    },
  });

  return (
    <Form form={form} label={t('auth.login.passwordTab')}>
      <Field
        form={form}
        field="identity"
        name="email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="username"
      />
      <Field
        form={form}
        field="password"
        name="password"
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        autoFocus={Boolean(email)}
      />
      <div className="h-forgot">
        <Link className="h-link h-small" to={PATHS.forget}>
          {t('auth.login.forgot')}
        </Link>
      </div>
      <SubmitButton busy={form.submitting} gap={0}>
        {t('auth.login.submit')}
      </SubmitButton>
    </Form>
  );
}
