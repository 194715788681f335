import { useTranslation } from '@/i18n/i18n';
import type { FormState } from '../hooks/use-form';
import { FormField } from './form-field';

/** The pair every form that sets a password shows: the new one (with its rules) and its confirmation. */
export function NewPasswordFields(props: {
  form: Pick<FormState<'password' | 'passwordConfirm'>, 'field'>;
  /** The new password's label: "Password" when signing up, "New password" otherwise. */
  label: string;
  /** Name the inputs after their fields, so password managers know what they hold. */
  named?: boolean;
}) {
  const { form, label, named = false } = props;
  const { t } = useTranslation();
  return (
    <>
      <FormField
        form={form}
        field="password"
        {...(named ? { name: 'password' } : {})}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('auth.register.passwordHint')}
      />
      <FormField
        form={form}
        field="passwordConfirm"
        {...(named ? { name: 'passwordConfirm' } : {})}
        label={t('auth.fields.passwordConfirm')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
