import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import { useForm } from '@/shared/hooks/use-form';
import { validateEmail } from '@/shared/lib/validation';
import { Alert } from '@/shared/ui/plain/alert';
import { SubmitButton } from '@/shared/ui/plain/button';
import { Field } from '@/shared/ui/plain/field';
import { Form } from '@/shared/ui/plain/form';
import { requestPasswordReset } from '../api/auth-api';
import { AuthFooterLink } from './auth-footer-link';
import { AuthHeading } from './auth-heading';

// Material's MarkEmailRead.
const MAIL_READ_ICON =
  'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h8v-2H4V8l8 5 8-5v5h2V6c0-1.1-.9-2-2-2m-8 7L4 6h16zm5.34 11-3.54-3.54 1.41-1.41 2.12 2.12 4.24-4.24L23 16.34z';

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
    <div>
      <AuthHeading title={t('auth.forget.title')} lead={t('auth.forget.lead')} />
      {sentTo ? (
        <Alert icon={MAIL_READ_ICON} severity="success">
          {t('auth.forget.sent', { email: sentTo })}
        </Alert>
      ) : (
        <Form form={form} label={t('auth.forget.title')}>
          <Field
            form={form}
            field="email"
            label={t('auth.fields.email')}
            type="email"
            autoComplete="username"
          />
          <SubmitButton busy={form.submitting}>{t('auth.forget.submit')}</SubmitButton>
        </Form>
      )}
      <AuthFooterLink to={PATHS.login}>{t('auth.forget.backToLogin')}</AuthFooterLink>
    </div>
  );
}
