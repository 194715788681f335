import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { validateEmail } from '@/shared/lib/validation';
import { SubmitButton } from '@/shared/ui/plain/button';
import { Field } from '@/shared/ui/plain/field';
import { Form } from '@/shared/ui/plain/form';
import { requestSignInCode } from '../api/auth-api';

/** Code sign-in, step one: the address the code is mailed to. */
export function CodeEmailStep({ onSent }: { onSent: (email: string, otpId: string) => void }) {
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
    <Form form={form} label={t('auth.login.codeTab')}>
      <p className="h-muted h-small h-note">{t('auth.code.explain')}</p>
      <Field
        form={form}
        field="email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="username"
      />
      <SubmitButton busy={form.submitting}>{t('auth.code.send')}</SubmitButton>
    </Form>
  );
}
