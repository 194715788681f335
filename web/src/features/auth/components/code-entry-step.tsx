import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useForm } from '@/shared/hooks/use-form';
import { validateRequired } from '@/shared/lib/validation';
import { Button, SubmitButton } from '@/shared/ui/plain/button';
import { Field } from '@/shared/ui/plain/field';
import { Form } from '@/shared/ui/plain/form';
import { signInWithCode } from '../api/auth-api';

/** Code sign-in, step two: the mailed code, or back to choose another address. */
export function CodeEntryStep(props: {
  email: string;
  otpId: string;
  onBack: () => void;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ code: '' }), []);
  const validate = useCallback(
    (values: typeof initial) => ({ code: validateRequired(values.code) }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async ({ code }) => {
      if (await signInWithCode(props.otpId, code)) props.onSignedIn();
    },
  });
  return (
    <Form form={form} label={t('auth.login.codeTab')}>
      <p className="h-muted h-small h-note" role="status">
        {t('auth.code.sent', { email: props.email })}
      </p>
      <Field
        form={form}
        field="code"
        label={t('auth.fields.code')}
        autoComplete="one-time-code"
        autoFocus
        inputMode="numeric"
        letterSpacing="0.3em"
      />
      <SubmitButton busy={form.submitting}>{t('auth.code.verify')}</SubmitButton>
      <Button fullWidth onClick={props.onBack} className="h-mt-1">
        {t('auth.code.useAnother')}
      </Button>
    </Form>
  );
}
